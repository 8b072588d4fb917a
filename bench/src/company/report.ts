import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import type { LoadFigures } from '../measure';

/** One printed line: a figure and, when it has one, the budget it is held to. */
export interface ReportRow {
  section: string;
  name: string;
  figure: string;
  budget: string;
  /** null: the figure has no budget (context only). */
  within: boolean | null;
  /** The raw figures behind the line, for the JSON file. */
  values?: Record<string, number | string | null>;
}

export const RESULTS_DIR = resolve(__dirname, '../../results');

/** Collects the rows of the company benchmark, prints them as a table and writes them as JSON. */
export class Report {
  readonly rows: ReportRow[] = [];
  readonly skipped: Array<{ section: string; reason: string }> = [];

  add(row: ReportRow): void {
    this.rows.push(row);
    const mark = row.within === false ? '  ✗ over budget' : '';
    console.log(`  [${row.section}] ${row.name}: ${row.figure}${row.budget ? ` (budget ${row.budget})` : ''}${mark}`);
  }

  /** A number held to an upper bound. */
  atMost(section: string, name: string, value: number, unit: string, budget: number, digits = 1): void {
    this.add({
      section,
      name,
      figure: `${value.toFixed(digits)} ${unit}`,
      budget: `≤ ${budget} ${unit}`,
      within: value <= budget,
      values: { value, budget },
    });
  }

  /** A figure printed for context, without a budget. */
  info(section: string, name: string, figure: string, values?: ReportRow['values']): void {
    this.add({ section, name, figure, budget: '', within: null, ...(values ? { values } : {}) });
  }

  /**
   * A load's median, throughput and errors, for context beside its p99; `errors` says what the
   * failed calls were where the bench knows (their count by default).
   */
  spread(section: string, name: string, figures: LoadFigures, errors = String(figures.failures)): void {
    this.info(
      section,
      `${name}, p50 / requests per second / errors`,
      `${figures.p50.toFixed(1)} ms / ${figures.perSecond.toFixed(0)} / ${errors}`,
      {
        p50: figures.p50,
        perSecond: figures.perSecond,
        failures: figures.failures,
      },
    );
  }

  /** A budgeted load: its p99 held to the budget, its errors to none, its spread beside them. */
  budgetedLoad(section: string, name: string, figures: LoadFigures, budgetMs: number, errors = String(figures.failures)): void {
    this.atMost(section, `${name}, p99`, figures.p99, 'ms', budgetMs);
    this.add({ section, name: `${name}, errors`, figure: errors, budget: '0', within: figures.failures === 0 });
    this.spread(section, name, figures, errors);
  }

  /** How busy the machine was beside the figures: its load average (1 min) when the run began and now, and its cores. */
  machineLoad(loadAtStart: number): void {
    this.info(
      'Machine',
      'load average (1 min) at start / end',
      `${loadAtStart.toFixed(1)} / ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
    );
  }

  skip(section: string, reason: string): void {
    this.skipped.push({ section, reason });
    console.log(`  [${section}] skipped: ${reason}`);
  }

  print(title: string): void {
    const nameWidth = Math.max(20, ...this.rows.map((row) => row.name.length));
    const figureWidth = Math.max(10, ...this.rows.map((row) => row.figure.length));
    let section = '';
    console.log(`\n${title} (figure | budget)`);
    for (const row of this.rows) {
      if (row.section !== section) {
        section = row.section;
        console.log(`\n${section}`);
      }
      const mark = row.within === false ? '  ✗ OVER BUDGET' : row.within ? '  ✓' : '';
      console.log(`  ${row.name.padEnd(nameWidth)}  ${row.figure.padEnd(figureWidth)}  ${row.budget}${mark}`);
    }
    for (const skipped of this.skipped) console.log(`\n${skipped.section}: not run (${skipped.reason})`);
    const missed = this.rows.filter((row) => row.within === false).length;
    console.log(`\n${missed === 0 ? 'All budgets held.' : `${missed} budget(s) missed.`}`);
  }

  /** Writes the rows to bench/results/<name>-<time>.json and answers the file's path. */
  save(name: string, context: Record<string, unknown>): string {
    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = join(RESULTS_DIR, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, `${JSON.stringify({ ...context, rows: this.rows, skipped: this.skipped }, null, 2)}\n`);
    return file;
  }
}
