module.exports = require('../jest.preset.js').browser('shared-ui', {
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
});
