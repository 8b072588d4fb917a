// Compiles the server to one JavaScript file (dist/server.js) for `pnpm start`, so production
// runs no TypeScript loader: tsx's own process and its transform service cost start time and
// memory (bench/src/run.ts measures both). The workspace's TypeScript packages
// (@compliance/shared-contracts) are bundled in; every other dependency stays a require of
// node_modules, as the API's package.json lists them.
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';

const apiDir = new URL('..', import.meta.url).pathname;
const { dependencies } = JSON.parse(readFileSync(`${apiDir}package.json`, 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@compliance/'));

rmSync(`${apiDir}dist`, { recursive: true, force: true });
await build({
  absWorkingDir: apiDir,
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  // Subpaths too (@zxcvbn-ts/language-common/…): a dependency is external whatever is imported of it.
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  logLevel: 'warning',
});
