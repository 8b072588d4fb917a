import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { startServer, waitUntilReady } from '@compliance/api/process';

/**
 * Front-end benchmark: the JavaScript (gzip bytes) a browser downloads for the login page and
 * for the first dashboard page, split by shell, remote and shared library, with the largest
 * modules named. Needs a build (`pnpm build`). Anchors are the budgets we hold it to.
 */
// Issue 5's budgets: all JavaScript of the login page, of the first dashboard page.
const ANCHORS_KB = { login: 250, dashboard: 350 };
const ROOT = resolve(__dirname, '../..');
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

interface Download {
  path: string;
  gzip: number;
  raw: number;
}

interface Manifest {
  shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
}

/** Which app folder serves a URL path: the shell at /, each remote under /remotes/<folder>/. */
function appOf(path: string): { app: string; file: string } {
  const match = /^\/remotes\/([^/]+)\/(.+)$/.exec(path);
  return match ? { app: match[1]!, file: match[2]! } : { app: 'shell', file: path.replace(/^\//, '') };
}

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

/** File → shared libraries it provides, from an app's mf-manifest.json. */
function sharedFiles(app: string): Map<string, string[]> {
  const manifest = readJson<Manifest>(join(ROOT, app, 'dist', 'mf-manifest.json'));
  const byFile = new Map<string, string[]>();
  for (const entry of manifest?.shared ?? []) {
    const library = entry.name.startsWith('@mui/material/') ? '@mui/material' : entry.name.replace(/\/.*$/, (rest) => (entry.name.startsWith('@') ? rest.split('/').slice(0, 2).join('/') : ''));
    for (const file of [...entry.assets.js.sync, ...entry.assets.js.async]) byFile.set(file, [...new Set([...(byFile.get(file) ?? []), library])]);
  }
  return byFile;
}

async function collectScripts(page: Page, visit: () => Promise<void>): Promise<Download[]> {
  const downloads: Download[] = [];
  const pending: Promise<void>[] = [];
  const listener = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => {
        downloads.push({ path: new URL(response.url()).pathname, gzip: gzipSync(body).length, raw: body.length });
      }, () => undefined),
    );
  };
  page.on('response', listener);
  await visit();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('response', listener);
  return downloads;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function report(title: string, downloads: Download[], anchorKb: number): void {
  const shared = new Map<string, Map<string, string[]>>();
  const groups = new Map<string, number>();
  for (const download of downloads) {
    const { app, file } = appOf(download.path);
    if (!shared.has(app)) shared.set(app, sharedFiles(app));
    const libraries = shared.get(app)!.get(file);
    const group = libraries ? `shared library: ${libraries.slice(0, 3).join(', ')}${libraries.length > 3 ? ', …' : ''}` : app === 'shell' ? 'shell' : `remote ${app}`;
    groups.set(group, (groups.get(group) ?? 0) + download.gzip);
  }
  const total = downloads.reduce((sum, d) => sum + d.gzip, 0);
  console.log(`\n${title}: ${kb(total)} gzip in ${downloads.length} scripts (anchor ≤ ${anchorKb} KB${total / 1024 > anchorKb ? ', over the anchor' : ''})`);
  for (const [group, bytes] of [...groups].sort((a, b) => b[1] - a[1])) console.log(`  ${group.padEnd(70)} ${kb(bytes)}`);

  const modules: Array<{ name: string; size: number; app: string }> = [];
  for (const download of downloads) {
    const { app, file } = appOf(download.path);
    const stats = readJson<{ files: Record<string, Array<{ name: string; size: number }>> }>(join(ROOT, app, 'build-stats.json'));
    for (const module of stats?.files[file] ?? []) if (module.name) modules.push({ ...module, app });
  }
  const unique = new Map(modules.map((module) => [`${module.app}:${module.name}`, module]));
  console.log('  largest modules (minified source size before gzip):');
  for (const module of [...unique.values()].sort((a, b) => b.size - a.size).slice(0, 8)) {
    console.log(`    ${kb(module.size).padStart(9)}  ${(module.name ?? '(runtime)').replace(/^.*node_modules\//, '')} (${module.app})`);
  }
}

async function main(): Promise<void> {
  if (!existsSync(join(ROOT, 'shell', 'dist', 'index.html'))) throw new Error('No build: run "pnpm build" first.');
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    await waitUntilReady(server);
    const base = `http://localhost:${server.port}`;
    const page = await browser.newPage({ locale: 'de-DE' });
    const login = await collectScripts(page, async () => {
      await page.goto(`${base}/auth/login/demo`);
      await page.getByRole('textbox', { name: 'Benutzername' }).waitFor();
    });
    report('Login page (/auth/login/demo)', login, ANCHORS_KB.login);
    const dashboard = await collectScripts(page, async () => {
      await page.getByRole('textbox', { name: 'Benutzername' }).fill('admin');
      await page.getByLabel(/^Passwort\s*\*?$/).fill('Demo-Passw0rd!');
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await page.waitForURL(/\/dashboard\//);
    });
    report('First dashboard page after login (scripts added to the login page)', dashboard, ANCHORS_KB.dashboard - ANCHORS_KB.login);
    const fresh = await browser.newPage({ locale: 'de-DE' });
    await fresh.context().addCookies(await page.context().cookies());
    const direct = await collectScripts(fresh, async () => {
      await fresh.goto(`${base}/dashboard`);
      await fresh.waitForURL(/\/dashboard\/\w/);
    });
    report('First dashboard page opened directly (signed in, empty cache)', direct, ANCHORS_KB.dashboard);
  } finally {
    await browser.close();
    server.process.kill('SIGTERM');
    await server.exited;
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
