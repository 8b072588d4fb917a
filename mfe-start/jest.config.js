module.exports = require('../jest.preset.js').browser('mfe-start', {
  setupFiles: ['<rootDir>/../jest.jsdom-globals.js'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
});
