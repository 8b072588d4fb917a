import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { test } from '../support/settle';
import { signIn, signInAndLand } from '../support/ui';
import { postLicenseeLogin } from '../support/api';

/*
 * The byte budgets of what a page downloads (docs/performance.md). Byte counts do not
 * depend on the machine's load, so they may fail the suite; timings stay in `pnpm bench`. The
 * test builds nothing: it takes the script files a page really loads in Chromium and counts
 * each as the server sends it, the brotli copy the build wrote beside it.
 */

const ROOT = join(__dirname, '..', '..');
const KB = 1024;
/** The login page's JavaScript, brotli, and its script files. */
const LOGIN_BUDGET = { bytes: 250 * KB, files: 25 };
/** What a remote serves for one of its pages, brotli: its own code. */
const REMOTE_OWN_CODE_BUDGET = 80 * KB;
/** A remote's remoteEntry.js, which uses the shell's federation runtime instead of its own. */
const REMOTE_ENTRY_BUDGET = 10 * KB;

/** The built file behind a URL path: the shell's at `/`, a remote's under `/remotes/<folder>/`. */
function builtFileOf(urlPath: string): { app: string; file: string } {
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(urlPath);
  if (remote) return { app: remote[1]!, file: join(ROOT, remote[1]!, 'dist', remote[2]!) };
  return { app: 'shell', file: join(ROOT, 'shell', 'dist', urlPath.replace(/^\//, '')) };
}

/** Bytes a file goes out with: its brotli copy; a file too small to have one goes as it is. */
const servedBytes = (file: string): number => statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;

interface ScriptFile {
  path: string;
  app: string;
  file: string;
  bytes: number;
}

/**
 * The script files the page requests while `visit` runs, until the network is idle; a course's
 * own scripts, in the player's content frame, are the package's, not the build's.
 */
async function scriptsOf(page: Page, visit: () => Promise<void>): Promise<ScriptFile[]> {
  const paths = new Set<string>();
  const listener = (request: Request) => {
    if (request.resourceType() === 'script' && request.frame() === page.mainFrame()) paths.add(new URL(request.url()).pathname);
  };
  page.on('request', listener);
  try {
    await visit();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('request', listener);
  }
  return [...paths].map((path) => {
    const built = builtFileOf(path);
    return { path, ...built, bytes: servedBytes(built.file) };
  });
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const total = (scripts: readonly ScriptFile[]) => scripts.reduce((sum, { bytes }) => sum + bytes, 0);
const listing = (scripts: readonly ScriptFile[]) => scripts.map(({ path, bytes }) => `${kb(bytes).padStart(9)}  ${path}`).join('\n');

/** A remote's part of a page: its own code, and its remoteEntry.js among it. */
function expectRemoteWithinBudget(scripts: readonly ScriptFile[], remote: string) {
  const own = scripts.filter((script) => script.app === remote);
  const entry = own.find((script) => script.path.endsWith('/remoteEntry.js'));
  expect(entry, `${remote}/remoteEntry.js loaded`).toBeDefined();
  expect(entry!.bytes, `${remote}/remoteEntry.js`).toBeLessThanOrEqual(REMOTE_ENTRY_BUDGET);
  expect(total(own), `${remote}'s own code, ${kb(total(own))}:\n${listing(own)}`).toBeLessThanOrEqual(REMOTE_OWN_CODE_BUDGET);
  // The figure beside the budget, for the run's log.
  console.log(`${remote}: own code ${kb(total(own))} brotli, remoteEntry.js ${kb(entry!.bytes)}`);
}

test(`the login page loads at most ${LOGIN_BUDGET.bytes / KB} KB of JavaScript (brotli) in at most ${LOGIN_BUDGET.files} files`, async ({
  page,
}) => {
  const scripts = await scriptsOf(page, async () => {
    await page.goto('/auth/login/demo');
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  });
  const files = `the login page's script files, ${kb(total(scripts))}:\n${listing(scripts)}`;
  expect(scripts.length, files).toBeGreaterThan(0);
  expect(scripts.length, files).toBeLessThanOrEqual(LOGIN_BUDGET.files);
  expect(total(scripts), files).toBeLessThanOrEqual(LOGIN_BUDGET.bytes);
  expectRemoteWithinBudget(scripts, 'mfe-auth');
});

test("the shell's main.js carries the federation runtime core once (one module format)", () => {
  // The core reaches the shell twice, from its runtime and from the plugin that provides it to
  // the remotes; built once as CommonJS and once as an ES module it doubled main.js's share of it.
  const { sources } = JSON.parse(readFileSync(join(ROOT, 'shell', 'dist', 'main.js.map'), 'utf8')) as { sources: string[] };
  const coreFiles = sources.filter((source) => source.includes('/@module-federation/runtime-core/dist/'));
  expect(coreFiles.length).toBeGreaterThan(0);
  const formats = new Set(coreFiles.map((source) => (source.endsWith('.cjs') ? 'CommonJS' : 'ES module')));
  expect([...formats]).toEqual(['ES module']);
});

/** scorm-again's runtime for SCORM 1.2 or 2004: a chunk of the content launcher, on the content origin only. */
const isScormRuntime = (script: { path: string }) => /\/scorm(12|2004)[.-][0-9A-Za-z]+\.js$/.test(script.path);
/** The course frame's launcher with the runtime of its SCORM version, brotli (SCORM 2004's runtime is the larger). */
const LAUNCHER_BUDGET = 80 * KB;

const grid = (page: Page): Locator => page.getByRole('grid');

/** A page of each area whose remote's own code is counted, signed in as the demo admin, and what shows it is there. */
const REMOTE_PAGES: ReadonlyArray<{ remote: string; page: string; path: string; ready: (page: Page) => Locator }> = [
  { remote: 'mfe-company', page: 'the member list', path: '/dashboard/company/members/list', ready: grid },
  { remote: 'mfe-elearning', page: 'the E-Learning catalog', path: '/dashboard/apps/elearnings/catalog/list', ready: grid },
  { remote: 'mfe-risk', page: 'the risk evaluation', path: '/dashboard/apps/risk-assessments/evaluation/list', ready: grid },
  {
    remote: 'mfe-start',
    page: 'the infopoint',
    path: '/dashboard/start/infopoint',
    ready: (page) => page.getByRole('region', { name: 'Standorte' }).getByRole('article').first(),
  },
];

for (const { remote, page: name, path, ready } of REMOTE_PAGES) {
  test(`${name}'s remote serves at most ${REMOTE_OWN_CODE_BUDGET / KB} KB of its own code (brotli)`, async ({ page, browser, baseURL }) => {
    await signIn(page, 'demo', 'admin');
    await expect(page).toHaveURL(/\/dashboard\//);
    // Signed in, with an empty cache: every file the page needs is counted.
    const context = await browser.newContext({ baseURL, storageState: await page.context().storageState() });
    try {
      const list = await context.newPage();
      const scripts = await scriptsOf(list, async () => {
        await list.goto(path);
        await expect(ready(list)).toBeVisible();
      });
      expectRemoteWithinBudget(scripts, remote);
      expect(scripts.filter(isScormRuntime), 'no SCORM runtime outside the player').toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test(`the E-Learning player loads at most ${REMOTE_OWN_CODE_BUDGET / KB} KB of the remote's own code, its course frame one SCORM runtime from the content origin (brotli)`, async ({
  page,
  browser,
  baseURL,
}) => {
  // The member opens a task once, which starts an attempt; its page is then loaded afresh.
  await signInAndLand(page, 'demo', 'member');
  await page
    .getByRole('region', { name: 'Meine E-Learning-Aufgaben' })
    .getByRole('button', { name: /^(Starten|Fortsetzen)$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard\/apps\/elearnings\/execution\/[0-9a-f-]{36}$/);
  const context = await browser.newContext({ baseURL, storageState: await page.context().storageState() });
  try {
    const player = await context.newPage();
    // The launcher's scripts come from the content origin, which no build folder holds: counted as sent.
    const launcherScripts: Array<{ path: string; bytes: Promise<number> }> = [];
    player.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' && url.origin !== new URL(baseURL!).origin && url.pathname.startsWith('/runtime/'))
        launcherScripts.push({ path: url.pathname, bytes: request.sizes().then((sizes) => sizes.responseBodySize) });
    });
    const scripts = await scriptsOf(player, async () => {
      await player.goto(new URL(page.url()).pathname);
      await expect(player.frameLocator('iframe[title^="Kursinhalt: "]').frameLocator('iframe').locator('body')).toBeVisible();
    });
    expect(scripts.filter(isScormRuntime), 'no SCORM runtime in the app').toEqual([]);
    const own = scripts.filter((script) => script.app === 'mfe-elearning');
    expect(total(own), `mfe-elearning's own code on the player, ${kb(total(own))}:\n${listing(own)}`).toBeLessThanOrEqual(
      REMOTE_OWN_CODE_BUDGET,
    );
    const launcher = await Promise.all(launcherScripts.map(async ({ path, bytes }) => ({ path, bytes: await bytes })));
    const launcherListing = launcher.map(({ path, bytes }) => `${kb(bytes).padStart(9)}  ${path}`).join('\n');
    expect(launcher.filter(isScormRuntime), launcherListing).toHaveLength(1);
    const launcherBytes = launcher.reduce((sum, { bytes }) => sum + bytes, 0);
    expect(launcherBytes, `the course frame's launcher, ${kb(launcherBytes)}:\n${launcherListing}`).toBeLessThanOrEqual(LAUNCHER_BUDGET);
    console.log(`content launcher with its SCORM runtime: ${kb(launcherBytes)} brotli`);
  } finally {
    await context.close();
  }
});

test(`the back office's remote serves at most ${REMOTE_OWN_CODE_BUDGET / KB} KB of its own code (brotli)`, async ({
  page,
  browser,
  baseURL,
}) => {
  expect((await postLicenseeLogin(page.request, 'licenseeadmin')).status()).toBe(200);
  const context = await browser.newContext({ baseURL, storageState: await page.context().storageState() });
  try {
    const list = await context.newPage();
    const scripts = await scriptsOf(list, async () => {
      await list.goto('/licensee/clients');
      await expect(grid(list)).toBeVisible();
    });
    expectRemoteWithinBudget(scripts, 'mfe-licensee');
  } finally {
    await context.close();
  }
});
