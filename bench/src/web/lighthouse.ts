import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { RunnerResult } from 'lighthouse';
import { median } from '../measure';

/**
 * Lighthouse 12 against a tab of the benchmark's browser (through its remote-debugging port),
 * storage kept so the session cookie signs the page in; with its desktop preset or its default
 * mobile settings (a mid-range phone: slow 4G and a slower CPU, simulated, the CPU's slowdown
 * calibrated to the machine: {@link cpuSlowdownFor}); the metrics, the two scores, and the
 * diagnostics that say where a missed budget comes from.
 */
type Lhr = RunnerResult['lhr'];
type AuditResult = Lhr['audits'][string];
type Row = Record<string, unknown>;

/** Lighthouse's desktop preset, or its default settings, which are a phone's. */
export type FormFactor = 'desktop' | 'mobile';

export interface LighthouseFigures {
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  performance: number;
  accessibility: number;
  /** Name and figure of each diagnostic line. */
  diagnostics: Array<[string, string]>;
  /** Each run's TBT, LCP and performance score, in the order run; the figures above are the median run's. */
  runs: Array<{ tbt: number; lcp: number; performance: number }>;
  /** Each run's CPU slowdown (Lighthouse's `cpuSlowdownMultiplier`). */
  cpuSlowdown: number[];
  /** Lighthouse's measure of the machine's speed (its `benchmarkIndex`) in each run: figures of two days compare only at a like index. */
  benchmarkIndex: number[];
}

/** The rows of an audit's table (or of the tables of a list), empty when it has none. */
function rowsOf(audit: AuditResult | undefined, table = 0): Row[] {
  const details = audit?.details as { type?: string; items?: unknown[] } | undefined;
  const items = (Array.isArray(details?.items) ? details.items : []) as Row[];
  if (details?.type !== 'list') return items;
  const nested = items[table] as { items?: unknown[] } | undefined;
  return (Array.isArray(nested?.items) ? nested.items : []) as Row[];
}

const pathOf = (url: unknown): string => {
  try {
    return new URL(String(url)).pathname;
  } catch {
    return String(url);
  }
};
const snippetOf = (node: unknown): string => String((node as { snippet?: string } | undefined)?.snippet ?? '?').slice(0, 90);
const ms = (value: unknown) => `${Number(value).toFixed(0)} ms`;
const kb = (bytes: unknown) => `${(Number(bytes) / 1024).toFixed(0)} KB`;
const savings = (audit: AuditResult | undefined): number =>
  Number((audit?.details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ?? 0);

function diagnosticsOf(lhr: Lhr): Array<[string, string]> {
  const audits = lhr.audits;
  const lines: Array<[string, string]> = [];
  const [lcpElement] = rowsOf(audits['largest-contentful-paint-element'], 0);
  if (lcpElement) lines.push(['LCP element', snippetOf(lcpElement.node)]);
  const phases = rowsOf(audits['largest-contentful-paint-element'], 1);
  if (phases.length > 0) lines.push(['LCP phases', phases.map((phase) => `${String(phase.phase)} ${ms(phase.timing)}`).join(', ')]);
  const longTasks = rowsOf(audits['long-tasks']);
  if (longTasks.length > 0) {
    const longest = [...longTasks].sort((a, b) => Number(b.duration) - Number(a.duration)).slice(0, 3);
    lines.push([`long tasks (${longTasks.length}), longest`, longest.map((task) => `${ms(task.duration)} ${pathOf(task.url)}`).join(', ')]);
  }
  const bootup = rowsOf(audits['bootup-time']).slice(0, 3);
  if (bootup.length > 0)
    lines.push([
      'script evaluation (bootup-time)',
      `${ms(audits['bootup-time']?.numericValue)} in all; ${bootup.map((row) => `${pathOf(row.url)} ${ms(row.scripting)}`).join(', ')}`,
    ]);
  const work = rowsOf(audits['mainthread-work-breakdown']).slice(0, 3);
  if (work.length > 0)
    lines.push([
      'main-thread work',
      `${ms(audits['mainthread-work-breakdown']?.numericValue)} in all; ${work.map((row) => `${String(row.groupLabel ?? row.group)} ${ms(row.duration)}`).join(', ')}`,
    ]);
  const unused = rowsOf(audits['unused-javascript']).slice(0, 3);
  lines.push([
    'unused JavaScript',
    `${kb(savings(audits['unused-javascript']))} could go${unused.length > 0 ? `; most in ${unused.map((row) => `${pathOf(row.url)} ${kb(row.wastedBytes)} of ${kb(row.totalBytes)}`).join(', ')}` : ''}`,
  ]);
  lines.push([
    'text compression',
    `${kb(savings(audits['uses-text-compression']))} would be saved; ${kb(audits['total-byte-weight']?.numericValue)} transferred in all`,
  ]);
  const shifts = rowsOf(audits['layout-shifts']).slice(0, 2);
  if (shifts.length > 0)
    lines.push(['layout shifts', shifts.map((shift) => `${Number(shift.score).toFixed(3)} ${snippetOf(shift.node)}`).join('; ')]);
  const failedAccessibility = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
  if (failedAccessibility.length > 0) lines.push(['accessibility audits failed', failedAccessibility.join(', ')]);
  return lines;
}

/**
 * The phone Lighthouse's mobile settings stand for, as its `benchmarkIndex`: their 4× CPU slowdown
 * takes a desktop in the middle of the high-end bracket (an index of 1500–2000, the throttling
 * guide in Lighthouse's repository) to a mid-tier phone. This machine's index varies by about
 * twice from one day to the next: at 4× a fast day would measure a faster phone.
 */
export const PHONE_BENCHMARK_INDEX = 1750 / 4;

/**
 * The CPU slowdown that makes a machine of `benchmarkIndex` that phone, as Lighthouse's docs advise
 * ("calibrating the CPU slowdown"): 4× on a desktop of 1750, more on a faster one.
 */
export const cpuSlowdownFor = (benchmarkIndex: number): number =>
  Math.max(1, Math.round((benchmarkIndex / PHONE_BENCHMARK_INDEX) * 10) / 10);

/** Runs of Lighthouse's benchmark (each about a second) whose median calibrates the slowdown. */
const BENCHMARK_RUNS = 3;

/**
 * The machine's `benchmarkIndex` now: Lighthouse's own benchmark, run in `page` as Lighthouse runs
 * it at the start of each report, the median of {@link BENCHMARK_RUNS}.
 */
export async function measureBenchmarkIndex(page: { evaluate(work: () => number): Promise<number> }): Promise<number> {
  // An ES module inside Lighthouse, not among its exports' types: typed here by what it does.
  const { pageFunctions } = (await import('lighthouse/core/lib/page-functions.js')) as {
    pageFunctions: { computeBenchmarkIndex: () => number };
  };
  const indexes: number[] = [];
  for (let run = 0; run < BENCHMARK_RUNS; run++) indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  return median(indexes);
}

/** Lighthouse now and then loses the trace of a load on a busy machine (NO_NAVSTART, NO_FCP): it asks to be run again. */
const ATTEMPTS = 3;

async function runLighthouse(
  url: string,
  port: number,
  formFactor: FormFactor,
  prepare: () => Promise<void>,
  calibrate: (() => Promise<number>) | undefined,
): Promise<Lhr> {
  // Lighthouse is an ES module only: imported, not required.
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  let failure = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    await prepare();
    const cpuSlowdown = await calibrate?.();
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: true,
        onlyCategories: ['performance', 'accessibility'],
        // Merged into the settings' throttling: the rest of it (slow 4G) stays.
        ...(cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (result && !result.lhr.runtimeError) return result.lhr;
    failure = result?.lhr.runtimeError ? `${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}` : 'no result';
    console.warn(`Lighthouse attempt ${attempt} of ${ATTEMPTS} on ${url}: ${failure}`);
  }
  throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}: ${failure}`);
}

const metricOf = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const performanceOf = (lhr: Lhr) => (lhr.categories.performance?.score ?? 0) * 100;

/**
 * Lighthouse's figures of a page, from the median of `runs` runs as Lighthouse picks it (the run
 * nearest the median FCP and TTI): one run's TBT on a shared machine can be several times
 * another's. `prepare` runs before each attempt (e.g. to empty the cache for a first visit); the
 * report kept is the median run's.
 */
export async function lighthouseFigures(
  url: string,
  port: number,
  options: {
    formFactor: FormFactor;
    diagnostics: boolean;
    prepare: () => Promise<void>;
    reportFile?: string;
    runs?: number;
    /**
     * Answers Lighthouse's `cpuSlowdownMultiplier` in place of its setting's (4× on mobile), asked
     * right before each run: the machine's speed changes from one run to the next.
     */
    calibrate?: () => Promise<number>;
  },
): Promise<LighthouseFigures> {
  const runs: Lhr[] = [];
  for (let run = 0; run < (options.runs ?? 1); run++)
    runs.push(await runLighthouse(url, port, options.formFactor, options.prepare, options.calibrate));
  // An ES module inside Lighthouse, not among its exports' types: typed here by what it does.
  const { computeMedianRun, filterToValidRuns } = (await import('lighthouse/core/lib/median-run.js')) as {
    computeMedianRun: (runs: Lhr[]) => Lhr;
    filterToValidRuns: (runs: Lhr[]) => Lhr[];
  };
  // The median wants each run's FCP and TTI; without a run that has both, the first run stands.
  const valid = filterToValidRuns(runs);
  const lhr = valid.length > 0 ? computeMedianRun(valid) : runs[0]!;
  if (options.reportFile) {
    mkdirSync(dirname(options.reportFile), { recursive: true });
    writeFileSync(options.reportFile, JSON.stringify(lhr));
  }
  return {
    fcp: metricOf(lhr, 'first-contentful-paint'),
    lcp: metricOf(lhr, 'largest-contentful-paint'),
    tbt: metricOf(lhr, 'total-blocking-time'),
    cls: metricOf(lhr, 'cumulative-layout-shift'),
    performance: performanceOf(lhr),
    accessibility: (lhr.categories.accessibility?.score ?? 0) * 100,
    diagnostics: options.diagnostics ? diagnosticsOf(lhr) : [],
    runs: runs.map((run) => ({
      tbt: metricOf(run, 'total-blocking-time'),
      lcp: metricOf(run, 'largest-contentful-paint'),
      performance: performanceOf(run),
    })),
    benchmarkIndex: runs.map((run) => run.environment.benchmarkIndex),
    cpuSlowdown: runs.map((run) => run.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN),
  };
}
