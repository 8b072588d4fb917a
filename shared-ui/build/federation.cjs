// Webpack + Module Federation settings every app of the workspace builds with (docs/architecture.md §3):
// one place for the shared singletons, so host and remotes can never disagree about them.
const path = require('node:path');
const { createRequire } = require('node:module');

/**
 * Libraries that must exist once in the browser (they hold React context or module state);
 * `/` entries share their subpath imports too. MUI's components (@mui/material, the DataGrid)
 * are not shared: remotes reach them only through shared-ui's entries, so they come with the
 * entry that uses them, grouped in a few files, and the federation runtime's share tables stay
 * small. The theme, emotion cache and default props live in @mui/system, @mui/styled-engine and
 * emotion, which stay singletons, so a remote's own copy of an entry still follows the theme.
 * The router is not shared either: the shell bundles the parts it and the core use, and remotes
 * take them from the core (shared-ui/src/router.ts), so the page's one router is the shell's.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  '@mui/system',
  '@mui/styled-engine',
  '@emotion/react',
  '@emotion/styled',
  'jotai',
  'swr',
  'i18next',
  'react-i18next',
  'react-final-form',
  'final-form',
];
const SHARED_SUBPATHS = ['react', 'react-dom', '@mui/system', '@emotion/react'];
// shared-contracts is stateless and not shared: each app bundles the parts it imports, tree-shaken
// (a shared module is never tree-shaken, and would bring zod to every page; docs/architecture.md §3).
const WORKSPACE_SINGLETONS = ['@compliance/shared-ui'];
// Run by an area's build in Node (docs/decisions/0019-first-view-in-the-page.md); no page loads it.
const BUILD_TIME_ENTRIES = new Set(['./first-view']);

/**
 * shared-ui's component entries (`table`, `inputs`, …), read from its package exports (each a
 * `./src/<entry>/index.ts`), so the build, lint and Jest know one list. Each is shared on its
 * own, so a page loads only those it imports, and by version range, not as singletons: they hold
 * no state (they use the core's), so a remote that needs a newer one than the page offers loads
 * its own copy.
 */
const SHARED_UI_ENTRY_NAMES = Object.entries(require('../package.json').exports)
  .filter(([key, target]) => /^\.\/src\/[^/]+\/index\.ts$/.test(target) && !BUILD_TIME_ENTRIES.has(key))
  .map(([key]) => key.slice('./'.length));
const SHARED_UI_ENTRIES = SHARED_UI_ENTRY_NAMES.map((entry) => `@compliance/shared-ui/${entry}`);

/**
 * The `shared` map for ModuleFederationPlugin with explicit versions read from the installed
 * packages (`workspace:*` gives none), for a `host` (the shell) or a `remote`.
 */
function sharedSingletons(appDir, kind = 'remote') {
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  // @mui/system and @mui/styled-engine are dependencies of @mui/material, not of the app.
  const requireFromMaterial = createRequire(requireFromApp.resolve('@mui/material/package.json'));
  const resolve = (name) => {
    try {
      return requireFromApp.resolve(name);
    } catch {
      return requireFromMaterial.resolve(name);
    }
  };
  const versionOf = (name) => {
    const entry = resolve(name);
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
    // The shell offers every entry, used or not (an absolute import is provided unconditionally):
    // a remote then takes the shell's copy, next to the shell's core, and loads its own only
    // when it needs a newer version than the page has.
    if (kind === 'host') shared[name].import = requireFromApp.resolve(name);
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

/** Packages every page needs at start, in one file: React, its DOM renderer, the router. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/;
/** The other shared singletons with their own dependencies, in a second file. */
const SHARED_LIBRARIES =
  /[\\/]node_modules[\\/](@emotion[\\/][^\\/]+|stylis|@mui[\\/](system|styled-engine|private-theming)|jotai|swr|i18next|react-i18next|html-parse-stringify|void-elements|final-form|react-final-form)[\\/]/;
const SHARED_UI_SOURCE = path.join(__dirname, '..', 'src');
/** shared-ui's index files → the part they start: `core`, or the entry's name. */
const SHARED_UI_INDEX_OWNERS = new Map([
  [path.join(SHARED_UI_SOURCE, 'index.ts'), 'core'],
  ...SHARED_UI_ENTRY_NAMES.map((name) => [path.join(SHARED_UI_SOURCE, name, 'index.ts'), name]),
]);

/** A file's name without its extension, in kebab case: `src/layout/DashboardLayout.tsx` → `dashboard-layout`. */
const kebabName = (resource) =>
  path
    .basename(resource, path.extname(resource))
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();

/** The app's own files its own code loads by an `import()`. */
function appImportTargets(modules, moduleGraph, appSource, AsyncDependenciesBlock) {
  const targets = new Set();
  for (const module of modules) {
    if (!module.resource?.startsWith(appSource)) continue;
    for (const connection of moduleGraph.getOutgoingConnections(module)) {
      const target = connection.module?.resource;
      if (!target?.startsWith(appSource) || !connection.dependency) continue;
      if (moduleGraph.getParentBlock(connection.dependency) instanceof AsyncDependenciesBlock) targets.add(target);
    }
  }
  return targets;
}

/**
 * Finds which parts of a page need each module of a build: `core` (on every page: shared-ui's
 * core and, in the shell, what the shell's start reaches statically), the shared-ui entries (`table`,
 * `inputs`, …) whose code reaches it, or a remote's own code (`app`, left to its own chunks).
 * It follows static imports and the federation's shared fallbacks, but not an `import()` of
 * our own (the password estimator, the phone metadata, the DataGrid stay
 * chunks of their own). The build then groups modules by these owners, so a page downloads MUI
 * in a few files, each holding only what its entries use (docs/architecture.md §3).
 */
class ModuleOwnersPlugin {
  /**
   * `kind` 'remote': a remote never uses its own core (the shell's is the singleton), so what
   * an entry shares with the core goes with the entry, and the remote's copy of an entry, loaded
   * when the page's is too old, needs none of the remote's copy of the core.
   */
  constructor(kind, appDir) {
    this.kind = kind;
    this.appSource = path.join(appDir, 'src') + path.sep;
    /** The shell's start: its entry only import()s it (async start-up), so the walk begins here. */
    this.appStart = path.join(appDir, 'src', 'bootstrap.tsx');
    /** The shell's own files its code loads by an import(), for the compilation being optimised. */
    this.appImports = new Set();
    /** module → sorted owner names, for the compilation being optimised. */
    this.owners = new WeakMap();
  }
  /** Where the walk starts: the owner of a module it starts from, or undefined. */
  ownerOfRoot(resource) {
    if (!resource) return undefined;
    // The shell's code is on every page as far as its start reaches it statically; what the
    // shell loads by an import() of its own (the signed-in layout) is not: it owns what it
    // reaches, named after its file, so it loads the MUI it uses and not the whole of each
    // file it shares with an entry (the sidebar's list items beside the inputs' Autocomplete).
    if (this.kind === 'host' && resource.startsWith(this.appSource)) {
      if (resource === this.appStart) return 'core';
      return this.appImports.has(resource) ? kebabName(resource) : undefined;
    }
    if (resource.startsWith(this.appSource)) return 'app';
    return SHARED_UI_INDEX_OWNERS.get(resource);
  }
  apply(compiler) {
    const { AsyncDependenciesBlock } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ModuleOwnersPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('ModuleOwnersPlugin', (modules) => {
        const { moduleGraph } = compilation;
        this.appImports = this.kind === 'host' ? appImportTargets(modules, moduleGraph, this.appSource, AsyncDependenciesBlock) : new Set();
        const found = new Map();
        for (const root of modules) {
          const owner = this.ownerOfRoot(root.resource);
          if (!owner) continue;
          // The shell loads every singleton at start, with its dependencies; an entry's copy
          // never includes one (the page's is always used), and a remote's own code uses the
          // page's shares.
          const passesSingletons = owner === 'core' && this.kind === 'host';
          const passesConsumes = owner !== 'app';
          const stack = [root];
          while (stack.length > 0) {
            const module = stack.pop();
            const owners = found.get(module) ?? new Set();
            if (owners.has(owner)) continue;
            owners.add(owner);
            found.set(module, owners);
            const passesShared =
              module.type === 'provide-module' ||
              (module.type === 'consume-shared-module' && passesConsumes && (passesSingletons || !module.options?.singleton));
            for (const connection of moduleGraph.getOutgoingConnections(module)) {
              if (!connection.module || !connection.dependency) continue;
              const lazy = moduleGraph.getParentBlock(connection.dependency) instanceof AsyncDependenciesBlock;
              if (!lazy || passesShared) stack.push(connection.module);
            }
          }
        }
        for (const [module, owners] of found) {
          // What a remote's own code needs stays in the remote's own chunks.
          if (owners.has('app')) continue;
          if (this.kind === 'remote' && owners.size > 1) owners.delete('core');
          this.owners.set(module, owners.has('core') ? ['core'] : [...owners].sort());
        }
      });
    });
  }
  /** The splitChunks cache groups: the framework, the shared libraries, the rest by owners. */
  cacheGroups() {
    return {
      framework: { test: FRAMEWORK, name: 'framework', chunks: 'async', enforce: true, priority: 30 },
      sharedLibraries: { test: SHARED_LIBRARIES, name: 'shared-libraries', chunks: 'async', enforce: true, priority: 20 },
      byOwners: {
        // Only modules of files, and not the shell's own: a share's consumer in the chunk that
        // holds the share waits for its own chunk, and the page would never start.
        test: (module) => Boolean(module.resource) && this.owners.has(module) && !module.resource.startsWith(this.appSource),
        name: (module) => this.owners.get(module).join('-'),
        chunks: 'async',
        enforce: true,
        priority: 10,
      },
    };
  }
}

/**
 * Emits the area's description (`area.json`) beside its manifest: what the remote writes in
 * `src/area-description.ts` (export `areaDescription`, labels as keys of its namespace) with
 * every label looked up in its `i18n/<language>.json`. The server carries it to the shell in
 * `/remotes.json`, and the shell builds its sidebar, routes and guards from it, so an area or
 * an entry is added by deploying the remote (docs/operations.md "Adding an area").
 */
class AreaDescriptionPlugin {
  constructor(appDir) {
    this.appDir = appDir;
  }
  apply(compiler) {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('AreaDescriptionPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'AreaDescriptionPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        // A watch build describes the area again when its description or texts change.
        compilation.fileDependencies.add(path.join(this.appDir, 'src', 'area-description.ts'));
        compilation.contextDependencies.add(path.join(this.appDir, 'i18n'));
        try {
          const output = require('node:child_process').execFileSync(
            process.execPath,
            [path.join(__dirname, 'area-description.cjs'), this.appDir],
            { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
          );
          const { file, description } = JSON.parse(output);
          compilation.emitAsset(file, new sources.RawSource(JSON.stringify(description)));
        } catch (error) {
          compilation.errors.push(new WebpackError(`area description of ${this.appDir}: ${error.stderr || error.message}`));
        }
      });
    });
  }
}

/**
 * The shell's start scripts besides its entry: the chunks of what the entry `import()`s (the
 * start module) and those of the shared modules they consume (React, MUI's system, shared-ui's
 * core), as the federation runtime loads them from the shell's own build. `followConsumes`
 * false: the entry's own chunks only (a remote's exposed area, whose shared modules the page's
 * shell provides).
 */
function startScripts(compilation, followConsumes = true) {
  const { chunkGraph } = compilation;
  const files = new Set();
  const visited = new Set();
  const visit = (group) => {
    if (!group || visited.has(group)) return;
    visited.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk))
        if (followConsumes && module.type === 'consume-shared-module')
          for (const block of module.blocks) visit(chunkGraph.getBlockChunkGroup(block));
    }
  };
  for (const entrypoint of compilation.entrypoints.values())
    for (const module of chunkGraph.getChunkEntryModulesIterable(entrypoint.getEntrypointChunk()))
      for (const block of module.blocks) visit(chunkGraph.getBlockChunkGroup(block));
  return [...files].sort();
}

/**
 * Preloads the shell's start scripts in its page. Without it the browser learns of them only
 * once main.js has run: a round trip more before the first paint, and a long one on a phone's
 * network (issue 73).
 */
class StartPreloadPlugin {
  constructor(HtmlWebpackPlugin, publicPath) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
    this.publicPath = publicPath;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartPreloadPlugin', (compilation) => {
      this.HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartPreloadPlugin', (data) => {
        const preloads = startScripts(compilation).map((file) =>
          this.HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${this.publicPath}${file}` }),
        );
        data.headTags.push(...preloads);
        return data;
      });
    });
  }
}

/**
 * The files a page starts with: the entry's own (main.js, a remote's remoteEntry.js) and the
 * start scripts behind it (the shell's start stages with what they consume; a remote's exposed
 * area).
 */
function startFiles(compilation, kind) {
  const files = new Set(startScripts(compilation, kind === 'host'));
  for (const entrypoint of compilation.entrypoints.values())
    for (const file of entrypoint.getEntrypointChunk().files) if (file.endsWith('.js')) files.add(file);
  return files;
}

/** V8's explicit compile hint: every function of the file is compiled as the file arrives. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the start files for eager compilation. Without the hint V8 compiles a function when it
 * is first called, on the main thread; the start calls most functions of these files (module
 * factories, React, the federation runtime), so their compilation was a good part of the start's
 * long tasks on a phone (issue 73). With it Chromium compiles them on a background thread while
 * the file streams in; other browsers ignore the comment. It has to be the file's first line, so
 * it is added after minification, before the source maps are written.
 */
class CompileHintPlugin {
  constructor(kind) {
    this.kind = kind;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintPlugin', (compilation) => {
      const stage = Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1;
      compilation.hooks.processAssets.tap({ name: 'CompileHintPlugin', stage }, () => {
        for (const file of startFiles(compilation, this.kind))
          compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
      });
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
          const brotli = zlib.brotliCompressSync(buffer, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
          });
          compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli));
        }
      });
    });
  }
}

/**
 * The minimizer webpack ships with, minifying through swc (the apps' loader already needs it)
 * instead of its default Terser: the same bytes within 0.1 % brotli, in half the build time
 * (Terser took about half of each remote's build, and CI builds every remote from nothing).
 */
function swcMinimizer(requireFromApp) {
  const MinimizerPlugin = createRequire(requireFromApp.resolve('webpack'))('minimizer-webpack-plugin');
  // Two compress passes, as webpack's default gives Terser.
  return new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, terserOptions: { compress: { passes: 2 }, mangle: true } });
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
 * The host provides its federation runtime core to the remotes through a runtime plugin that the
 * federation plugin names by its CommonJS build, while the host's own runtime imports the core's
 * ES module build: the page would carry the core twice (a third of main.js). Pointing the plugin
 * at its ES module build makes both the same module.
 */
function oneFederationRuntimeCore(requireFromApp) {
  const requireFromPlugin = createRequire(requireFromApp.resolve('@module-federation/enhanced/webpack'));
  const commonJs = requireFromPlugin.resolve('@module-federation/inject-external-runtime-core-plugin');
  const esModule = path.join(path.dirname(commonJs), 'index.js');
  if (!commonJs.endsWith('.cjs') || !require('node:fs').existsSync(esModule))
    throw new Error(`inject-external-runtime-core-plugin: no ES module beside ${commonJs}`);
  return { [commonJs]: esModule };
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
      shared: sharedSingletons(appDir, kind),
      shareStrategy: 'loaded-first',
      runtimePlugins,
      manifest: true,
      dts: false,
      // One federation runtime per page: the shell provides its runtime core, and each remote's
      // remoteEntry.js uses it instead of carrying its own (about 20 KB brotli each).
      experiments: kind === 'host' ? { provideExternalRuntime: true } : { externalRuntime: true },
    }),
  ];
  const owners = new ModuleOwnersPlugin(kind, appDir);
  plugins.push(owners);
  plugins.push(new BuildStatsPlugin(path.join(appDir, 'build-stats.json')));
  if (kind === 'remote') plugins.push(new AreaDescriptionPlugin(appDir));
  if (kind === 'host') {
    const HtmlWebpackPlugin = requireFromApp('html-webpack-plugin');
    // The page is served for every client-side route: its script must not be path-relative.
    plugins.push(new HtmlWebpackPlugin({ template: path.join(appDir, 'src/index.html'), scriptLoading: 'defer', publicPath: '/' }));
    plugins.push(new StartPreloadPlugin(HtmlWebpackPlugin, '/'));
  }
  if (mode === 'production') plugins.push(new CompileHintPlugin(kind));
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
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: {
        ...(mode === 'production' ? reactRouterProductionBuild(requireFromApp) : {}),
        ...(kind === 'host' ? oneFederationRuntimeCore(requireFromApp) : {}),
      },
    },
    module: {
      rules: [typescriptRule(requireFromApp, mode !== 'production'), { test: /\.svg$/, type: 'asset/resource' }],
    },
    plugins,
    optimization: { splitChunks: { cacheGroups: owners.cacheGroups() }, minimizer: [swcMinimizer(requireFromApp)] },
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(appDir, 'node_modules/.cache/webpack'),
      buildDependencies: { config: [__filename] },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** The rule that compiles the apps' TypeScript and JSX, through swc. */
function typescriptRule(requireFromApp, development = false) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: requireFromApp.resolve('swc-loader'),
      options: {
        jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic', development } } },
      },
    },
  };
}

/**
 * The webpack.config.cjs export of an area's remote: its folder, its federation name
 * (`mfe_<area>`), and the one module every area exposes, `./Area` (docs/adding-an-area.md §4).
 */
function remoteWebpackConfig(appDir, name) {
  return (_env, argv) =>
    createFederatedConfig({ appDir, name, kind: 'remote', mode: argv.mode ?? 'production', exposes: { './Area': './src/area.ts' } });
}

module.exports = {
  createFederatedConfig,
  typescriptRule,
  remoteWebpackConfig,
  sharedSingletons,
  SINGLETONS,
  WORKSPACE_SINGLETONS,
  SHARED_UI_ENTRIES,
  SHARED_UI_ENTRY_NAMES,
};
