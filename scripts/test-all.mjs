#!/usr/bin/env node
// The whole test suite, as the README's test command and CI run it:
//   1. type-check, lint and check the formatting (Prettier) of every package,
//   2. Jest: shared-contracts and the API on embedded PGlite,
//   3. Jest: the API tests that reach the database again on the PostgreSQL server at 127.0.0.1:5432
//      (database test) when it answers,
//   4. the e2e journeys, when the e2e package has any,
//   5. that no test left a temporary folder (cd-*) behind.
// The summary gives each part's time and ends with one line `N passed, N failed` across all of
// them; exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createConnection } from 'node:net';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const resultsDir = join(root, '.test-results');
mkdirSync(resultsDir, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let passed = 0;
let failed = 0;
const summary = [];
const runStarted = Date.now();

/** The temporary folders tests make (cd-e2e-…, cd-api-test-…): each test removes its own. */
const tempFolders = () => new Set(readdirSync(tmpdir()).filter((name) => name.startsWith('cd-')));
const tempBefore = tempFolders();

/** `1m 05s` or `12s`. */
function duration(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds}s` : `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
}

/** Runs one part; answers whether it passed and how long it took, for the summary. */
function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: result.status === 0, took: duration(Date.now() - started) };
}

/** A check that is not a test runner (typecheck, lint, build) counts as one test. */
function check(label, command, args) {
  const { ok, took } = run(label, command, args);
  if (ok) passed++;
  else failed++;
  summary.push(`${label}: ${ok ? 'passed' : 'FAILED'} (${took})`);
  return ok;
}

// PGlite loads its WebAssembly through a dynamic import, which Jest's VM allows only with this flag.
const JEST_NODE_OPTIONS = '--experimental-vm-modules --no-warnings';

function jest(label, file, args, env) {
  const output = join(resultsDir, file);
  const { ok, took } = run(label, bin('jest'), [...args, '--json', `--outputFile=${output}`], { NODE_OPTIONS: JEST_NODE_OPTIONS, ...env });
  if (!existsSync(output)) {
    failed++;
    summary.push(`${label}: jest wrote no results (${took})`);
    return;
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  // A suite that fails to load counts as a failure even though it ran no test.
  const broken = report.numRuntimeErrorTestSuites ?? 0;
  passed += report.numPassedTests;
  failed += report.numFailedTests + broken;
  if (!ok && report.numFailedTests + broken === 0) failed++;
  summary.push(`${label}: ${report.numPassedTests} passed, ${report.numFailedTests + broken} failed (${took})`);
}

/** Counts the journeys of Playwright's JSON report; a run without one counts as failed. */
function e2eResults(output, ok, took) {
  if (existsSync(output)) {
    const stats = JSON.parse(readFileSync(output, 'utf8')).stats;
    passed += stats.expected;
    // A flaky journey (failed, then passed) counts as failed: retries stay 0 anyway.
    failed += stats.unexpected + stats.flaky;
    summary.push(`e2e journeys: ${stats.expected} passed, ${stats.unexpected + stats.flaky} failed (${took})`);
    if (!ok && stats.unexpected + stats.flaky === 0) failed++;
  } else {
    failed++;
    summary.push(`e2e journeys: no results (${took})`);
  }
}

function postgresAnswers() {
  const { hostname, port } = new URL(pgUrl);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(2000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

check('typecheck', 'npx', ['-y', 'pnpm@10.34.8', 'typecheck']);
check('lint', bin('eslint'), ['.']);
check('formatting (Prettier)', bin('prettier'), ['--check', '--log-level', 'warn', '.']);
// Two workers on two cores: every test file has its own database (PGlite, or its own schema on the
// server), so files run side by side; one worker left a core idle and took twice as long.
const JEST_WORKERS = '--maxWorkers=2';
jest('unit and API tests (PGlite)', 'jest-pglite.json', [JEST_WORKERS], {});
if (await postgresAnswers()) {
  // Only the files whose imports reach the PostgreSQL driver (Jest's dependency graph): the rest
  // (password lists, CSV reading, SCORM manifests) would run the same code a second time.
  jest(
    'API tests (PostgreSQL)',
    'jest-postgres.json',
    ['--selectProjects', 'api', JEST_WORKERS, '--findRelatedTests', 'api/src/db/postgres.ts'],
    { TEST_DATABASE_URL: pgUrl },
  );
} else {
  summary.push(`API tests (PostgreSQL): no server answers at ${pgUrl}; only PGlite was tested`);
}
const e2eDir = join(root, 'e2e');
if (existsSync(join(e2eDir, 'package.json')) && readdirSync(e2eDir).some((name) => name === 'tests')) {
  const output = join(resultsDir, 'e2e.json');
  // The build first, on its own, so its time is seen apart from the journeys'.
  if (check('build', 'npx', ['-y', 'pnpm@10.34.8', 'build'])) {
    const { ok, took } = run('e2e journeys', 'npx', ['-y', 'pnpm@10.34.8', '--filter', '@compliance/e2e', 'test'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: output,
    });
    e2eResults(output, ok, took);
  }
}

const leftBehind = [...tempFolders()].filter((name) => !tempBefore.has(name));
if (leftBehind.length > 0) {
  failed++;
  summary.push(`temporary folders left behind in ${tmpdir()}: FAILED (${leftBehind.sort().join(', ')})`);
} else {
  passed++;
  summary.push('temporary folders left behind: none');
}

console.log('\n=== summary ===');
summary.push(`total time: ${duration(Date.now() - runStarted)}`);
for (const line of summary) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
