import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReportRow } from './company/report';
import { resultsSince, summaryOf } from './summary';

const row = (section: string, name: string, within: boolean | null, extra: Partial<ReportRow> = {}): ReportRow => ({
  section,
  name,
  figure: '1',
  budget: within === null ? '' : '≤ 2',
  within,
  ...extra,
});

describe('pnpm bench summary', () => {
  const loadRows = [
    row('Floor: bare Fastify route, 50 connections', 'requests/s', null, { floor: true }),
    row('Mixed load', 'p99', true),
    row('Mixed load', 'p50 / requests per second / errors', null),
    row('Mixed load', 'requests/s', false),
    row('Machine', 'load average (1 min) at start / end', null),
  ];

  it('keeps every budget, the floors and the machine load of each benchmark, and leaves out context rows', () => {
    const summary = summaryOf([{ name: 'mixed load', kind: 'load', ok: true, exit: 0 }], new Map([['load', loadRows]]));
    expect(summary.rows.map(({ section, name }) => `${section}: ${name}`)).toEqual([
      'mixed load · Floor: bare Fastify route, 50 connections: requests/s',
      'mixed load · Mixed load: p99',
      'mixed load · Mixed load: requests/s',
      'mixed load · Machine: load average (1 min) at start / end',
    ]);
    expect(summary.allMeasured).toBe(true);
    expect(summary.verdict()).toBe('1 budget(s) missed.');
  });

  it('says a benchmark that wrote no results was not measured, and why, so the run fails', () => {
    const summary = summaryOf(
      [
        { name: 'mixed load', kind: 'load', ok: true, exit: 0 },
        { name: 'web performance', kind: 'web', ok: false, exit: 1 },
      ],
      new Map([['load', [row('Mixed load', 'p99', true)]]]),
    );
    expect(summary.rows.at(-1)).toMatchObject({
      section: 'web performance',
      figure: 'not measured: it failed (exit 1) before writing its results',
    });
    expect(summary.allMeasured).toBe(false);
    expect(summary.verdict()).not.toContain('All budgets held');
  });

  it("reads each kind's newest results written since the run began, never an earlier run's", () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-summary-'));
    try {
      const write = (file: string, rows: ReportRow[], mtimeMs: number) => {
        writeFileSync(join(dir, file), JSON.stringify({ rows }));
        utimesSync(join(dir, file), mtimeMs / 1000, mtimeMs / 1000);
      };
      const runStarted = Date.now() - 60_000;
      write('load-2026-01-01.json', [row('old', 'p99', true)], runStarted - 1_000);
      write('web-2026-01-01.json', [row('old web', 'p99', true)], runStarted - 1_000);
      write('load-2026-01-02.json', [row('new', 'p99', false)], runStarted + 1_000);
      const found = resultsSince(runStarted, ['load', 'web'], dir);
      expect(found.get('load')?.map(({ section }) => section)).toEqual(['new']);
      expect(found.has('web')).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
