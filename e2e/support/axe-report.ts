import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** One axe-core run on one screen: counts by impact and the rules behind them, with the elements. */
export interface AxeScreenResult {
  screen: string;
  critical: number;
  serious: number;
  moderate: number;
  minor: number;
  rules: string[];
}

const RESULTS_FILE = join(__dirname, '..', 'test-results', 'axe-results.jsonl');
const TABLE_FILE = join(__dirname, '..', 'test-results', 'axe-summary.md');

/** Starts a new report (global setup). */
export function resetAxeResults(): void {
  rmSync(RESULTS_FILE, { force: true });
}

/** Adds the result of one screen (tests run in one worker, one line each). */
export function recordAxeResult(result: AxeScreenResult): void {
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  appendFileSync(RESULTS_FILE, `${JSON.stringify(result)}\n`);
}

/** Prints the violations by impact per screen as a table and writes it beside the results. */
export function printAxeSummary(): void {
  if (!existsSync(RESULTS_FILE)) return;
  const byScreen = new Map<string, AxeScreenResult>();
  for (const line of readFileSync(RESULTS_FILE, 'utf8').split('\n').filter(Boolean)) {
    const result = JSON.parse(line) as AxeScreenResult;
    const known = byScreen.get(result.screen);
    // A screen checked more than once (other data, other state) counts with its worst run.
    if (
      !known ||
      result.moderate + result.minor + result.serious + result.critical > known.moderate + known.minor + known.serious + known.critical
    )
      byScreen.set(result.screen, result);
  }
  const rows = [...byScreen.values()].sort((a, b) => a.screen.localeCompare(b.screen));
  const total = (key: 'critical' | 'serious' | 'moderate' | 'minor') => rows.reduce((sum, row) => sum + row[key], 0);
  const lines = [
    `axe-core on ${rows.length} screens: ${total('critical')} critical, ${total('serious')} serious, ${total('moderate')} moderate, ${total('minor')} minor`,
    '',
    '| screen | critical | serious | moderate | minor | rules |',
    '| --- | --: | --: | --: | --: | --- |',
    ...rows.map((row) => `| ${row.screen} | ${row.critical} | ${row.serious} | ${row.moderate} | ${row.minor} | ${row.rules.join(', ')} |`),
  ];
  writeFileSync(TABLE_FILE, `${lines.join('\n')}\n`);
  console.log(`\n${lines.join('\n')}\n`);
}
