module.exports = require('../jest.preset.js')('shared-contracts');
