// The build of an area's first views (docs/decisions/0019-first-view-in-the-page.md): its
// `src/first-views.ts` bundled for Node, then run, writing the pages' HTML into `dist/`.
const path = require('node:path');
const { execFileSync } = require('node:child_process');
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

module.exports = { firstViewsWebpackConfig };
