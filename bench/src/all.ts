import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { PERFORMANCE_DOC, writePerformanceDoc } from './performance-doc';
import { resultsSince, summaryOf, type BenchOutcome } from './summary';

/**
 * `pnpm bench`: every benchmark one after the other, each in its own process, so one that
 * fails (no PostgreSQL, no build, a crash) stops only itself; then one table of every budget with
 * its figure and the floors beside them, also written to docs/performance.md. The run fails when
 * any benchmark did or any figure was not measured.
 */
const BENCHMARKS = [
  { name: 'API', kind: 'api', script: 'run.ts' },
  { name: 'company administration', kind: 'company', script: 'company/run.ts' },
  { name: 'E-Learnings', kind: 'elearning', script: 'elearning/run.ts' },
  { name: 'risk assessments', kind: 'risk', script: 'risk/run.ts' },
  { name: 'start area', kind: 'start', script: 'start/run.ts' },
  { name: 'mixed load', kind: 'load', script: 'load/run.ts' },
  { name: 'isolation', kind: 'isolation', script: 'isolation/run.ts' },
  { name: 'bundle', kind: 'bundle', script: 'bundle.ts' },
  { name: 'web performance', kind: 'web', script: 'web/run.ts' },
];
const TSX = join(__dirname, '../node_modules/.bin/tsx');

const runStarted = Date.now();
const outcomes: Array<BenchOutcome & { seconds: number }> = BENCHMARKS.map(({ name, kind, script }) => {
  console.log(`\n=== ${name} (src/${script}) ===`);
  const started = performance.now();
  const run = spawnSync(TSX, [join(__dirname, script)], { stdio: 'inherit' });
  return { name, kind, ok: run.status === 0, exit: run.status ?? run.signal, seconds: (performance.now() - started) / 1000 };
});

console.log('\nBenchmarks');
for (const outcome of outcomes)
  console.log(`  ${outcome.name.padEnd(24)} ${outcome.ok ? 'ran' : `FAILED (exit ${outcome.exit})`} in ${outcome.seconds.toFixed(0)} s`);
const summary = summaryOf(
  outcomes,
  resultsSince(
    runStarted,
    BENCHMARKS.map(({ kind }) => kind),
  ),
);
summary.print('Every budget of this run, with the floors beside them');
if (outcomes.some((outcome) => !outcome.ok) || !summary.allMeasured) process.exitCode = 1;
void writePerformanceDoc({ finishedAt: new Date(), minutes: (Date.now() - runStarted) / 60_000, summary }).then(() =>
  console.log(`\nWrote ${PERFORMANCE_DOC}`),
);
