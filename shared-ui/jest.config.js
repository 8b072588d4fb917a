const preset = require('../jest.preset.js')('shared-ui');

module.exports = {
  ...preset,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // Tests import the public package name, so they exercise exactly what consumers get.
    '^@compliance/shared-ui$': '<rootDir>/src/index.ts',
  },
};
