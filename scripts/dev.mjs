#!/usr/bin/env node
// The development loop (docs/development.md): `pnpm dev [area …]` builds the shell and the named
// remotes (`company` for mfe-company, …) in webpack's watch mode, and once each has built, runs the
// API restarting on its own changes. The API serves every build from its dist folder, looked up per
// request, so a saved UI change shows on the next reload; remotes not named are served from their
// last `pnpm build`.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
/** A command of a package's own dependencies. */
const bin = (folder, name) => join(root, folder, 'node_modules', '.bin', name);
const remotes = readdirSync(root).filter((name) => name.startsWith('mfe-') && existsSync(join(root, name, 'webpack.config.cjs')));
const areaNames = remotes.map((name) => name.slice('mfe-'.length));

const asked = process.argv.slice(2).filter((arg) => arg !== '--');
const unknown = asked.filter((name) => !areaNames.includes(name.replace(/^mfe-/, '')));
if (unknown.length > 0) {
  console.error(`unknown area: ${unknown.join(', ')}; the areas are ${areaNames.join(', ')}`);
  process.exit(2);
}
const watched = ['shell', ...new Set(asked.map((name) => `mfe-${name.replace(/^mfe-/, '')}`))];
const notWatched = remotes.filter((name) => !watched.includes(name) && !existsSync(join(root, name, 'dist', 'mf-manifest.json')));
if (notWatched.length > 0)
  console.warn(`[dev] not built yet, so their pages show the area error: ${notWatched.join(', ')} (run "pnpm build" once)`);

const children = [];
function start(label, command, args, cwd, onLine) {
  const child = spawn(command, args, { cwd, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        console.log(`[${label}] ${line}`);
        onLine?.(line);
      }
    });
  }
  child.on('exit', (code) => {
    console.log(`[${label}] stopped (${code ?? 'signal'})`);
    stopAll(code ?? 1);
  });
  return child;
}

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

// The API registers the build folders it finds at its start, so it starts after each first build.
let pending = watched.length;
for (const app of watched) {
  let built = false;
  start(app, bin(app, 'webpack'), ['--watch', '--mode', 'development', '--config', 'webpack.config.cjs'], join(root, app), (line) => {
    if (built || !/compiled (successfully|with \d+ warnings?)/.test(line)) return;
    built = true;
    pending -= 1;
    if (pending === 0) start('api', bin('api', 'tsx'), ['watch', 'src/server.ts'], join(root, 'api'));
  });
}
