module.exports = require('../jest.preset.js').browser('mfe-elearning', {
  setupFiles: ['<rootDir>/../jest.jsdom-globals.js'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
});
