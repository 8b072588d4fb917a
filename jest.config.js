module.exports = {
  projects: ['<rootDir>/shared-contracts', '<rootDir>/api', '<rootDir>/shared-ui', '<rootDir>/shell', '<rootDir>/mfe-auth', '<rootDir>/mfe-company'],
  // Global, not per project: API suites seed a database in their hooks.
  testTimeout: 60000,
};
