// Shared Jest settings: TypeScript through @swc/jest, tests beside the code.
const { join } = require('node:path');
const { SHARED_UI_ENTRY_NAMES } = require('./shared-ui/build/federation.cjs');

/** @param {string} displayName */
const preset = (displayName, extra = {}) => ({
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
    // shared-ui's entries import its core by the package name; one file each, in every project.
    '^@compliance/shared-ui$': '<rootDir>/../shared-ui/src/index.ts',
    [`^@compliance/shared-ui/(${SHARED_UI_ENTRY_NAMES.join('|')})$`]: '<rootDir>/../shared-ui/src/$1/index.ts',
  },
  // ESM-only packages go through the transform too (@noble/hashes: SHA-256 of the password forms).
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(content-disposition|cookie@|cookie/|@noble\\+hashes@|@noble/hashes/))'],
  ...extra,
});

/** The preset of a browser package: its component tests run in jsdom (jest.jsdom-environment.js). */
preset.browser = (displayName, extra = {}) =>
  preset(displayName, { testEnvironment: join(__dirname, 'jest.jsdom-environment.js'), ...extra });

module.exports = preset;
