// Webpack + Module Federation settings every app of the workspace builds with (DESIGN.md §3):
// one place for the shared singletons, so host and remotes can never disagree about them.
const path = require('node:path');
const { createRequire } = require('node:module');

/** Libraries that must exist once in the browser; `/` entries share their subpath imports too. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  '@mui/material',
  '@mui/system',
  '@emotion/react',
  '@emotion/styled',
  '@mui/x-data-grid',
  'jotai',
  'swr',
  'i18next',
  'react-i18next',
  'react-final-form',
  'final-form',
];
const SHARED_SUBPATHS = ['react', 'react-dom', '@mui/material', '@mui/system', '@emotion/react', '@mui/x-data-grid'];
// shared-contracts is stateless and not shared: each app bundles the parts it imports, tree-shaken
// (a shared module is never tree-shaken, and would bring zod to every page; DESIGN.md §3).
const WORKSPACE_SINGLETONS = ['@compliance/shared-ui'];
/**
 * shared-ui's component entries: each shared on its own, so a page loads only those it imports,
 * and by version range, not as singletons: they hold no state (they use the core's), so a remote
 * that needs a newer one than the page offers loads its own copy.
 */
const SHARED_UI_ENTRIES = ['table', 'inputs', 'phone', 'print'].map((entry) => `@compliance/shared-ui/${entry}`);

/**
 * The `shared` map for ModuleFederationPlugin with explicit versions read from the installed
 * packages (`workspace:*` gives none).
 */
function sharedSingletons(appDir) {
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  const versionOf = (name) => {
    const entry = requireFromApp.resolve(name);
    let dir = path.dirname(entry);
    // Walk up to the package's own package.json (exports maps may hide ./package.json).
    for (;;) {
      try {
        const pkg = require(path.join(dir, 'package.json'));
        if (pkg.name === name && pkg.version) return pkg.version;
      } catch {
        // not here
      }
      const parent = path.dirname(dir);
      if (parent === dir) throw new Error(`No package.json for ${name}`);
      dir = parent;
    }
  };
  // A build may declare other versions than those installed (JSON name → version), as a team
  // that has not yet upgraded would: the e2e suite builds a remote one minor behind this way.
  const declared = JSON.parse(process.env.FEDERATION_SHARED_VERSIONS || '{}');
  const shared = {};
  for (const name of [...SINGLETONS, ...WORKSPACE_SINGLETONS]) {
    const version = declared[name] ?? versionOf(name);
    shared[name] = { singleton: true, version, requiredVersion: `^${version}`, strictVersion: false };
  }
  for (const name of SHARED_SUBPATHS) shared[`${name}/`] = { ...shared[name] };
  for (const name of SHARED_UI_ENTRIES) {
    const version = declared[name] ?? shared['@compliance/shared-ui'].version;
    shared[name] = { singleton: false, version, requiredVersion: `^${version}` };
  }
  return shared;
}

/**
 * Writes which modules (with their sizes) each emitted file holds, for `pnpm bench` to name the
 * largest modules a browser downloads. Kept beside dist/, so it is never served.
 */
class BuildStatsPlugin {
  constructor(file) {
    this.file = file;
  }
  apply(compiler) {
    compiler.hooks.done.tap('BuildStatsPlugin', (stats) => {
      const json = stats.toJson({ all: false, chunks: true, chunkModules: true, ids: true });
      const files = {};
      for (const chunk of json.chunks ?? []) {
        const modules = (chunk.modules ?? []).map((module) => ({ name: module.name, size: module.size }));
        for (const file of chunk.files ?? []) if (file.endsWith('.js')) files[file] = modules;
      }
      require('node:fs').writeFileSync(this.file, JSON.stringify({ files }));
    });
  }
}

/** Text files worth compressing, and the smallest size that gains from it. */
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes a gzip and a brotli copy beside every text file the build emits, so the server sends
 * them precompressed (@fastify/static `preCompressed`) instead of the raw bytes, without
 * compressing per request.
 */
class PrecompressPlugin {
  apply(compiler) {
    const zlib = require('node:zlib');
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        for (const [name, source] of Object.entries(assets)) {
          if (!COMPRESSIBLE.test(name)) continue;
          const buffer = source.buffer();
          if (buffer.length < MIN_COMPRESS_BYTES) continue;
          compilation.emitAsset(`${name}.gz`, new sources.RawSource(zlib.gzipSync(buffer, { level: 9 })));
          const brotli = zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length } });
          compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli));
        }
      });
    });
  }
}

/**
 * React Router 7 names only its development build in its package exports (with warnings and
 * checks, 5 KB gzip more); a production build of the app takes the production build beside it.
 */
function reactRouterProductionBuild(requireFromApp) {
  const routerDom = requireFromApp.resolve('react-router-dom/package.json');
  const routerDir = path.dirname(createRequire(routerDom).resolve('react-router/package.json'));
  return {
    'react-router$': path.join(routerDir, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(routerDir, 'dist/production/dom-export.mjs'),
  };
}

/**
 * The webpack configuration of one federated app. `kind: 'host'` builds the shell with its
 * HTML page; `kind: 'remote'` builds a remote that exposes `exposes`.
 */
function createFederatedConfig({ appDir, name, kind, exposes = {}, runtimePlugins = [], mode = 'production' }) {
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  // With pnpm the plugin cannot see the app's webpack by itself; this is how it is told.
  process.env.FEDERATION_WEBPACK_PATH = process.env.FEDERATION_WEBPACK_PATH || requireFromApp.resolve('webpack');
  const { ModuleFederationPlugin } = requireFromApp('@module-federation/enhanced/webpack');
  const plugins = [
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes,
      remotes: {},
      shared: sharedSingletons(appDir),
      shareStrategy: 'loaded-first',
      runtimePlugins,
      manifest: true,
      dts: false,
    }),
  ];
  plugins.push(new BuildStatsPlugin(path.join(appDir, 'build-stats.json')));
  if (kind === 'host') {
    const HtmlWebpackPlugin = requireFromApp('html-webpack-plugin');
    // The page is served for every client-side route: its script must not be path-relative.
    plugins.push(new HtmlWebpackPlugin({ template: path.join(appDir, 'src/index.html'), scriptLoading: 'defer', publicPath: '/' }));
  }
  // Last, so it also compresses what the plugins above emit (the manifest, the page).
  if (mode === 'production') plugins.push(new PrecompressPlugin());
  return {
    mode,
    context: appDir,
    entry: kind === 'host' ? { main: './src/index.ts' } : {},
    devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      publicPath: 'auto',
      uniqueName: name,
      // Entry files keep stable names (remoteEntry.js is named by the manifest, the federation
      // runtime refuses content hashes); everything loaded later carries one.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'], alias: mode === 'production' ? reactRouterProductionBuild(requireFromApp) : {} },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: requireFromApp.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2022',
                transform: { react: { runtime: 'automatic', development: mode !== 'production' } },
              },
            },
          },
        },
        { test: /\.svg$/, type: 'asset/resource' },
      ],
    },
    plugins,
    cache: { type: 'filesystem', cacheDirectory: path.join(appDir, 'node_modules/.cache/webpack'), buildDependencies: { config: [__filename] } },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createFederatedConfig, sharedSingletons, SINGLETONS, WORKSPACE_SINGLETONS, SHARED_UI_ENTRIES };
