import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * `pnpm bench`: every benchmark one after the other, each in its own process, so one that
 * fails (no PostgreSQL, no build, a crash) stops only itself; the run fails at the end when any did.
 */
const BENCHMARKS = [
  { name: 'API', script: 'run.ts' },
  { name: 'company administration', script: 'company/run.ts' },
  { name: 'E-Learnings', script: 'elearning/run.ts' },
  { name: 'risk assessments', script: 'risk/run.ts' },
  { name: 'start area', script: 'start/run.ts' },
  { name: 'mixed load', script: 'load/run.ts' },
  { name: 'bundle', script: 'bundle.ts' },
  { name: 'web performance', script: 'web/run.ts' },
];
const TSX = join(__dirname, '../node_modules/.bin/tsx');

const outcomes = BENCHMARKS.map(({ name, script }) => {
  console.log(`\n=== ${name} (src/${script}) ===`);
  const started = performance.now();
  const run = spawnSync(TSX, [join(__dirname, script)], { stdio: 'inherit' });
  return { name, ok: run.status === 0, exit: run.status ?? run.signal, seconds: (performance.now() - started) / 1000 };
});

console.log('\nBenchmarks');
for (const outcome of outcomes)
  console.log(`  ${outcome.name.padEnd(24)} ${outcome.ok ? 'ran' : `FAILED (exit ${outcome.exit})`} in ${outcome.seconds.toFixed(0)} s`);
if (outcomes.some((outcome) => !outcome.ok)) process.exitCode = 1;
