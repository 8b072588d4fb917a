import { Report } from './report';

/** A report whose lines are not printed: the test reads its verdict. */
function quietReport(): Report {
  const report = new Report();
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  return report;
}

afterEach(() => jest.restoreAllMocks());

describe('Report', () => {
  it('says all budgets held only when every figure was measured and held', () => {
    const report = quietReport();
    report.atMost('List', 'page 1, p99', 40, 'ms', 50);
    report.info('Machine', 'load', '1.0 / 1.2 on 2 cores');
    expect(report.allMeasured).toBe(true);
    expect(report.verdict()).toBe('All budgets held.');
  });

  it('counts a missed budget apart from a figure that could not be measured, and fails only on the latter', () => {
    const report = quietReport();
    report.atMost('List', 'page 1, p99', 60, 'ms', 50);
    expect(report.allMeasured).toBe(true);
    expect(report.verdict()).toBe('1 budget(s) missed.');
    report.notMeasured('List', 'every figure', 'no PostgreSQL at postgres://nowhere (set BENCH_DATABASE_URL)');
    expect(report.allMeasured).toBe(false);
    expect(report.verdict()).toBe('1 budget(s) missed. 1 figure(s) not measured: the run fails.');
    expect(report.rows.at(-1)?.figure).toBe('not measured: no PostgreSQL at postgres://nowhere (set BENCH_DATABASE_URL)');
  });

  it('never says all budgets held when nothing was measured', () => {
    const report = quietReport();
    report.notMeasured('PostgreSQL parts', 'list-pg, import', 'no PostgreSQL');
    expect(report.verdict()).not.toContain('All budgets held');
    expect(report.allMeasured).toBe(false);
  });
});
