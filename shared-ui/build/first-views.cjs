// The builds of an app's first views: an area's `src/first-views.ts` bundled for Node, then run,
// writing the pages' HTML into `dist/` (docs/decisions/0019-first-view-in-the-page.md); and its
// `src/page-views.ts`, bundled for the server to run on request (decision 0021).
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { typescriptRule } = require('./federation.cjs');

/** Runs the bundle once webpack has written it, so the build fails when a first view does. */
const runAfterEmit = (bundle, buildFolder) => (compiler) =>
  compiler.hooks.afterEmit.tap('RunFirstViews', (compilation) => {
    if (compilation.errors.length === 0) execFileSync(process.execPath, [bundle, buildFolder], { stdio: 'inherit' });
  });

/** The webpack.first-views.cjs export of an area that renders first views of its pages. */
function firstViewsWebpackConfig(appDir) {
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  const outputFolder = path.join(appDir, 'node_modules/.cache/first-views');
  return {
    mode: 'production',
    target: 'node',
    context: appDir,
    entry: { 'first-views': './src/first-views.ts' },
    output: { path: outputFolder, filename: '[name].cjs', clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [typescriptRule(requireFromApp), { test: /\.svg$/, type: 'asset/inline' }],
    },
    plugins: [runAfterEmit(path.join(outputFolder, 'first-views.cjs'), path.join(appDir, 'dist'))],
    // Run once at build time: minifying would only slow the build.
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** The index of an app's page-views bundle (PAGE_VIEWS_INDEX of shared-contracts' first-view.ts). */
const PAGE_VIEWS_INDEX = 'page-views.json';

/**
 * Writes the index of the page-views bundle once webpack has written it: the bundle's file and
 * the routes it renders, read by loading it in Node, so the build fails when the bundle cannot load.
 */
const writePageViewsIndex = (buildFolder) => (compiler) =>
  compiler.hooks.afterEmit.tap('WritePageViewsIndex', (compilation) => {
    if (compilation.errors.length > 0) return;
    const file = [...compilation.emittedAssets].find((name) => name.endsWith('.cjs'));
    const bundle = path.join(buildFolder, 'first-views', file);
    const routes = execFileSync(
      process.execPath,
      ['-e', `process.stdout.write(JSON.stringify(require(${JSON.stringify(bundle)}).routes))`],
      {
        encoding: 'utf8',
        env: {},
      },
    );
    writeFileSync(path.join(buildFolder, PAGE_VIEWS_INDEX), JSON.stringify({ file: `first-views/${file}`, routes: JSON.parse(routes) }));
  });

/**
 * The webpack.page-views.cjs export of an app that renders first views of its signed-in pages on
 * request (docs/decisions/0021-signed-in-first-view.md): its `src/page-views.ts` bundled for Node
 * into `dist/first-views/`, under a name of its content, beside the app's browser files.
 */
function pageViewsWebpackConfig(appDir) {
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  const buildFolder = path.join(appDir, 'dist');
  return {
    mode: 'production',
    target: 'node20',
    context: appDir,
    entry: { 'page-views': './src/page-views.ts' },
    // Beside the browser build, which empties the folder itself.
    output: {
      path: path.join(buildFolder, 'first-views'),
      filename: '[name].[contenthash:12].cjs',
      library: { type: 'commonjs2' },
      clean: false,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [typescriptRule(requireFromApp), { test: /\.svg$/, type: 'asset/inline' }],
    },
    // One file: the server loads it by the name the index gives, the pages' lazy parts included.
    plugins: [new (requireFromApp('webpack').optimize.LimitChunkCountPlugin)({ maxChunks: 1 }), writePageViewsIndex(buildFolder)],
    // Read once per worker thread; readable stack traces are worth more than its size.
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { firstViewsWebpackConfig, pageViewsWebpackConfig };
