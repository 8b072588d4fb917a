import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { BUDGETS, type BenchKind, type Budget } from './budgets';
import type { Report } from './company/report';

// docs/performance.md is written by `pnpm bench` (issue 68): every budget of bench/ with the
// command that measures it, then the figures of the last full run. Figures are never kept by
// hand; earlier runs live in bench/results/ and in git.

/** The document `pnpm bench` writes. */
export const PERFORMANCE_DOC = resolve(__dirname, '../../docs/performance.md');

/** The heading the last run's part starts with: what comes before it depends on the budgets alone. */
export const LAST_RUN_HEADING = '## The last full run';

const COMMANDS: Record<BenchKind, string> = {
  api: 'bench:api',
  company: 'bench:company',
  elearning: 'bench:elearning',
  risk: 'bench:risk',
  start: 'bench:start',
  load: 'bench:load',
  isolation: 'bench:isolation',
  bundle: 'bench:bundle',
  web: 'bench:web',
};

const INTRO = `# Performance budgets

Written by \`pnpm bench\` (\`bench/src/performance-doc.ts\`); edit the budgets in
\`bench/src/budgets.ts\`, never here. \`pnpm bench\` runs every benchmark; one runs alone with
\`pnpm --filter @compliance/bench <command>\`. Each benchmark prints every figure beside its budget and
writes it to \`bench/results/\` (compare two runs with
\`pnpm --filter @compliance/bench bench:compare\`). A figure that could not be measured (no
PostgreSQL, a part that failed or was left out by \`--parts\`/\`--only\`) prints \`not measured\`
with the reason and the bench exits non-zero. Measured on the 2-core machine this project is
built on; the web figures vary with the machine's load (Lighthouse's TBT by several times), which is why each run
names it, and from day to day (Lighthouse's \`benchmarkIndex\` of the machine, printed with each
Lighthouse figure, then differs too). Lighthouse mobile's CPU slowdown is therefore set from the
machine's \`benchmarkIndex\`, measured right before each run, so that every day measures the same phone:
4× on a desktop of 1750 (the middle of Lighthouse's high-end desktop bracket), more on a faster one.
A first visit's Lighthouse figures are the median of three runs (\`--lighthouse-runs\`), each run's
shown beside them.`;

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** Every budget of bench/ with the command that measures it. */
export function budgetsSection(): string {
  const rows = (Object.entries(BUDGETS) as Array<[BenchKind, Record<string, Budget>]>).flatMap(([kind, budgets]) =>
    Object.values(budgets).map((entry) => `| ${cell(entry.says)} | \`${COMMANDS[kind]}\` |`),
  );
  return ['## Budgets', '', '| budget | measured by |', '| --- | --- |', ...rows].join('\n');
}

/** What `pnpm bench` knows of its run when it writes the document. */
export interface FullRun {
  finishedAt: Date;
  /** How long the run took, in minutes. */
  minutes: number;
  /** The table of every budget of the run (`summaryOf`), its floors and each bench's machine load. */
  summary: Report;
}

/** The last full run: when, how long, its verdict and every budgeted figure with the load beside it. */
export function lastRunSection(run: FullRun | undefined): string {
  if (!run)
    return `${LAST_RUN_HEADING}\n\nNo full run of \`pnpm bench\` has written this document yet; each benchmark's own run prints its figures.`;
  const rows = run.summary.rows.map((row) => {
    const held = row.measured === false ? 'not measured' : row.within === true ? 'held' : row.within === false ? 'missed' : '';
    return `| ${cell(row.section)} | ${cell(row.name)} | ${cell(row.figure)} | ${cell(row.budget)} | ${held} |`;
  });
  return [
    LAST_RUN_HEADING,
    '',
    `\`pnpm bench\`, finished ${run.finishedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC after ${run.minutes.toFixed(0)} minutes: ${run.summary.verdict()}`,
    'Each benchmark names the machine load it ran under (its `Machine` row).',
    '',
    '| benchmark · part | figure of | measured | budget | |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** The whole document, formatted as the repository's Prettier settings want it. */
export async function performanceDoc(run: FullRun | undefined): Promise<string> {
  const text = [INTRO, budgetsSection(), lastRunSection(run)].join('\n\n');
  return format(text, { ...(await resolveConfig(PERFORMANCE_DOC)), parser: 'markdown' });
}

/** Writes docs/performance.md from a full run. */
export async function writePerformanceDoc(run: FullRun): Promise<void> {
  writeFileSync(PERFORMANCE_DOC, await performanceDoc(run));
}

/** docs/performance.md as committed. */
export const committedPerformanceDoc = (): string => readFileSync(PERFORMANCE_DOC, 'utf8');
