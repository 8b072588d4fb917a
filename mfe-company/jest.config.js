module.exports = require('../jest.preset.js').browser('mfe-company', {
  setupFiles: ['<rootDir>/../jest.jsdom-globals.js'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
});
