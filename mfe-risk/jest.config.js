module.exports = require('../jest.preset.js').browser('mfe-risk', {
  setupFiles: ['<rootDir>/../jest.jsdom-globals.js'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
});
