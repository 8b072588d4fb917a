// Tests of the repository's own rules (the lint boundaries), beside the scripts that keep them.
module.exports = require('../jest.preset.js')('scripts', { testMatch: ['<rootDir>/*.test.ts'] });
