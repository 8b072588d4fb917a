const preset = require('../jest.preset.js')('mfe-start');

module.exports = {
  ...preset,
  testEnvironment: '<rootDir>/../jest.jsdom-environment.js',
  setupFiles: ['<rootDir>/../jest.jsdom-globals.js'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};
