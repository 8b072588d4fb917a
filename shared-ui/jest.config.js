const preset = require('../jest.preset.js')('shared-ui');

module.exports = {
  ...preset,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};
