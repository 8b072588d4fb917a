import { existsSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startServer, waitUntilReady } from '@compliance/api/process';
import {
  adminLandingLoaded,
  CHROMIUM,
  CHROMIUM_ARGS,
  PAGE_BUDGETS,
  collectScripts,
  largestModules,
  ROOT,
  signInAsDemoAdmin,
  type ScriptTransfer,
} from './web/scripts';
import { Report } from './company/report';
import { runPart } from './parts';

/**
 * Front-end benchmark: the JavaScript (brotli bytes) a browser downloads for the login page and
 * for the first dashboard page, split by shell, remote and shared library, with the largest
 * modules named. Needs a build (`pnpm build`); without one nothing is measured and the run
 * fails. Each page's bytes and files are held to PAGE_BUDGETS.
 * `--files` lists every script too (app, file, brotli size, shared libraries it provides).
 */

const listFiles = process.argv.includes('--files');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const report = new Report();

/** Holds a page's scripts to its budgets and prints where their bytes come from. */
function reportPage(title: string, scripts: ScriptTransfer[], budgetKb: number, budgetFiles: number): void {
  const groups = new Map<string, number>();
  for (const script of scripts) {
    const { libraries, app } = script;
    const group =
      libraries.length > 0
        ? `shared library: ${libraries.slice(0, 3).join(', ')}${libraries.length > 3 ? ', …' : ''}`
        : app === 'shell'
          ? 'shell'
          : `remote ${app}`;
    groups.set(group, (groups.get(group) ?? 0) + script.brotliBytes);
  }
  const total = scripts.reduce((sum, script) => sum + script.brotliBytes, 0);
  report.atMost(title, 'JavaScript, brotli', total / 1024, 'KB', budgetKb);
  report.atMost(title, 'scripts', scripts.length, 'files', budgetFiles, 0);
  for (const [group, bytes] of [...groups].sort((a, b) => b[1] - a[1])) console.log(`  ${group.padEnd(70)} ${kb(bytes)}`);
  console.log('  largest modules (brotli apportioned by minified size, from the source maps):');
  for (const module of largestModules(scripts, 8)) console.log(`    ${kb(module.brotli).padStart(9)}  ${module.name}`);
  if (!listFiles) return;
  console.log('  files, largest first:');
  for (const script of [...scripts].sort((a, b) => b.brotliBytes - a.brotliBytes)) {
    const provides =
      script.libraries.length > 0
        ? `  provides ${script.libraries.join(', ')}`
        : script.bundledPackages?.length
          ? `  bundles ${script.bundledPackages.join(', ')}`
          : '';
    console.log(`    ${kb(script.brotliBytes).padStart(9)}  ${script.app}/${script.file}${provides}`);
  }
}

async function measurePages(): Promise<void> {
  if (!existsSync(join(ROOT, 'shell', 'dist', 'index.html'))) throw new Error('no build: run "pnpm build" first');
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    await waitUntilReady(server);
    const base = `http://localhost:${server.port}`;
    const page = await browser.newPage({ locale: 'de-DE' });
    const login = await collectScripts(page, async () => {
      await page.goto(`${base}/auth/login/demo`);
      await page.getByRole('textbox', { name: 'Benutzername' }).waitFor();
    });
    reportPage('Login page (/auth/login/demo)', login, PAGE_BUDGETS.loginKb, PAGE_BUDGETS.loginFiles);
    // The network went idle on the login page already: a client-side navigation is waited for
    // by what it shows (the admin's landing page), or its scripts would not be counted.
    const dashboard = await collectScripts(page, async () => {
      await signInAsDemoAdmin(page, base);
      await adminLandingLoaded(page);
    });
    reportPage(
      'First dashboard page after login (scripts added to the login page)',
      dashboard,
      PAGE_BUDGETS.dashboardAddedKb,
      PAGE_BUDGETS.dashboardAddedFiles,
    );
    const fresh = await browser.newPage({ locale: 'de-DE' });
    await fresh.context().addCookies(await page.context().cookies());
    const direct = await collectScripts(fresh, async () => {
      await fresh.goto(`${base}/dashboard`);
      await fresh.waitForURL(/\/dashboard\/\w/);
      await adminLandingLoaded(fresh);
    });
    reportPage(
      'First dashboard page opened directly (signed in, empty cache)',
      direct,
      PAGE_BUDGETS.loginKb + PAGE_BUDGETS.dashboardAddedKb,
      PAGE_BUDGETS.loginFiles + PAGE_BUDGETS.dashboardAddedFiles,
    );
  } finally {
    await browser.close();
    server.process.kill('SIGTERM');
    await server.exited;
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const loadAtStart = loadavg()[0]!;
  await runPart(report, 'Pages', measurePages);
  report.machineLoad(loadAtStart);
  report.print('Bundle benchmark');
  console.log(`Results: ${report.save('bundle', { budgets: PAGE_BUDGETS })}`);
  if (!report.allMeasured) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
