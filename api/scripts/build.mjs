// Compiles the server to one JavaScript file (dist/server.js) for `pnpm start`, and its worker
// threads' scripts to others (dist/workers/heavy-work.js, see src/workers/pool.ts, and
// dist/workers/page-views.js, src/workers/page-view-pool.ts), so production
// runs no TypeScript loader: tsx's own process and its transform service cost start time and
// memory (bench/src/run.ts measures both). The workspace's TypeScript packages
// (@compliance/shared-contracts) are bundled in; every other dependency stays a require of
// node_modules, as the API's package.json lists them.
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';

const apiDir = new URL('..', import.meta.url).pathname;
const { dependencies } = JSON.parse(readFileSync(`${apiDir}package.json`, 'utf8'));
// esbuild too: the server imports it only to build the content launcher when no build did
// (development and tests); a built server reads dist/content-launcher.
const external = [...Object.keys(dependencies).filter((name) => !name.startsWith('@compliance/')), 'esbuild'];

rmSync(`${apiDir}dist`, { recursive: true, force: true });
await build({
  absWorkingDir: apiDir,
  entryPoints: ['src/server.ts', 'src/workers/heavy-work.ts', 'src/workers/page-views.ts'],
  outbase: 'src',
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  // Subpaths too (@zxcvbn-ts/language-common/…): a dependency is external whatever is imported of it.
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  logLevel: 'warning',
});

// The content origin's launcher (src/modules/elearning/content-origin/launcher): browser code,
// bundled with the SCORM runtime, one chunk per SCORM version. The server reads it from here.
const launcherDir = `${apiDir}src/modules/elearning/content-origin/launcher/`;
await build({
  ...JSON.parse(readFileSync(`${launcherDir}build-options.json`, 'utf8')),
  absWorkingDir: launcherDir,
  outdir: `${apiDir}dist/content-launcher`,
});
