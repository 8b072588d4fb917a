import { Report } from './company/report';
import { reportLeftOut, runPart } from './parts';

beforeEach(() => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('bench parts', () => {
  it('marks a part that threw as not measured, with the first line of its error, and goes on', async () => {
    const report = new Report();
    expect(await runPart(report, 'Import', () => Promise.reject(new Error('server did not start\nstack')))).toBe(false);
    expect(await runPart(report, 'List', async () => report.atMost('List', 'p99', 10, 'ms', 50))).toBe(true);
    expect(report.rows.map(({ section, name, figure }) => [section, name, figure])).toEqual([
      ['Import', 'part failed', 'not measured: server did not start'],
      ['List', 'p99', '10.0 ms'],
    ]);
    expect(report.allMeasured).toBe(false);
  });

  it('names the parts the options left out as not measured, and nothing when none was', () => {
    const report = new Report();
    reportLeftOut(report, 'Start', ['overview', 'standing-list'], new Set(['overview', 'standing-list']));
    expect(report.allMeasured).toBe(true);
    reportLeftOut(report, 'Load', ['floor', 'pg', 'pglite'], new Set(['pg']), '--only');
    expect(report.rows.map(({ name, figure }) => [name, figure])).toEqual([['floor, pglite', 'not measured: left out by --only']]);
    expect(report.allMeasured).toBe(false);
  });
});
