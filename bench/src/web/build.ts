import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESULTS_DIR } from '../company/report';
import { ROOT } from './scripts';

/**
 * The web benchmark measures the built product: it builds first when any app has no build
 * or a source newer than its build. Builds never run two at once on this machine (webpack
 * takes both cores), so the build waits for the shared lock like every other build.
 */
const BUILD_LOCK = '/tmp/webpack-build.lock';
const BUILD_COMMAND = ['npx', '-y', 'pnpm@10.34.8', 'build'];
/** Sources every app is built from, besides its own folder. */
const SHARED_SOURCES = ['shared-ui', 'shared-contracts', 'pnpm-lock.yaml', 'tsconfig.base.json'];
/** Folders and files that are no input of a build. */
const NOT_SOURCES = new Set(['node_modules', 'dist', 'build-stats.json', 'test-results', 'coverage']);
/**
 * webpack leaves an output alone when its content is unchanged, so a build that changed no
 * file leaves the dist folder older than the source it followed: the time of our own last
 * build is kept beside the results.
 */
const STAMP = join(RESULTS_DIR, '.web-build-stamp');

/** The newest modification time (ms) below a path, tests left out; 0 when nothing is there. */
function newestBelow(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return /\.test\.[cm]?[jt]sx?$/.test(path) ? 0 : stat.mtimeMs;
  return readdirSync(path)
    .filter((name) => !NOT_SOURCES.has(name))
    .reduce((newest, name) => Math.max(newest, newestBelow(join(path, name))), 0);
}

/** The apps the browser loads: the shell and every remote folder with a package. */
function apps(): string[] {
  return ['shell', ...readdirSync(ROOT).filter((name) => name.startsWith('mfe-') && existsSync(join(ROOT, name, 'package.json')))];
}

/** When an app was last built: its newest output, or our last build if that is later; 0 without a build. */
function builtAt(app: string): number {
  const dist = join(ROOT, app, 'dist');
  if (!existsSync(join(dist, 'mf-manifest.json'))) return 0;
  return Math.max(newestBelow(dist), existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0);
}

export interface BuildCheck {
  rebuilt: boolean;
  /** The apps whose build was missing or older than a source. */
  stale: string[];
  seconds: number;
}

/** Builds the front end (`pnpm build`, under the build lock) when any app's build is missing or stale. */
export function ensureFreshBuild(): BuildCheck {
  const shared = Math.max(...SHARED_SOURCES.map((path) => newestBelow(join(ROOT, path))));
  const stale = apps().filter((app) => builtAt(app) < Math.max(shared, newestBelow(join(ROOT, app))));
  if (stale.length === 0) return { rebuilt: false, stale, seconds: 0 };
  console.log(`Building the front end (${stale.join(', ')} older than a source): ${['flock', BUILD_LOCK, ...BUILD_COMMAND].join(' ')}`);
  const started = performance.now();
  const startedAt = new Date();
  const build = spawnSync('flock', [BUILD_LOCK, ...BUILD_COMMAND], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (build.status !== 0) throw new Error(`pnpm build failed (exit ${build.status ?? build.signal})`);
  // The build saw the sources as they were when it started: that is the stamp's time.
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(STAMP, startedAt.toISOString());
  utimesSync(STAMP, startedAt, startedAt);
  return { rebuilt: true, stale, seconds: (performance.now() - started) / 1000 };
}
