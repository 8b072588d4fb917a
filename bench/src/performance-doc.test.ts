import { BUDGETS, limitsOf, type Budget } from './budgets';
import { Report } from './company/report';
import { committedPerformanceDoc, LAST_RUN_HEADING, lastRunSection, performanceDoc } from './performance-doc';

// docs/performance.md is written by `pnpm bench`: it lists every budget of bench/ (a budget a
// bench holds comes from bench/src/budgets.ts), and its budgets part is exactly what the
// registry makes of it, so a budget added, changed or removed without the document fails here.

const everyBudget = (): Budget[] => Object.values(BUDGETS).flatMap((budgets) => Object.values(budgets) as Budget[]);
const beforeLastRun = (document: string): string => document.slice(0, document.indexOf(LAST_RUN_HEADING));

describe('docs/performance.md', () => {
  it('lists every budget of bench/', () => {
    const document = committedPerformanceDoc().replace(/\\\|/g, '|');
    expect(everyBudget().filter((entry) => !document.includes(entry.says))).toEqual([]);
  });

  it('holds the budgets as pnpm bench writes them: regenerate it when a budget changes', async () => {
    const committed = committedPerformanceDoc();
    expect(committed).toContain(LAST_RUN_HEADING);
    expect(beforeLastRun(committed)).toBe(beforeLastRun(await performanceDoc(undefined)));
  });

  it('writes a full run with its date, length, verdict and every row, each marked', () => {
    const summary = new Report(false);
    summary.atMost('isolation · PGlite', 'idle server: heartbeat p99', 8.8, 'ms', 100);
    summary.atMost('isolation · PGlite', 'CSV | of pipes: heartbeat max', 300, 'ms', 250);
    summary.notMeasured('web performance', 'every figure', 'it failed (exit 1) before writing its results');
    const section = lastRunSection({ finishedAt: new Date('2026-12-02T15:04:30Z'), minutes: 61.4, summary });
    expect(section.split('\n').slice(0, 3)).toEqual([
      LAST_RUN_HEADING,
      '',
      '`pnpm bench`, finished 2026-12-02 15:04 UTC after 61 minutes: 1 budget(s) missed. 1 figure(s) not measured: the run fails.',
    ]);
    expect(section).toContain('| isolation · PGlite | idle server: heartbeat p99 | 8.8 ms | ≤ 100 ms | held |');
    expect(section).toContain('| isolation · PGlite | CSV \\| of pipes: heartbeat max | 300.0 ms | ≤ 250 ms | missed |');
    expect(section).toContain(
      '| web performance | every figure | not measured: it failed (exit 1) before writing its results |  | not measured |',
    );
  });

  it('gives each bench its limits by name', () => {
    expect(limitsOf('isolation')).toEqual({ heartbeatP99Ms: 100, heartbeatMaxMs: 250 });
  });
});
