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
  /** false: nothing could be measured; the figure says why. Such a row fails the run. */
  measured?: false;
  /** true: a floor, what the budgets are compared with (a bare route, the SQL alone); `pnpm bench` prints it beside them. */
  floor?: true;
}

export const RESULTS_DIR = resolve(__dirname, '../../results');

/** Collects the rows of the company benchmark, prints them as a table and writes them as JSON. */
export class Report {
  readonly rows: ReportRow[] = [];

  /** `printEachRow`: print each row as it is added (a bench's progress); false for a table built from rows already printed. */
  constructor(private readonly printEachRow = true) {}

  add(row: ReportRow): void {
    this.rows.push(row);
    if (!this.printEachRow) return;
    const mark = row.measured === false ? '' : row.within === false ? '  ✗ over budget' : '';
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

  /** A floor: a figure without a budget that budgets are compared with, printed in `pnpm bench`'s summary beside them. */
  floor(section: string, name: string, figure: string, values?: ReportRow['values']): void {
    this.add({ section, name, figure, budget: '', within: null, floor: true, ...(values ? { values } : {}) });
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

  /** A figure (or a part's figures, named by `name`) that could not be measured, and why. */
  notMeasured(section: string, name: string, reason: string): void {
    this.add({ section, name, figure: `not measured: ${reason}`, budget: '', within: false, measured: false });
  }

  /** Whether every figure was measured: a bench whose report says otherwise exits non-zero. */
  get allMeasured(): boolean {
    return this.rows.every((row) => row.measured !== false);
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
      const mark = row.measured === false ? '  ✗ NOT MEASURED' : row.within === false ? '  ✗ OVER BUDGET' : row.within ? '  ✓' : '';
      console.log(`  ${row.name.padEnd(nameWidth)}  ${row.figure.padEnd(figureWidth)}  ${row.budget}${mark}`);
    }
    console.log(`\n${this.verdict()}`);
  }

  /** "All budgets held." only when every figure was measured and held; otherwise what was not. */
  verdict(): string {
    const unmeasured = this.rows.filter((row) => row.measured === false).length;
    const missed = this.rows.filter((row) => row.within === false && row.measured !== false).length;
    if (unmeasured === 0 && missed === 0) return 'All budgets held.';
    return [missed > 0 ? `${missed} budget(s) missed.` : '', unmeasured > 0 ? `${unmeasured} figure(s) not measured: the run fails.` : '']
      .filter(Boolean)
      .join(' ');
  }

  /** Writes the rows to bench/results/<name>-<time>.json and answers the file's path. */
  save(name: string, context: Record<string, unknown>): string {
    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = join(RESULTS_DIR, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, `${JSON.stringify({ ...context, rows: this.rows }, null, 2)}\n`);
    return file;
  }
}
