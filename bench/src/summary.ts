import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Report, RESULTS_DIR, type ReportRow } from './company/report';

/** One benchmark of `pnpm bench`: its name, the kind its results file starts with, and whether its process ended well. */
export interface BenchOutcome {
  name: string;
  kind: string;
  ok: boolean;
  exit: number | string | null;
}

/** The rows `pnpm bench`'s summary keeps of a benchmark: its budgets, what was not measured, its floors and the machine's load. */
export const summaryRowsOf = (rows: readonly ReportRow[]): ReportRow[] =>
  rows.filter((row) => row.within !== null || row.measured === false || row.floor === true || row.section === 'Machine');

/**
 * One table of every budget of a run of `pnpm bench`, each under its benchmark's name: what each
 * results file (`rowsByKind`) holds of it, and a row "not measured" for a benchmark that wrote
 * none, so its budgets can never pass unseen; its verdict is the whole run's.
 */
export function summaryOf(outcomes: readonly BenchOutcome[], rowsByKind: ReadonlyMap<string, readonly ReportRow[]>): Report {
  const summary = new Report(false);
  for (const outcome of outcomes) {
    const rows = rowsByKind.get(outcome.kind);
    if (!rows) {
      const why = outcome.ok ? 'it wrote no results' : `it failed (exit ${outcome.exit}) before writing its results`;
      summary.notMeasured(outcome.name, 'every figure', why);
      continue;
    }
    for (const row of summaryRowsOf(rows)) summary.add({ ...row, section: `${outcome.name} · ${row.section}` });
  }
  return summary;
}

/** The rows of each kind's newest results file written since `sinceMs` (a run's own files, not an earlier run's). */
export function resultsSince(sinceMs: number, kinds: readonly string[], dir = RESULTS_DIR): Map<string, ReportRow[]> {
  const rowsByKind = new Map<string, ReportRow[]>();
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort();
  } catch {
    return rowsByKind;
  }
  for (const kind of kinds) {
    const newest = files.filter((file) => file.startsWith(`${kind}-`) && statSync(join(dir, file)).mtimeMs >= sinceMs).at(-1);
    if (newest) rowsByKind.set(kind, (JSON.parse(readFileSync(join(dir, newest), 'utf8')) as { rows: ReportRow[] }).rows);
  }
  return rowsByKind;
}
