module.exports = require('../jest.preset.js')('bench');
