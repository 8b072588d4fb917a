#!/usr/bin/env node
// Type-checks every package of the workspace and the scripts.
//
// The browser packages (shared-ui and every app webpack builds) share their compiler options and
// most of what they type-check against (React, MUI, shared-ui's and the contracts' sources): one
// program checks them together, reading those types once instead of once per package, in a
// fraction of the time seven programs took. A browser package whose tsconfig.json differs from shared-ui's is
// checked on its own, as is every other package, so a new area needs no line here. Two programs
// run at a time, one per core.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
const tsc = join(root, 'node_modules', '.bin', 'tsc');
const tsconfigOf = (name) => JSON.parse(readFileSync(join(root, name, 'tsconfig.json'), 'utf8'));
const withoutInclude = ({ include: _include, ...rest }) => rest;

const packages = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(root, entry.name, 'package.json')))
  .map((entry) => entry.name)
  .filter((name) => existsSync(join(root, name, 'tsconfig.json')))
  .sort();
const browserOptions = withoutInclude(tsconfigOf('shared-ui'));
const together = packages.filter(
  (name) =>
    (name === 'shared-ui' || existsSync(join(root, name, 'webpack.config.cjs'))) &&
    isDeepStrictEqual(withoutInclude(tsconfigOf(name)), browserOptions),
);
// Browser code inside a server package has a tsconfig.json of its own, with the DOM's types.
const BROWSER_CODE_IN_SERVER_PACKAGES = ['api/src/modules/elearning/content-origin/launcher'];
const alone = [...packages.filter((name) => !together.includes(name)), 'scripts', ...BROWSER_CODE_IN_SERVER_PACKAGES];

const cacheDir = join(root, 'node_modules', '.cache', 'typecheck');
mkdirSync(cacheDir, { recursive: true });
const combined = join(cacheDir, 'tsconfig.browser.json');
writeFileSync(
  combined,
  JSON.stringify(
    {
      extends: join(root, 'shared-ui', 'tsconfig.json'),
      // The types the packages name (jest-dom among them) are found where a package has them.
      compilerOptions: { typeRoots: [join(root, 'node_modules', '@types'), join(root, 'shared-ui', 'node_modules')] },
      include: together.flatMap((name) => tsconfigOf(name).include.map((path) => join(root, name, path))),
    },
    null,
    2,
  ),
);

/** Runs one program; answers whether it found no errors. Its output is printed when it ends, so two runs do not interleave. */
function check(label, project) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(tsc, ['-p', project], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      process.stdout.write(Buffer.concat(output));
      console.log(`${label}: ${status === 0 ? 'no errors' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      resolve(status === 0);
    });
  });
}

const queue = [[together.join(', '), combined], ...alone.map((name) => [name, join(root, name, 'tsconfig.json')])];
const results = [];
await Promise.all(
  [1, 2].map(async () => {
    while (queue.length > 0) {
      const [label, project] = queue.shift();
      results.push(await check(label, project));
    }
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
