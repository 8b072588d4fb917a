module.exports = require('../jest.preset.js')('api', { testTimeout: 60000 });
