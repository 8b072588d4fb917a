import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { parseArgs } from 'node:util';
import { dirname, join } from 'node:path';
import { chromium, type BrowserContext, type Page, type Request } from '@playwright/test';
import { memberListEndpoint } from '@compliance/shared-contracts';
import { freePort, startServer, waitUntilReady } from '@compliance/api/process';
import { Report } from '../company/report';
import { median } from '../measure';
import { runPart } from '../parts';
import { ensureFreshBuild } from './build';
import { cpuSlowdownFor, lighthouseFigures, measureBenchmarkIndex, type FormFactor, type LighthouseFigures } from './lighthouse';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  PAGE_BUDGETS,
  collectScripts,
  largestModules,
  largestPackages,
  signInAsDemoAdmin,
  adminLandingLoaded,
  type Contribution,
  type ScriptTransfer,
} from './scripts';
import { limitsOf } from '../budgets';
import { MY_ELEARNINGS, courseForFreshMember, playerPath, playerTimings, signInInBrowser, type PlayerTiming } from './player';

/**
 * Web performance (issue 5), on the built product served by the real server (fresh embedded
 * database with the demo data) in Debian's Chromium. For the login page, the first dashboard
 * page after login (`/dashboard`, which leads an admin to the member list) and the member
 * list: the JavaScript transferred by shell, remote and shared library (bytes on the wire
 * and brotli size), Core Web Vitals from web-vitals in the page (TBT from long tasks after FCP)
 * and from Lighthouse 12 (desktop preset) with its performance and accessibility scores, each
 * on a first visit (empty cache) and a second one (cache kept); and the time from a sidebar
 * click to the member rows. Builds the front end first when a source is newer than its build.
 *
 * The player of a course of 21 SCOs and a handout (issue 70), as a fresh member of the demo client plays it:
 * from a click on Starten/Fortsetzen and from a click on Weiter to the SCO's frame loaded.
 *
 * Lighthouse's mobile settings (issue 73) on a first visit of the login page and, signed in as a
 * member, of My E-Learnings, the start overview and the player page.
 *
 *   pnpm --filter @compliance/bench bench:web [-- --only login,pages,sidebar,lighthouse,player,mobile] [--reports DIR] [--lighthouse-runs N]
 *
 * `--reports DIR` keeps each Lighthouse report (JSON, as Lighthouse's viewer opens it) of a first visit in DIR.
 * A first visit's Lighthouse figures are its median run of `--lighthouse-runs` (3 unless said).
 *
 * Signing in (timed) runs whenever a signed-in part does.
 */
const BUDGETS = {
  ...limitsOf('web'),
  loginJsKb: PAGE_BUDGETS.loginKb,
  loginFiles: PAGE_BUDGETS.loginFiles,
  dashboardJsKb: PAGE_BUDGETS.loginKb + PAGE_BUDGETS.dashboardAddedKb,
  dashboardFiles: PAGE_BUDGETS.loginFiles + PAGE_BUDGETS.dashboardAddedFiles,
};
const VIEWPORT = { width: 1350, height: 940 };
/** Lighthouse runs of a first visit, whose median run gives the figures (Lighthouse's own advice for variance). */
const LIGHTHOUSE_RUNS = 3;
const PARTS = ['login', 'pages', 'sidebar', 'lighthouse', 'player', 'mobile'] as const;
type Part = (typeof PARTS)[number];
const { values: args } = parseArgs({
  // `pnpm … bench:web -- --only sidebar` passes the `--` through.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    only: { type: 'string', default: PARTS.join(',') },
    reports: { type: 'string' },
    'lighthouse-runs': { type: 'string', default: String(LIGHTHOUSE_RUNS) },
  },
});
const lighthouseRuns = Number(args['lighthouse-runs']);
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1)
  throw new Error(`--lighthouse-runs must be a whole number ≥ 1, not ${args['lighthouse-runs']}`);
const parts = new Set(args.only.split(',').map((part) => part.trim()));
for (const part of parts) if (!PARTS.includes(part as Part)) throw new Error(`unknown part ${part}; parts: ${PARTS.join(', ')}`);
const runs = (part: Part) => parts.has(part);
/** Sidebar clicks timed per starting page; the median is the figure. */
const SIDEBAR_REPEATS = 3;
/** Times the player is opened, and SCO switches after each opening; the medians are the figures. */
const PLAYER_OPENS = 5;
const PLAYER_SWITCHES = 3;
const report = new Report();

// The package exports no path to its IIFE build; it sits beside the CommonJS one.
const WEB_VITALS = readFileSync(join(dirname(createRequire(__filename).resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');

interface Vitals {
  fcp: number | null;
  lcp: number | null;
  cls: number | null;
  tbt: number;
}

interface CollectedVitals {
  fcp: number | null;
  lcp: number | null;
  cls: number | null;
  longTasks: Array<[number, number]>;
}

// Runs in the page before its own scripts: web-vitals reports FCP, LCP and CLS as they change;
// long tasks after FCP give the Total Blocking Time (web-vitals has no TBT).
const COLLECT_VITALS = `${WEB_VITALS}
window.__vitals = { fcp: null, lcp: null, cls: null, longTasks: [] };
webVitals.onFCP((m) => (window.__vitals.fcp = m.value), { reportAllChanges: true });
webVitals.onLCP((m) => (window.__vitals.lcp = m.value), { reportAllChanges: true });
webVitals.onCLS((m) => (window.__vitals.cls = m.value), { reportAllChanges: true });
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__vitals.longTasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });`;

async function vitalsOf(page: Page): Promise<Vitals> {
  // LCP and CLS settle once the page is quiet; read them after a pause.
  await page.waitForTimeout(1500);
  const collected = await page.evaluate(() => (globalThis as unknown as { __vitals: CollectedVitals }).__vitals);
  const afterFcp = collected.longTasks.filter(([start]) => collected.fcp === null || start >= collected.fcp);
  return {
    fcp: collected.fcp,
    lcp: collected.lcp,
    cls: collected.cls,
    tbt: afterFcp.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
  };
}

/** A timing held to the page's budget where issue 12 sets one; printed without one elsewhere. */
function recordTiming(section: string, name: string, value: number, budget: number | undefined): void {
  if (budget === undefined) report.info(section, name, `${value.toFixed(0)} ms (no budget for this page)`, { value });
  else report.atMost(section, name, value, 'ms', budget, 0);
}

function recordVitals(section: string, vitals: Vitals, target: PageUnderTest): void {
  report.info(section, 'FCP (web-vitals)', vitals.fcp === null ? 'n/a' : `${vitals.fcp.toFixed(0)} ms`, { value: vitals.fcp });
  if (vitals.lcp === null) report.info(section, 'LCP (web-vitals)', 'n/a');
  else recordTiming(section, 'LCP (web-vitals)', vitals.lcp, target.budgets.lcpMs);
  recordTiming(section, 'TBT (long tasks after FCP)', vitals.tbt, target.budgets.tbtMs);
  report.atMost(section, 'CLS (web-vitals)', vitals.cls ?? 0, '', BUDGETS.cls, 3);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (scripts: readonly ScriptTransfer[], field: 'brotliBytes' | 'wireBytes' | 'rawBytes') =>
  scripts.reduce((total, script) => total + script[field], 0);

/** Where a script counts: under its app (entry, own code, a bundled library) or, for a shared library, on its own. */
function partOf(script: ScriptTransfer): { app: string | null; part: string } {
  const copy = script.app === 'shell' ? '' : ` (${script.app}'s copy)`;
  if (script.libraries.length > 0) return { app: null, part: `shared ${script.libraries.join(' + ')}${copy}` };
  // The entries hold the federation runtime and the table of every shared module.
  if (script.file === 'main.js' || script.file === 'remoteEntry.js')
    return { app: script.app, part: `entry ${script.file} (federation runtime, share table)` };
  if (script.bundledPackages === null) return { app: script.app, part: 'not attributed (no source map)' };
  if (script.bundledPackages.length > 0)
    return { app: script.app, part: `bundled ${script.bundledPackages.join(' + ')} (not in the share list)` };
  return { app: script.app, part: 'own source' };
}

const bytesOf = (scripts: readonly ScriptTransfer[]) => ({
  brotliBytes: sum(scripts, 'brotliBytes'),
  wireBytes: sum(scripts, 'wireBytes'),
  rawBytes: sum(scripts, 'rawBytes'),
  files: scripts.length,
});
const sizes = (scripts: readonly ScriptTransfer[]) =>
  `${kb(sum(scripts, 'brotliBytes'))} (${kb(sum(scripts, 'wireBytes'))} / ${kb(sum(scripts, 'rawBytes'))}) in ${scripts.length}`;

function groupBy(scripts: readonly ScriptTransfer[], key: (script: ScriptTransfer) => string): Array<[string, ScriptTransfer[]]> {
  const groups = new Map<string, ScriptTransfer[]>();
  for (const script of scripts) groups.set(key(script), [...(groups.get(key(script)) ?? []), script]);
  return [...groups].sort((a, b) => sum(b[1], 'brotliBytes') - sum(a[1], 'brotliBytes'));
}

/**
 * JavaScript of a first visit: in all (against the page's budget); each app's own download
 * (entry, own source, libraries bundled outside the share list), a remote's against its
 * budget; then each shared library.
 */
function recordScripts(section: string, scripts: readonly ScriptTransfer[], budgetKb: number, budgetFiles: number): void {
  const brotli = sum(scripts, 'brotliBytes');
  report.add({
    section,
    name: 'JavaScript in all: brotli (on the wire / decoded) in files',
    figure: sizes(scripts),
    budget: `≤ ${budgetKb} KB`,
    within: brotli / 1024 <= budgetKb,
    values: bytesOf(scripts),
  });
  report.add({
    section,
    name: 'script files',
    figure: String(scripts.length),
    budget: `≤ ${budgetFiles}`,
    within: scripts.length <= budgetFiles,
    values: { files: scripts.length },
  });
  const ownDownloads = scripts.filter((script) => partOf(script).app !== null);
  for (const [app, members] of groupBy(ownDownloads, (script) => script.app)) {
    const name = app === 'shell' ? 'shell, without shared libraries' : `remote ${app}, without shared libraries`;
    if (app === 'shell') report.info(section, `  ${name}`, sizes(members), bytesOf(members));
    else
      report.add({
        section,
        name: `  ${name}`,
        figure: sizes(members),
        budget: `≤ ${BUDGETS.remoteOwnKb} KB`,
        within: sum(members, 'brotliBytes') / 1024 <= BUDGETS.remoteOwnKb,
        values: bytesOf(members),
      });
    for (const [part, files] of groupBy(members, (script) => partOf(script).part))
      report.info(section, `    ${part}`, sizes(files), bytesOf(files));
  }
  for (const [part, files] of groupBy(
    scripts.filter((script) => partOf(script).app === null),
    (script) => partOf(script).part,
  )) {
    report.info(section, `  ${part}`, sizes(files), bytesOf(files));
  }
}

/** JavaScript of a second visit: what the cache answered, what was asked again, what came again. */
function recordCachedScripts(section: string, scripts: readonly ScriptTransfer[]): void {
  const by = (delivery: ScriptTransfer['delivery']) => scripts.filter((script) => script.delivery === delivery);
  const revalidated = by('revalidated');
  report.info(
    section,
    'JavaScript: from the cache / revalidated (304) / fetched',
    `${by('cached').length} / ${revalidated.length} (${revalidated.map((script) => `${script.app}/${script.file}`).join(', ')}) / ${by('fetched').length} files, ${kb(sum(scripts, 'wireBytes'))} on the wire`,
    { cached: by('cached').length, revalidated: revalidated.length, fetched: by('fetched').length, wireBytes: sum(scripts, 'wireBytes') },
  );
}

/** A page of the benchmark: where it is and when it is ready. */
interface PageUnderTest {
  name: string;
  path: string;
  budgetKb: number;
  budgetFiles: number;
  /** Issue 12's budgets of the page: LCP and TBT for the login page only, a Lighthouse score for each. */
  budgets: { lcpMs?: number; tbtMs?: number; performanceScore: number; accessibilityScore: number };
  ready: (page: Page) => Promise<void>;
}

const memberRows = (page: Page) => page.getByRole('grid', { name: 'Mitarbeiterliste' }).getByRole('row').nth(1).waitFor();

const LOGIN: PageUnderTest = {
  name: 'Login page',
  path: '/auth/login/demo',
  budgetKb: BUDGETS.loginJsKb,
  budgetFiles: BUDGETS.loginFiles,
  budgets: { lcpMs: BUDGETS.lcpMs, tbtMs: BUDGETS.tbtMs, performanceScore: BUDGETS.lighthouseScore, accessibilityScore: 100 },
  ready: (page) => page.getByRole('textbox', { name: 'Benutzername' }).waitFor(),
};
const DASHBOARD_BUDGETS = { performanceScore: BUDGETS.dashboardLighthouseScore, accessibilityScore: BUDGETS.lighthouseScore };
const SIGNED_IN: PageUnderTest[] = [
  // /dashboard leads to the first permitted area whose remote answers: for the demo admin the needs-attention page.
  {
    name: 'First dashboard page (/dashboard)',
    path: '/dashboard',
    budgetKb: BUDGETS.dashboardJsKb,
    budgetFiles: BUDGETS.dashboardFiles,
    budgets: DASHBOARD_BUDGETS,
    ready: async (page) => (await page.waitForURL(/\/dashboard\/\w/), await adminLandingLoaded(page)),
  },
  {
    name: 'Member list',
    path: '/dashboard/company/members/list',
    budgetKb: BUDGETS.dashboardJsKb,
    budgetFiles: BUDGETS.dashboardFiles,
    budgets: DASHBOARD_BUDGETS,
    ready: memberRows,
  },
];

/** Empties the browser's HTTP cache (cookies stay): the next load is a first visit. */
async function clearCache(context: BrowserContext): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  const session = await context.newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await session.detach();
}

/** Loads a page in a new tab with web-vitals in it; answers its scripts and vitals. */
async function visit(
  context: BrowserContext,
  base: string,
  target: PageUnderTest,
): Promise<{ scripts: ScriptTransfer[]; vitals: Vitals; landedOn: string }> {
  const page = await context.newPage();
  try {
    await page.addInitScript(COLLECT_VITALS);
    const scripts = await collectScripts(page, async () => {
      await page.goto(`${base}${target.path}`);
      await target.ready(page);
    });
    return { scripts, vitals: await vitalsOf(page), landedOn: new URL(page.url()).pathname };
  } finally {
    await page.close();
  }
}

/** A first visit (empty cache) and a second one (everything cached as the first left it). */
async function firstAndSecondVisit(
  context: BrowserContext,
  base: string,
  target: PageUnderTest,
  scriptsByVisit: Record<string, ScriptTransfer[]>,
): Promise<void> {
  await clearCache(context);
  for (const visitName of ['first visit, empty cache', 'second visit, cached']) {
    const section = `${target.name}, ${visitName}`;
    const { scripts, vitals, landedOn } = await visit(context, base, target);
    if (landedOn !== target.path) report.info(section, 'landed on', landedOn);
    if (visitName.startsWith('first')) recordScripts(section, scripts, target.budgetKb, target.budgetFiles);
    else recordCachedScripts(section, scripts);
    recordVitals(section, vitals, target);
    scriptsByVisit[section] = scripts;
  }
}

/** What Lighthouse's part needs of a page: where it is and its budgets. */
type LighthousePage = Pick<PageUnderTest, 'name' | 'path' | 'budgets'>;

function recordLighthouse(section: string, figures: LighthouseFigures, target: LighthousePage): void {
  report.info(section, 'FCP', `${figures.fcp.toFixed(0)} ms`, { value: figures.fcp });
  recordTiming(section, 'LCP', figures.lcp, target.budgets.lcpMs);
  recordTiming(section, 'TBT', figures.tbt, target.budgets.tbtMs);
  report.atMost(section, 'CLS', figures.cls, '', BUDGETS.cls, 3);
  const scores = [
    ['performance', figures.performance, target.budgets.performanceScore],
    ['accessibility', figures.accessibility, target.budgets.accessibilityScore],
  ] as const;
  for (const [category, score, budget] of scores) {
    report.add({
      section,
      name: `${category} score`,
      figure: score.toFixed(0),
      budget: `≥ ${budget}`,
      within: score >= budget,
      values: { score },
    });
  }
  if (figures.runs.length > 1)
    report.info(
      section,
      `  of ${figures.runs.length} runs (TBT ms / LCP ms / score)`,
      figures.runs.map((run) => `${run.tbt.toFixed(0)} / ${run.lcp.toFixed(0)} / ${run.performance.toFixed(0)}`).join(', '),
      { tbt: figures.runs.map((run) => run.tbt.toFixed(0)).join(' ') },
    );
  report.info(section, '  CPU slowdown of each run', figures.cpuSlowdown.map((slowdown) => `${slowdown}×`).join(', '), {
    cpuSlowdown: figures.cpuSlowdown.join(' '),
  });
  report.info(section, '  machine: Lighthouse benchmarkIndex', figures.benchmarkIndex.map((index) => index.toFixed(0)).join(', '), {
    benchmarkIndex: figures.benchmarkIndex.map((index) => index.toFixed(0)).join(' '),
  });
  for (const [name, figure] of figures.diagnostics) report.info(section, `  why: ${name}`, figure);
}

/**
 * Measures this machine, as fast as it is now, and answers the CPU slowdown that makes it the
 * phone of Lighthouse's mobile settings (`cpuSlowdownFor`).
 */
const calibratedSlowdown = (context: BrowserContext) => async (): Promise<number> => {
  const page = await context.newPage();
  try {
    return cpuSlowdownFor(await measureBenchmarkIndex(page));
  } finally {
    await page.close();
  }
};

/** Lighthouse on a first visit (cache emptied, session kept) and, on the desktop, on a second one. */
async function lighthouseVisits(
  context: BrowserContext,
  base: string,
  debugPort: number,
  target: LighthousePage,
  formFactor: FormFactor = 'desktop',
): Promise<void> {
  const url = `${base}${target.path}`;
  const first = await lighthouseFigures(url, debugPort, {
    formFactor,
    calibrate: formFactor === 'mobile' ? calibratedSlowdown(context) : undefined,
    diagnostics: true,
    prepare: () => clearCache(context),
    runs: lighthouseRuns,
    reportFile: args.reports
      ? join(args.reports, `${formFactor}-${target.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.json`)
      : undefined,
  });
  recordLighthouse(`Lighthouse 12 (${formFactor}), ${target.name}, first visit`, first, target);
  if (formFactor === 'mobile') return;
  const second = await lighthouseFigures(url, debugPort, { formFactor, diagnostics: false, prepare: async () => undefined });
  recordLighthouse(`Lighthouse 12 (${formFactor}), ${target.name}, second visit`, second, target);
}

const MOBILE_BUDGETS = {
  lcpMs: BUDGETS.mobileLcpMs,
  tbtMs: BUDGETS.mobileTbtMs,
  performanceScore: BUDGETS.mobileLighthouseScore,
  accessibilityScore: 100,
};

/** A page of the mobile part: Lighthouse's figures only, held to the phone's budgets. */
const onPhone = (name: string, path: string): LighthousePage => ({ name, path, budgets: MOBILE_BUDGETS });

/** Lighthouse mobile on the pages a member opens on a phone: the login page signed out, then the member's pages. */
async function mobileVisits(context: BrowserContext, base: string, debugPort: number): Promise<void> {
  await context.clearCookies();
  await lighthouseVisits(context, base, debugPort, onPhone(LOGIN.name, LOGIN.path), 'mobile');
  await signInInBrowser(context, base, await courseForFreshMember(base));
  try {
    const player = await playerPath(context, base);
    const pages = [
      onPhone('My E-Learnings', MY_ELEARNINGS),
      onPhone('Start overview', '/dashboard/start/overview'),
      onPhone('Player page', player),
    ];
    for (const target of pages) await lighthouseVisits(context, base, debugPort, target, 'mobile');
  } finally {
    await context.clearCookies();
  }
}

/** One sidebar click: ms from the click to the rows, to the member-list request leaving, to its answer. */
interface SidebarTiming {
  rows: number;
  requestSent: number;
  answered: number;
}

/**
 * From a page, a click on Mitarbeiter › Liste in the sidebar until the member rows are
 * visible (cache warm, a new tab each time, so the area's code is not yet running), with
 * when the member-list request left and came back.
 */
async function sidebarToRows(context: BrowserContext, base: string, fromPath: string): Promise<SidebarTiming[]> {
  const timings: SidebarTiming[] = [];
  for (let round = 0; round < SIDEBAR_REPEATS; round++) {
    const page = await context.newPage();
    try {
      await page.goto(`${base}${fromPath}`);
      const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
      const group = nav.getByRole('button', { name: 'Mitarbeiter' });
      // The sidebar starts closed below the widest layouts.
      if (!(await group.isVisible())) await page.getByRole('button', { name: 'Navigation ein- oder ausblenden' }).click();
      const link = nav.getByRole('link', { name: 'Liste', exact: true });
      if (!(await link.isVisible())) await group.click();
      await link.waitFor();
      await page.waitForLoadState('networkidle');
      const isList = (request: Request) => new URL(request.url()).pathname === memberListEndpoint.path;
      let requestSent = Number.NaN;
      let answered = Number.NaN;
      page.on('request', (request) => void (isList(request) && Number.isNaN(requestSent) && (requestSent = performance.now())));
      page.on('requestfinished', (request) => void (isList(request) && Number.isNaN(answered) && (answered = performance.now())));
      const started = performance.now();
      await link.click();
      await memberRows(page);
      timings.push({ rows: performance.now() - started, requestSent: requestSent - started, answered: answered - started });
    } finally {
      await page.close();
    }
  }
  return timings;
}

function recordSidebar(name: string, timings: SidebarTiming[], budgetMs: number): void {
  const section = 'Sidebar click on Mitarbeiter › Liste to member rows visible (cache warm)';
  const rows = median(timings.map((timing) => timing.rows));
  report.add({
    section,
    name: `${name} (median of ${timings.length})`,
    figure: `${rows.toFixed(0)} ms (${timings.map((timing) => timing.rows.toFixed(0)).join(', ')})`,
    budget: `≤ ${budgetMs} ms`,
    within: rows <= budgetMs,
    values: { median: rows, timings: timings.map((timing) => timing.rows.toFixed(0)).join(' ') },
  });
  const requestSent = median(timings.map((timing) => timing.requestSent));
  const answered = median(timings.map((timing) => timing.answered));
  report.info(
    section,
    '  of which: click to list request sent / its answer / answer to rows',
    `${requestSent.toFixed(0)} / ${(answered - requestSent).toFixed(0)} / ${(rows - answered).toFixed(0)} ms`,
    {
      requestSent,
      answered,
    },
  );
}

const millis = (values: readonly number[]) => values.map((value) => value.toFixed(0)).join(', ');

/** One figure of the player: the median against its budget, each timing beside it, and where the time went. */
function recordPlayerFigure(name: string, timings: readonly PlayerTiming[], budgetMs: number): void {
  const section = 'Player of a SCORM 1.2 course of 21 SCOs and a handout (PGlite, demo data; a fresh member)';
  const loaded = timings.map((timing) => timing.frameLoaded);
  const figure = median(loaded);
  report.add({
    section,
    name: `${name} (median of ${timings.length})`,
    figure: `${figure.toFixed(0)} ms (${millis(loaded)}; max ${Math.max(...loaded).toFixed(0)})`,
    budget: `≤ ${budgetMs} ms`,
    within: figure <= budgetMs,
    values: { median: figure, max: Math.max(...loaded), timings: millis(loaded) },
  });
  const committed = timings.map((timing) => timing.committed).filter((value) => !Number.isNaN(value));
  const read = median(timings.map((timing) => timing.read));
  report.info(
    section,
    '  of which: click to read-execution answered / to the last commit answered (median)',
    `${read.toFixed(0)} / ${committed.length > 0 ? `${median(committed).toFixed(0)} ms (${committed.length} commits)` : 'no commit'}`,
    { read, committed: committed.length > 0 ? median(committed) : null },
  );
}

/** The largest packages and modules of the scripts a page loaded: where a miss of the JavaScript budget comes from. */
function recordLargest(name: string, scripts: readonly ScriptTransfer[]): void {
  const line = (section: string, part: Contribution) =>
    report.info(section, `  ${part.name}`, `${kb(part.brotli)} brotli (${kb(part.minified)} minified)`, {
      brotliBytes: part.brotli,
      minifiedCharacters: part.minified,
    });
  for (const part of largestPackages(scripts, 12))
    line(`Largest packages of the ${name} (brotli apportioned by minified size, from the source maps)`, part);
  for (const part of largestModules(scripts, 10)) line(`Largest modules of the ${name}`, part);
  const unmapped = scripts.filter((script) => script.bundledPackages === null);
  if (unmapped.length > 0)
    report.info(`Largest modules of the ${name}`, '  files without a source map', `${unmapped.length} of ${scripts.length}`, {
      files: unmapped.length,
    });
}

/** Whether the server compresses scripts; if not, what compression would save. */
function recordCompression(scripts: readonly ScriptTransfer[]): void {
  const fromNetwork = scripts.filter((script) => script.delivery === 'fetched');
  const compressed = fromNetwork.filter((script) => script.contentEncoding !== null);
  report.info(
    'Server compression of JavaScript (first visit of the first dashboard page)',
    'scripts sent with a content-encoding',
    `${compressed.length} of ${fromNetwork.length}: ${kb(sum(fromNetwork, 'wireBytes'))} on the wire, ${kb(sum(fromNetwork, 'brotliBytes'))} with brotli`,
    {
      compressed: compressed.length,
      files: fromNetwork.length,
      wireBytes: sum(fromNetwork, 'wireBytes'),
      brotliBytes: sum(fromNetwork, 'brotliBytes'),
    },
  );
}

async function measure(base: string, debugPort: number, profile: string, scriptsByVisit: Record<string, ScriptTransfer[]>): Promise<void> {
  // A persistent context is the browser's default one: Lighthouse's tabs share its cookies and cache.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`],
    locale: 'de-DE',
    viewport: VIEWPORT,
  });
  try {
    // Signed out: the login page.
    if (runs('login')) await runPart(report, LOGIN.name, () => firstAndSecondVisit(context, base, LOGIN, scriptsByVisit));
    if (runs('lighthouse')) await runPart(report, `Lighthouse, ${LOGIN.name}`, () => lighthouseVisits(context, base, debugPort, LOGIN));
    if (runs('player'))
      await runPart(report, 'Player', async () => {
        await signInInBrowser(context, base, await courseForFreshMember(base));
        try {
          const timings = await playerTimings(context, base, PLAYER_OPENS, PLAYER_SWITCHES);
          recordPlayerFigure('click on Starten/Fortsetzen to the SCO frame loaded', timings.opens, BUDGETS.playerOpenMs);
          recordPlayerFigure('click on Weiter to the next SCO frame loaded', timings.switches, BUDGETS.scoSwitchMs);
        } finally {
          // The admin signs in next, as someone else on this browser would.
          await context.clearCookies();
        }
      });
    if (runs('mobile')) await runPart(report, 'Lighthouse mobile', () => mobileVisits(context, base, debugPort));
    if (!runs('pages') && !runs('sidebar') && !runs('lighthouse')) return;
    // Signing in as a user does, the login page's scripts cached: from the click to the loaded page an admin lands on.
    await runPart(report, 'Sign-in', async () => {
      const page = await context.newPage();
      try {
        await page.goto(`${base}${LOGIN.path}`);
        const clickedAt = await signInAsDemoAdmin(page, base);
        await adminLandingLoaded(page);
        report.info(
          'Sign-in through the login page',
          `click on Anmelden to the loaded ${new URL(page.url()).pathname}`,
          `${(performance.now() - clickedAt).toFixed(0)} ms`,
        );
      } finally {
        await page.close();
      }
    });
    if (runs('pages'))
      for (const target of SIGNED_IN) await runPart(report, target.name, () => firstAndSecondVisit(context, base, target, scriptsByVisit));
    if (runs('sidebar'))
      await runPart(report, 'Sidebar', async () => {
        recordSidebar(
          'from the profile (another remote: mfe-auth)',
          await sidebarToRows(context, base, '/dashboard/profile/details'),
          BUDGETS.sidebarFromOtherAreaToRowsMs,
        );
        recordSidebar(
          'from the org units (same remote: mfe-company)',
          await sidebarToRows(context, base, '/dashboard/company/org-units/list'),
          BUDGETS.sidebarToRowsMs,
        );
      });
    if (runs('lighthouse'))
      for (const target of SIGNED_IN)
        await runPart(report, `Lighthouse, ${target.name}`, () => lighthouseVisits(context, base, debugPort, target));
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const loadAtStart = loadavg()[0]!;
  const built = await runPart(report, 'Build', async () => {
    const build = ensureFreshBuild();
    report.info(
      'Build',
      'front end',
      build.rebuilt
        ? `rebuilt in ${build.seconds.toFixed(0)} s (newer sources: ${build.stale.join(', ')})`
        : 'up to date (every app built after its newest source)',
    );
  });
  const scriptsByVisit: Record<string, ScriptTransfer[]> = {};
  if (built) {
    // A fresh data folder with the demo data, as the first `pnpm start` makes it.
    const server = await startServer();
    const profile = mkdtempSync(join(tmpdir(), 'cd-bench-web-'));
    try {
      await waitUntilReady(server);
      await measure(`http://localhost:${server.port}`, await freePort(), profile, scriptsByVisit);
    } finally {
      server.process.kill('SIGTERM');
      await server.exited;
      rmSync(server.dataDir, { recursive: true, force: true });
      rmSync(profile, { recursive: true, force: true });
    }
    const firstDashboard = scriptsByVisit[`${SIGNED_IN[0]!.name}, first visit, empty cache`];
    if (firstDashboard) recordCompression(firstDashboard);
    for (const target of [LOGIN, SIGNED_IN[0]!]) {
      const scripts = scriptsByVisit[`${target.name}, first visit, empty cache`];
      if (scripts) recordLargest(target.name.toLowerCase(), scripts);
    }
  }
  report.machineLoad(loadAtStart);
  report.print('Web performance (Debian Chromium, localhost)');
  const file = report.save('web', { startedAt: new Date().toISOString(), budgets: BUDGETS, viewport: VIEWPORT, scripts: scriptsByVisit });
  console.log(`Results: ${file}`);
  if (!report.allMeasured) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
