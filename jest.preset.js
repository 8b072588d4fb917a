// Shared Jest settings: TypeScript through @swc/jest, tests beside the code.
/** @param {string} displayName */
module.exports = (displayName, extra = {}) => ({
  displayName,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@compliance/shared-contracts$': '<rootDir>/../shared-contracts/src/index.ts',
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(content-disposition|cookie@|cookie/))'],
  ...extra,
});
