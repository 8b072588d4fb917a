import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { charactersBySource, UNMAPPED } from './source-map';

/**
 * What the browser benchmarks (bundle.ts, web/run.ts) share: Debian's Chromium, the demo
 * sign-in, and the JavaScript a page downloads, told apart by app (the shell at `/`, each
 * remote under `/remotes/<folder>/`) and, through each app's mf-manifest.json, by shared library.
 */
export const ROOT = resolve(__dirname, '../../..');
export const CHROMIUM = '/usr/bin/chromium';

/**
 * The JavaScript budgets of issue 12 (brotli, as the build precompresses it): the login page,
 * and what the first dashboard page adds after the login; opened directly, a dashboard page
 * may take both together.
 */
export const PAGE_BUDGETS = { loginKb: 250, loginFiles: 25, dashboardAddedKb: 350, dashboardAddedFiles: 40 } as const;
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Demo-Passw0rd!';

/** Signs in as the demo client's admin through the login page, as a user does; answers when (performance.now()) it clicked. */
export async function signInAsDemoAdmin(page: Page, base: string): Promise<number> {
  if (!page.url().includes('/auth/login/demo')) await page.goto(`${base}/auth/login/demo`);
  await page.getByRole('textbox', { name: 'Benutzername' }).fill('admin');
  await page.getByLabel(/^Passwort\s*\*?$/).fill(DEMO_PASSWORD);
  const clickedAt = performance.now();
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/\/dashboard\/\w/);
  return clickedAt;
}

/** Resolves once an admin's first page, the needs-attention page, has loaded: its locations section shows. */
export const adminLandingLoaded = (page: Page): Promise<void> => page.getByRole('region', { name: 'Standorte', exact: true }).waitFor();

/** Who a script belongs to: the shell or a remote, and for a shared-library chunk, which libraries. */
export interface ScriptOwner {
  /** `shell`, or the remote's folder (`mfe-company`). */
  app: string;
  /** The file's path inside the app's dist folder. */
  file: string;
  /** Module-federation share names of the chunk (packages, `@mui/material/*` folded); empty for the app's own code. */
  libraries: string[];
  /**
   * For a chunk outside the share list: the packages most of it comes from (its source map),
   * e.g. a library only the app uses, or one a shared library depends on; empty when it is
   * mostly the app's own source; null when it has no source map.
   */
  bundledPackages: string[] | null;
}

interface Manifest {
  shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
}

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

/** The package a share name belongs to: `@mui/material/Button` → `@mui/material`, `react-dom/client` → `react-dom`. */
const packageOf = (shareName: string): string =>
  shareName
    .split('/')
    .slice(0, shareName.startsWith('@') ? 2 : 1)
    .join('/');

const librariesByApp = new Map<string, Map<string, string[]>>();

/** File → shared libraries it provides, from an app's mf-manifest.json (read once). */
function sharedFilesOf(app: string): Map<string, string[]> {
  const known = librariesByApp.get(app);
  if (known) return known;
  const byFile = new Map<string, string[]>();
  for (const entry of readJson<Manifest>(join(ROOT, app, 'dist', 'mf-manifest.json'))?.shared ?? []) {
    for (const file of [...entry.assets.js.sync, ...entry.assets.js.async])
      byFile.set(file, [...new Set([...(byFile.get(file) ?? []), packageOf(entry.name)])].sort());
  }
  librariesByApp.set(app, byFile);
  return byFile;
}

/** Characters of a minified file by original module, from its source map (read once). */
const charactersByFile = new Map<string, Map<string, number> | null>();
function modulesOf(app: string, file: string): Map<string, number> | null {
  const path = join(ROOT, app, 'dist', file);
  if (!charactersByFile.has(path)) charactersByFile.set(path, charactersBySource(path));
  return charactersByFile.get(path) ?? null;
}

/** The package a module of node_modules belongs to, from its path; null for the app's own source and webpack's glue. */
function modulePackage(source: string): string | null {
  const inPackage = source.split('node_modules/').at(-1)!;
  if (inPackage === source || inPackage.startsWith('.')) return null;
  return packageOf(inPackage);
}

/** The packages that make up most of a file; empty when most is the app's own source, null without a source map. */
function bundledPackagesOf(app: string, file: string): string[] | null {
  const modules = modulesOf(app, file);
  if (!modules) return null;
  const byPackage = new Map<string, number>();
  let total = 0;
  for (const [source, characters] of modules) {
    total += characters;
    const owner = modulePackage(source);
    if (owner) byPackage.set(owner, (byPackage.get(owner) ?? 0) + characters);
  }
  const ranked = [...byPackage].sort((a, b) => b[1] - a[1]);
  if (ranked.reduce((sum, [, characters]) => sum + characters, 0) < total / 2) return [];
  // The few packages that hold four fifths of it.
  const top: string[] = [];
  let covered = 0;
  for (const [owner, characters] of ranked) {
    if (covered >= total * 0.8 || top.length === 3) break;
    top.push(owner);
    covered += characters;
  }
  return top;
}

/** Which app serves a URL path, which shared libraries the file holds, or which packages it bundles. */
export function ownerOf(path: string): ScriptOwner {
  const match = /^\/remotes\/([^/]+)\/(.+)$/.exec(path);
  const [app, file] = match ? [match[1]!, match[2]!] : ['shell', path.replace(/^\//, '')];
  const libraries = sharedFilesOf(app).get(file) ?? [];
  return { app, file, libraries, bundledPackages: libraries.length > 0 ? [] : bundledPackagesOf(app, file) };
}

/**
 * How the browser got a script: over the network, from its cache after asking the server
 * (a 304 for a file that must be revalidated), or from its cache without a request.
 */
export type Delivery = 'fetched' | 'revalidated' | 'cached';

/** One script a page loaded. */
export interface ScriptTransfer extends ScriptOwner {
  path: string;
  status: number;
  delivery: Delivery;
  /** Bytes of the body as sent (after any content encoding); 0 when the browser's cache answered. */
  wireBytes: number;
  /** Bytes of the response headers as sent. */
  headerBytes: number;
  /** The body's size decoded, and brotli-compressed as the build precompresses it (quality 11): the unit of the budgets. */
  rawBytes: number;
  brotliBytes: number;
  contentEncoding: string | null;
}

/**
 * Chromium reports a body size of the bytes received less the headers: a cache hit without a
 * request received nothing (negative), a revalidation only headers (zero).
 */
const deliveryOf = (bodyOnWire: number): Delivery => (bodyOnWire > 0 ? 'fetched' : bodyOnWire === 0 ? 'revalidated' : 'cached');

async function transferOf(response: Response): Promise<ScriptTransfer> {
  const [body, sizes] = await Promise.all([response.body(), response.request().sizes()]);
  const path = new URL(response.url()).pathname;
  return {
    ...ownerOf(path),
    path,
    status: response.status(),
    delivery: deliveryOf(sizes.responseBodySize),
    wireBytes: Math.max(0, sizes.responseBodySize),
    headerBytes: sizes.responseHeadersSize,
    rawBytes: body.length,
    brotliBytes: brotliSize(body),
    contentEncoding: (await response.headerValue('content-encoding')) ?? null,
  };
}

/** A body's size compressed as the build's PrecompressPlugin does it (shared-ui/build/federation.cjs). */
export const brotliSize = (body: Buffer): number =>
  brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }).length;

/** The scripts the page loads while `visit` runs, until the network has been idle for 500 ms. */
export async function collectScripts(page: Page, visit: () => Promise<void>): Promise<ScriptTransfer[]> {
  const pending: Array<Promise<ScriptTransfer | null>> = [];
  const listener = (response: Response) => {
    if (response.request().resourceType() === 'script') pending.push(transferOf(response).catch(() => null));
  };
  page.on('response', listener);
  try {
    await visit();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', listener);
  }
  return (await Promise.all(pending)).filter((transfer) => transfer !== null);
}

/** A module's (or package's) share of the scripts: minified characters, and brotli bytes apportioned by them. */
export interface Contribution {
  name: string;
  minified: number;
  brotli: number;
}

/** One module of one downloaded file. */
interface ModulePart {
  source: string;
  app: string;
  minified: number;
  brotli: number;
}

/** Each module's part of the scripts, from their source maps; its brotli bytes are its share of its file's. */
function moduleParts(scripts: readonly ScriptTransfer[]): ModulePart[] {
  const parts: ModulePart[] = [];
  for (const script of scripts) {
    const modules = modulesOf(script.app, script.file);
    if (!modules) continue;
    const total = [...modules.values()].reduce((sum, characters) => sum + characters, 0);
    for (const [source, characters] of modules)
      parts.push({ source, app: script.app, minified: characters, brotli: total > 0 ? (script.brotliBytes * characters) / total : 0 });
  }
  return parts;
}

function largest(parts: readonly ModulePart[], keyOf: (part: ModulePart) => string, count: number): Contribution[] {
  const merged = new Map<string, Contribution>();
  for (const part of parts) {
    const name = keyOf(part);
    const known = merged.get(name) ?? { name, minified: 0, brotli: 0 };
    merged.set(name, { name, minified: known.minified + part.minified, brotli: known.brotli + part.brotli });
  }
  return [...merged.values()].sort((a, b) => b.brotli - a.brotli).slice(0, count);
}

const readableSource = (source: string) => source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^.*node_modules\//, '');

/** The largest modules of the scripts (a module in two apps' files counts twice: it is downloaded twice). */
export const largestModules = (scripts: readonly ScriptTransfer[], count: number): Contribution[] =>
  largest(moduleParts(scripts), (part) => `${readableSource(part.source)} (${part.app})`, count);

/** Who a module belongs to: its package, a workspace package's source, the app's own source, webpack's runtime. */
function packageOfPart(part: ModulePart): string {
  const workspacePackage = /\/\.\.\/(shared-[a-z]+)\//.exec(part.source);
  if (workspacePackage) return `@compliance/${workspacePackage[1]!} (source)`;
  if (part.source === UNMAPPED) return UNMAPPED;
  if (part.source.includes('/webpack/runtime/') || part.source.includes('/webpack/bootstrap')) return 'webpack runtime';
  return modulePackage(part.source) ?? `${part.app} (source)`;
}

/** The largest packages of the scripts; workspace packages, each app's own source and webpack's runtime count as their own entries. */
export const largestPackages = (scripts: readonly ScriptTransfer[], count: number): Contribution[] =>
  largest(moduleParts(scripts), packageOfPart, count);
