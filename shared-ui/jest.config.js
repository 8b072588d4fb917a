const preset = require('../jest.preset.js')('shared-ui');

module.exports = {
  ...preset,
  testEnvironment: '<rootDir>/../jest.jsdom-environment.js',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};
