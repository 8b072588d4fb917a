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

/**
 * What both builds for Node share: the app's TypeScript and SVGs, unminified (readable stack
 * traces are worth more than the size of a file Node reads once).
 */
function nodeBundleConfig(appDir, entry, output, plugins) {
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  return {
    mode: 'production',
    target: 'node20',
    context: appDir,
    entry,
    output,
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [typescriptRule(requireFromApp), { test: /\.svg$/, type: 'asset/inline' }],
    },
    plugins: plugins(requireFromApp('webpack')),
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** The webpack.first-views.cjs export of an area that renders first views of its pages. */
function firstViewsWebpackConfig(appDir) {
  const outputFolder = path.join(appDir, 'node_modules/.cache/first-views');
  return nodeBundleConfig(
    appDir,
    { 'first-views': './src/first-views.ts' },
    { path: outputFolder, filename: '[name].cjs', clean: true },
    () => [runAfterEmit(path.join(outputFolder, 'first-views.cjs'), path.join(appDir, 'dist'))],
  );
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
    const file = compilation.getAssets().find(({ name }) => name.endsWith('.cjs')).name;
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
 * request (docs/decisions/0021-signed-in-first-view.md): its `src/page-views.ts(x)` bundled for Node
 * into `dist/first-views/`, under a name of its content, beside the app's browser files.
 */
function pageViewsWebpackConfig(appDir) {
  const buildFolder = path.join(appDir, 'dist');
  return nodeBundleConfig(
    appDir,
    { 'page-views': './src/page-views' },
    // Beside the browser build, which empties the folder itself.
    { path: path.join(buildFolder, 'first-views'), filename: '[name].[contenthash:12].cjs', library: { type: 'commonjs2' }, clean: false },
    // One file: the server loads it by the name the index gives, the pages' lazy parts included.
    (webpack) => [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }), writePageViewsIndex(buildFolder)],
  );
}

module.exports = { firstViewsWebpackConfig, pageViewsWebpackConfig };
