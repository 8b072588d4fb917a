import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { freePort, startServer, waitUntilReady } from '@compliance/api/process';
import { Report } from '../company/report';

/**
 * Web performance (issue 5): for the login page, the first dashboard page after login and the
 * member list (as admin), the Core Web Vitals from web-vitals in the page (TBT from long tasks
 * after FCP), on a first visit and again with everything cached; the time from a sidebar click
 * to the member rows; and Lighthouse 12 (desktop preset) with its performance and
 * accessibility scores. Needs a build (`pnpm build`). The JavaScript bytes by shell, remote
 * and shared library are `bench/src/bundle.ts`.
 *
 *   pnpm --filter @compliance/bench bench:web
 */
const BUDGETS = { lcpMs: 1000, tbtMs: 100, cls: 0.05, sidebarToRowsMs: 500, lighthouseScore: 95 };
const ROOT = resolve(__dirname, '../../..');
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
// The package exports no path to its IIFE build; it sits beside the CommonJS one.
const WEB_VITALS = readFileSync(join(dirname(createRequire(__filename).resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');
const report = new Report();

interface Vitals {
  fcp: number | null;
  lcp: number | null;
  cls: number | null;
  tbt: number;
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
  // LCP is final once the page is hidden or used; settle, then read.
  await page.waitForTimeout(1500);
  return page.evaluate(() => {
    const v = (globalThis as unknown as { __vitals: { fcp: number | null; lcp: number | null; cls: number | null; longTasks: Array<[number, number]> } }).__vitals;
    const tbt = v.longTasks.filter(([start]) => v.fcp === null || start >= v.fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return { fcp: v.fcp, lcp: v.lcp, cls: v.cls, tbt };
  });
}

function recordVitals(section: string, vitals: Vitals): void {
  report.info(section, 'FCP (web-vitals)', vitals.fcp === null ? 'n/a' : `${vitals.fcp.toFixed(0)} ms`, { fcp: vitals.fcp });
  if (vitals.lcp === null) report.info(section, 'LCP (web-vitals)', 'n/a');
  else report.atMost(section, 'LCP (web-vitals)', vitals.lcp, 'ms', BUDGETS.lcpMs, 0);
  report.atMost(section, 'TBT (long tasks after FCP)', vitals.tbt, 'ms', BUDGETS.tbtMs, 0);
  report.atMost(section, 'CLS (web-vitals)', vitals.cls ?? 0, '', BUDGETS.cls, 3);
}

async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/auth/login/demo`);
  await page.getByRole('textbox', { name: 'Benutzername' }).fill('admin');
  await page.getByLabel(/^Passwort\s*\*?$/).fill('Demo-Passw0rd!');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/\/dashboard\//);
}

const PAGES = [
  { name: 'Login page', path: '/auth/login/demo', ready: (page: Page) => page.getByRole('textbox', { name: 'Benutzername' }).waitFor() },
  { name: 'First dashboard page after login', path: '/dashboard', ready: (page: Page) => page.getByRole('navigation').first().waitFor() },
  { name: 'Member list', path: '/dashboard/company/members/list', ready: (page: Page) => page.getByRole('row').nth(1).waitFor() },
] as const;

async function sidebarToRows(context: BrowserContext, base: string): Promise<number> {
  const page = await context.newPage();
  await page.goto(`${base}/dashboard/profile/details`);
  await page.getByRole('button', { name: 'Navigation ein- oder ausblenden' }).click();
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await nav.getByRole('button', { name: 'Mitarbeiter' }).click();
  const link = nav.getByRole('link', { name: 'Liste', exact: true });
  await link.waitFor();
  const started = Date.now();
  await link.click();
  await page.getByRole('grid', { name: 'Mitarbeiterliste' }).getByRole('row').nth(1).waitFor();
  const elapsed = Date.now() - started;
  await page.close();
  return elapsed;
}

interface LighthouseResult {
  lhr: { categories: Record<string, { score: number | null }>; audits: Record<string, { numericValue?: number }> };
}

async function lighthouseOf(url: string, port: number): Promise<LighthouseResult['lhr']> {
  const { default: lighthouse } = (await import('lighthouse')) as unknown as { default: (url: string, flags: object, config: object) => Promise<LighthouseResult | undefined> };
  const { default: desktop } = (await import('lighthouse/core/config/desktop-config.js')) as unknown as { default: object };
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', disableStorageReset: true, onlyCategories: ['performance', 'accessibility'] }, desktop);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return result.lhr;
}

async function recordLighthouse(url: string, port: number, name: string): Promise<void> {
  const section = `Lighthouse 12 (desktop), ${name}`;
  const lhr = await lighthouseOf(url, port);
  for (const [audit, label] of [['first-contentful-paint', 'FCP'], ['largest-contentful-paint', 'LCP'], ['total-blocking-time', 'TBT']] as const) {
    const value = lhr.audits[audit]?.numericValue ?? Number.NaN;
    if (label === 'FCP') report.info(section, label, `${value.toFixed(0)} ms`, { value });
    else report.atMost(section, label, value, 'ms', label === 'LCP' ? BUDGETS.lcpMs : BUDGETS.tbtMs, 0);
  }
  report.atMost(section, 'CLS', lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN, '', BUDGETS.cls, 3);
  for (const category of ['performance', 'accessibility']) {
    const score = (lhr.categories[category]?.score ?? 0) * 100;
    report.add({ section, name: `${category} score`, figure: score.toFixed(0), budget: `≥ ${BUDGETS.lighthouseScore}`, within: score >= BUDGETS.lighthouseScore, values: { score } });
  }
}

async function main(): Promise<void> {
  const server = await startServer();
  const profile = mkdtempSync(join(tmpdir(), 'cd-bench-web-'));
  const debugPort = await freePort();
  try {
    await waitUntilReady(server);
    const base = `http://localhost:${server.port}`;
    // A persistent context is the browser's default one: Lighthouse's tabs share its cookies.
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`],
      locale: 'de-DE',
      viewport: { width: 1350, height: 940 },
    });
    try {
      await context.addInitScript(COLLECT_VITALS);
      // Signed out: the login page on a first visit (a fresh profile, empty cache), then again.
      const [loginPage, ...signedIn] = PAGES;
      for (const visit of ['first visit', 'second visit (cached)']) {
        const page = await context.newPage();
        await page.goto(`${base}${loginPage.path}`);
        await loginPage.ready(page);
        recordVitals(`${loginPage.name}, ${visit}`, await vitalsOf(page));
        await page.close();
      }
      await recordLighthouse(`${base}${loginPage.path}`, debugPort, loginPage.name);
      // Signed in through the login page: the first dashboard page, its scripts not yet cached.
      const first = await context.newPage();
      await signIn(first, base);
      recordVitals('First dashboard page after login, first visit', await vitalsOf(first));
      await first.close();
      for (const target of signedIn) {
        const page = await context.newPage();
        await page.goto(`${base}${target.path}`);
        await target.ready(page);
        recordVitals(`${target.name}, second visit (cached)`, await vitalsOf(page));
        await page.close();
      }
      report.atMost('Sidebar', 'click on Mitarbeiter › Liste to member rows visible', await sidebarToRows(context, base), 'ms', BUDGETS.sidebarToRowsMs, 0);
      for (const target of signedIn) await recordLighthouse(`${base}${target.path}`, debugPort, target.name);
    } finally {
      await context.close();
    }
  } finally {
    server.process.kill('SIGTERM');
    await server.exited;
    rmSync(server.dataDir, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
  report.print('Web performance (Chromium, localhost, 2 cores)');
  console.log(`Results: ${report.save('web', { root: ROOT })}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
