module.exports = require('../jest.preset.js').browser('mfe-licensee', {
  setupFiles: ['<rootDir>/../jest.jsdom-globals.js'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
});
