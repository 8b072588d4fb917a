module.exports = {
  projects: ['<rootDir>/shared-contracts', '<rootDir>/api'],
  // Global, not per project: API suites seed a database in their hooks.
  testTimeout: 60000,
};
