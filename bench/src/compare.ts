import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { RESULTS_DIR, type ReportRow } from './company/report';

/**
 * Two runs of a benchmark side by side, row by row: the figures of the older run beside the
 * newer one's, with each budget. Without files, the two newest results of `--kind`.
 *
 *   pnpm --filter @compliance/bench bench:compare [-- --kind web|load|company] [older.json newer.json]
 */
const { values: args, positionals } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { kind: { type: 'string', default: 'web' } },
  allowPositionals: true,
});

function newestTwo(kind: string): [string, string] {
  const files = readdirSync(RESULTS_DIR)
    .filter((file) => file.startsWith(`${kind}-`) && file.endsWith('.json'))
    .sort();
  if (files.length < 2) throw new Error(`fewer than two ${kind} results in ${RESULTS_DIR}`);
  return [join(RESULTS_DIR, files.at(-2)!), join(RESULTS_DIR, files.at(-1)!)];
}

const [older, newer] = positionals.length === 2 ? (positionals as [string, string]) : newestTwo(args.kind);
const rowsOf = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { rows: ReportRow[] }).rows;
const key = (row: ReportRow) => `${row.section}\u0000${row.name}`;
const before = new Map(rowsOf(older).map((row) => [key(row), row]));
const after = rowsOf(newer);
const mark = (row: ReportRow | undefined) => (row?.within === false ? ' ✗' : '');

console.log(`older: ${older}\nnewer: ${newer}`);
let section = '';
for (const row of after) {
  if (row.section !== section) console.log(`\n${(section = row.section)}`);
  const old = before.get(key(row));
  console.log(
    `  ${row.name}\n      ${(old ? `${old.figure}${mark(old)}` : '(not in the older run)').padEnd(60)} → ${row.figure}${mark(row)}${row.budget ? `   (budget ${row.budget})` : ''}`,
  );
}
const gone = [...before.values()].filter((row) => !after.some((candidate) => key(candidate) === key(row)));
for (const row of gone) console.log(`  only in the older run: [${row.section}] ${row.name}: ${row.figure}`);
