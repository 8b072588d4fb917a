// Lint: typescript-eslint's recommended rules plus the boundaries of docs/architecture.md §1.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';

const { SHARED_UI_ENTRY_NAMES } = createRequire(import.meta.url)('./shared-ui/build/federation.cjs');

// Every remote is a top-level folder named mfe-<area>: a new area is covered without a line here.
const REMOTES = readdirSync(new URL('.', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
  .map((entry) => entry.name);
const FRONT_END = ['shell', 'shared-ui', ...REMOTES];

/** The API's modules, one folder each (api/src/modules/<module>). */
const API_MODULES = readdirSync(new URL('./api/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The @mui/material barrel is one shared module: importing it downloads every component. */
const muiBarrelRestriction = {
  selector: "ImportDeclaration[source.value='@mui/material']",
  message: "Import MUI components by path ('@mui/material/Button'), so a page downloads only what it uses.",
};

/** SQL text reaches the database only through the sql tag, which makes every value a parameter. */
const rawSqlRestriction = {
  selector: "CallExpression[callee.property.name='query']",
  message:
    'Run SQL with sqlRows, sqlRow, clientRows or licenseeRows and the sql tag (api/src/lib/sql.ts): values then cannot become SQL text.',
};

/** Zones for import-x/no-restricted-paths: `target` may not import from `from`. */
const zones = [
  // A remote never imports another remote.
  ...REMOTES.flatMap((target) =>
    REMOTES.filter((from) => from !== target).map((from) => ({
      target: `./${target}`,
      from: `./${from}`,
      message: 'A remote never imports another remote; use the event bus or the shared store.',
    })),
  ),
  // shared-contracts imports nothing from any other folder.
  ...['api', 'e2e', 'bench', ...FRONT_END].map((from) => ({
    target: './shared-contracts',
    from: `./${from}`,
    message: 'shared-contracts is framework-free and imports no other folder.',
  })),
  // api imports only shared-contracts.
  ...FRONT_END.map((from) => ({ target: './api', from: `./${from}`, message: 'api imports only shared-contracts.' })),
  // An API module imports the kernel (api/src/lib) and the contracts, never another module.
  ...API_MODULES.flatMap((target) =>
    API_MODULES.filter((from) => from !== target).map((from) => ({
      target: `./api/src/modules/${target}`,
      from: `./api/src/modules/${from}`,
      message: 'An API module never imports another module; what two modules share belongs in api/src/lib.',
    })),
  ),
  // Nobody reaches into another package's folder by a relative path: import it by name.
  ...['shared-contracts', 'shared-ui'].flatMap((from) =>
    ['api', 'shell', ...REMOTES, 'shared-ui', 'e2e', 'bench']
      .filter((t) => t !== from)
      .map((target) => ({ target: `./${target}`, from: `./${from}`, message: `Import ${from} by its package name.` })),
  ),
];

/**
 * Resolves relative imports only, TypeScript files without their extension included: an import
 * that does not resolve is never reported by the restricted paths. Packages stay unresolved, so
 * `@compliance/shared-ui` by name is not mistaken for a reach into the shared-ui folder.
 */
const NODE_RESOLVER = createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] });
const RELATIVE_RESOLVER = {
  interfaceVersion: 3,
  name: 'relative-only',
  resolve: (modulePath, sourceFile) => (modulePath.startsWith('.') ? NODE_RESOLVER.resolve(modulePath, sourceFile) : { found: false }),
};

const byName = (names, message) => names.map((name) => ({ group: [name, `${name}/**`], message }));

const PUBLIC_INDEX = {
  group: ['@compliance/*/src', '@compliance/*/src/**'],
  message: 'Import shared packages through their public index.',
};

// Browser code takes the contracts without their validation library (docs/architecture.md §3): the server
// validates every request, and a page that does not validate must not download zod or the phone
// metadata. The phone validator is loaded by `import()` only where a form has a phone field.
const TEST_SOURCES = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/test-utils.tsx',
  '**/test-fixtures.ts',
  '**/test-fixtures.tsx',
  'shared-ui/src/testing/**',
];
/** What a remote may not import: another remote, or a shared package's folder instead of its index. */
const remoteBoundaries = (remote) => [
  {
    group: REMOTES.filter((r) => r !== remote).flatMap((r) => [`@compliance/${r}`, `@compliance/${r}/**`, `**/${r}/**`]),
    message: 'A remote never imports another remote.',
  },
  PUBLIC_INDEX,
];
// Remotes reach MUI through shared-ui, so the MUI a page downloads is what shared-ui and the shell
// use, once, and a remote can never add a component the page's shared-ui lacks (docs/architecture.md §3).
const muiThroughSharedUi = {
  group: ['@mui/*', '@mui/**', '@emotion/*', '@emotion/**'],
  allowTypeImports: true,
  message: 'A remote takes MUI components and icons from @compliance/shared-ui (types may come from MUI).',
};
// The router's context must be the shell's, and a shared react-router-dom would be kept whole:
// the core re-exports the router pieces the areas use (shared-ui/src/router.ts).
const routerThroughSharedUi = {
  group: ['react-router', 'react-router-dom'],
  allowTypeImports: true,
  message: 'Take the router (Routes, useNavigate, RouterLink, …) from @compliance/shared-ui.',
};
const browserValidatorPatterns = byName(
  ['zod', 'libphonenumber-js'],
  'Browser code bundles no validation library: the server validates (docs/architecture.md §3).',
);
const browserContractPaths = [
  {
    name: '@compliance/shared-contracts',
    message: "Browser code imports '@compliance/shared-contracts/browser': the contracts without their zod schemas.",
  },
  {
    name: '@compliance/shared-contracts/phone',
    message: "Load the phone validator with import('@compliance/shared-contracts/phone') where a form needs it.",
  },
];
/** The import rule of browser sources: the contracts without zod, no validation library, plus `patterns`. */
const browserImports = (...patterns) => ({
  'no-restricted-imports': ['error', { paths: browserContractPaths, patterns: [...patterns, ...browserValidatorPatterns] }],
});

// shared-ui's entries use the page's one core: they import it by the package name, which the
// federation share resolves, never by a relative path, which would bundle a second core (and a
// second store) into the entry. The core in turn never loads an entry (docs/architecture.md §3).
const sharedUiEntryFiles = SHARED_UI_ENTRY_NAMES.map((dir) => `shared-ui/src/${dir}/**`);
const entryImportsCoreByName = {
  group: ['../*', '../**'],
  allowTypeImports: true,
  message: "An entry of shared-ui imports the core as '@compliance/shared-ui'.",
};
const coreLoadsNoEntry = {
  group: [
    ...SHARED_UI_ENTRY_NAMES.flatMap((dir) => [`./${dir}`, `./${dir}/*`, `../${dir}`, `../${dir}/*`]),
    '@compliance/shared-ui',
    '@compliance/shared-ui/*',
  ],
  allowTypeImports: true,
  message: "shared-ui's core imports no entry (the login page loads the core only) and itself by relative paths.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.test-results/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [RELATIVE_RESOLVER] },
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        __dirname: 'readonly',
        __filename: 'readonly',
        module: 'writable',
        require: 'readonly',
      },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': ['error', { patterns: [PUBLIC_INDEX] }],
    },
  },
  {
    files: ['shared-contracts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...byName(
              ['react', 'react-dom', '@mui/*', '@emotion/*', 'fastify', 'pg', '@electric-sql/*', 'node:*'],
              'shared-contracts is framework-free (browser and server).',
            ),
            { group: ['@compliance/*', '!@compliance/shared-contracts'], message: 'shared-contracts imports no other package.' },
          ],
        },
      ],
    },
  },
  {
    files: ['shared-contracts/**/*.test.ts', 'shared-contracts/scripts/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...byName(['react', 'react-dom', '@mui/*', '@emotion/*'], 'api imports no front-end code.'),
            { group: ['@compliance/*', '!@compliance/shared-contracts'], message: 'api imports only shared-contracts.' },
          ],
        },
      ],
    },
  },
  {
    // SQL reaches the database only through the sql tag (api/src/lib/sql.ts), which makes every
    // value a parameter; the drivers (api/src/db) and tests' own set-up are the exceptions.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/db/**', 'api/src/lib/sql.ts', 'api/src/**/*.test.ts', 'api/src/test/**', 'api/src/sweeps/**', 'api/src/faults/**'],
    rules: { 'no-restricted-syntax': ['error', rawSqlRestriction] },
  },
  {
    // Route handlers hand session and body to their module's service.ts, which owns the
    // transactions and the SQL (docs/adding-an-area.md, API module).
    files: ['api/src/modules/*/routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        rawSqlRestriction,
        {
          selector: 'ImportDeclaration[source.value=/\\/lib\\/sql$/]',
          message: "A route handler runs no SQL: put the query in the module's service.ts (or queries.ts).",
        },
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: "A route handler opens no transaction: the module's service.ts does.",
        },
      ],
    },
  },
  { files: ['shell/src/**'], ignores: TEST_SOURCES, rules: browserImports(PUBLIC_INDEX) },
  { files: sharedUiEntryFiles, ignores: TEST_SOURCES, rules: browserImports(PUBLIC_INDEX, entryImportsCoreByName, routerThroughSharedUi) },
  { files: ['shared-ui/src/**'], ignores: [...TEST_SOURCES, ...sharedUiEntryFiles], rules: browserImports(PUBLIC_INDEX, coreLoadsNoEntry) },
  {
    files: ['shell/src/**', 'mfe-*/src/**', 'shared-ui/src/**'],
    rules: {
      'no-restricted-syntax': ['error', muiBarrelRestriction],
    },
  },
  {
    // One data file per feature (docs/adding-an-area.md, the remote): pages and components get
    // their data through the feature's api.ts, so every cache key and the writes that clear it
    // are in one place.
    files: ['mfe-*/src/**'],
    ignores: [...TEST_SOURCES, 'mfe-*/src/**/api.ts', 'mfe-company/src/common/entity-data.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        muiBarrelRestriction,
        {
          selector: "ImportSpecifier[imported.name='apiRequest']",
          message: "Call the API in the feature's api.ts (fetcher, SWR key, hook, writes), not in a page or component.",
        },
        {
          selector: 'ImportSpecifier[imported.name=/^uploadFile/]',
          message: "Upload in the feature's api.ts (shared-ui's FileUploader may post on its own), not in a page or component.",
        },
        {
          selector: "ImportDeclaration[source.value='swr']",
          message: "Read through a hook of the feature's api.ts, whose SWR key its writes clear.",
        },
      ],
    },
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**`],
    rules: { 'no-restricted-imports': ['error', { patterns: remoteBoundaries(remote) }] },
  })),
  ...REMOTES.map((remote) => ({
    files: [`${remote}/src/**`],
    ignores: TEST_SOURCES,
    rules: browserImports(...remoteBoundaries(remote), muiThroughSharedUi, routerThroughSharedUi),
  })),
  {
    // Hooks called in a fixed order and effects that name what they read: a missed dependency
    // shows stale data, which no test of the happy path notices.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
