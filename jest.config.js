module.exports = {
  projects: ['<rootDir>/shared-contracts', '<rootDir>/api'],
};
