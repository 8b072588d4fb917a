import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  FIRST_VIEW_CONTENT_ELEMENT,
  PAGE_VIEWS_INDEX,
  SHELL_PAGE_DATA_ID,
  type LayoutViewRequest,
  type ShellPageData,
} from '@compliance/shared-contracts';
import { buildTestApp, type TestApp } from '../../test/build';
import { TestClient } from '../../test/client';
import { PAGE_VIEW_LIMIT_MS, closePageViews } from '../../workers/page-view-pool';
import { HEAVY_WORK_THREADS } from '../../workers/pool';
import { isPhoneRequest, warmPageViews } from './page-views';
import renderPageView from '../../workers/page-views';

// A signed-in page's first view (decision 0021), with page-views bundles as an area's and the
// shell's builds write them: plain CommonJS here, saying what they were told.

const frontendDir = mkdtempSync(join(tmpdir(), 'cd-page-views-'));
const SHELL_PAGE = '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>';
let t: TestApp;

/** Writes a build's page-views bundle under a content-hashed name and the index naming it. */
function writePageViews(buildFolder: string, routes: string[], source: string): void {
  mkdirSync(join(buildFolder, 'first-views'), { recursive: true });
  const file = 'first-views/page-views.0123456789ab.cjs';
  writeFileSync(join(buildFolder, file), source);
  writeFileSync(join(buildFolder, PAGE_VIEWS_INDEX), JSON.stringify({ file, routes }));
}

const NOTES_ROUTES = [
  '/dashboard/notes',
  '/dashboard/notes/start',
  '/dashboard/notes/slow',
  '/dashboard/notes/broken',
  '/dashboard/notes/away',
  '/dashboard/notes/note/:noteId',
];
const NOTES_PAGES = `
exports.routes = ${JSON.stringify(NOTES_ROUTES)};
exports.render = async (request) => {
  if (request.path === '/dashboard/notes/slow') return new Promise(() => undefined);
  if (request.path === '/dashboard/notes/broken') throw new Error('a faulty render');
  if (request.path === '/dashboard/notes/away') return null;
  const path = request.path === '/dashboard/notes/start' ? '/dashboard/notes' : request.path;
  const told = [request.member.memberDetails.username, request.language, request.colourScheme, 'phone:' + request.mobile,
    'answers:' + request.answers.length, 'env:' + Object.keys(process.env).length];
  const named = request.colourScheme === 'system' ? {} : { styleNames: ['css-shared', 'css-page'], globalStyles: [{ name: 'base', css: 'body{}' }] };
  return { markup: '<section>' + told.join(' ') + '</section>', css: '.page{}', path, ...named };
};`;
const SHELL_LAYOUT = `
exports.routes = ['/dashboard'];
exports.render = async (request) => ({
  markup: '<header>' + Object.keys(request.areas).join() + ' ' + request.path + '</header><main><${FIRST_VIEW_CONTENT_ELEMENT}></${FIRST_VIEW_CONTENT_ELEMENT}></main>',
  css: '.layout{}',
  ...(request.colourScheme === 'system' ? {} : { styleNames: ['css-layout', 'css-shared'], globalStyles: [{ name: 'base', css: 'body{}' }] }),
});`;

/** A remote's build with its manifest and its area, mounted at each prefix (a /dashboard one in the signed-in layout). */
function writeArea(folder: string, prefixes: string[], title: Record<string, string>): void {
  const build = join(frontendDir, folder, 'dist');
  mkdirSync(build, { recursive: true });
  writeFileSync(join(frontendDir, folder, 'package.json'), '{}');
  writeFileSync(
    join(build, 'mf-manifest.json'),
    JSON.stringify({ metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] }),
  );
  writeFileSync(
    join(build, 'area.json'),
    JSON.stringify({
      title,
      mounts: prefixes.map((prefix) => ({ prefix, layout: prefix.startsWith('/dashboard/') ? 'dashboard' : 'plain' })),
      sidebar: [],
    }),
  );
}

beforeAll(async () => {
  const shell = join(frontendDir, 'shell', 'dist');
  mkdirSync(shell, { recursive: true });
  writeFileSync(join(shell, 'index.html'), SHELL_PAGE);
  writePageViews(shell, ['/dashboard'], SHELL_LAYOUT);
  const notes = join(frontendDir, 'mfe-notes', 'dist');
  const title = { de_DE: 'Notizen', en_GB: 'Notes' };
  writePageViews(notes, NOTES_ROUTES, NOTES_PAGES);
  writeArea('mfe-notes', ['/dashboard/notes'], title);
  // An area whose build draws no first views of its own, with pages in the layout and one of their own.
  writeArea('mfe-files', ['/dashboard/files', '/files'], { de_DE: 'Dateien', en_GB: 'Files' });
  // A wait longer than the limit: a page waits for its view however busy the machine running the
  // tests is, and a render that never ends is cut off by the limit.
  t = await buildTestApp({ env: { FRONTEND_DIR: frontendDir, PAGE_VIEW_WAIT_MS: String(PAGE_VIEW_LIMIT_MS * 5) } });
  await warmPageViews(t.app);
});
afterAll(async () => {
  await t.close();
  await closePageViews();
  rmSync(frontendDir, { recursive: true, force: true });
});

/** The first view of `path` that is the shell's layout alone, naming the areas it was told of. */
const layoutAlone = (path: string, areas: string) =>
  `<style>.layout{}</style><div data-first-view=""><header>${areas} ${path}</header><main></main></div>`;

/** The first view in the page's root ('' without one) and the page's start-up data. */
function readPage(html: string): { firstView: string; data: ShellPageData } {
  const json = new RegExp(`<script type="application/json" id="${SHELL_PAGE_DATA_ID}">(.*?)</script>`).exec(html)?.[1] ?? '{}';
  return { firstView: /<div id="root">(.*?)<\/div><\/body>/.exec(html)?.[1] ?? '', data: JSON.parse(json) as ShellPageData };
}

describe("a signed-in member's first view", () => {
  let member: TestClient;
  beforeAll(async () => {
    member = new TestClient(t.app);
    await member.login('demo', 'member');
  });
  const open = async (url: string, headers: Record<string, string> = {}) => readPage((await member.get(url, headers)).body);

  it("is the area's page in the shell's layout, drawn in a thread told the member, the page's answers and the screen", async () => {
    const { firstView, data } = await open('/dashboard/notes', { 'sec-ch-ua-mobile': '?1' });
    expect(firstView).toBe(
      `<style>.layout{}.page{}</style><div data-first-view=""><header>mfe_files,mfe_notes /dashboard/notes</header>` +
        `<main><section>member de_DE system phone:true answers:${data.answers?.length} env:0</section></main></div>`,
    );
    expect(data.answers?.length).toBeGreaterThan(0);
    expect(data.firstViewPath).toBeUndefined();
    expect((await open('/dashboard/notes', { 'sec-ch-ua-mobile': '?0' })).firstView).toContain('phone:false');
  });

  it("is drawn in the device's colour scheme where its hint says it, its styles named for the live page's emotion", async () => {
    const reply = await member.get('/dashboard/notes', { 'sec-ch-prefers-color-scheme': '"dark"' });
    // Asked for on every page, so the browser sends it with the next.
    expect(reply.headers['accept-ch']).toBe('sec-ch-prefers-color-scheme');
    expect(reply.headers.vary).toContain('sec-ch-prefers-color-scheme');
    const { firstView } = readPage(reply.body);
    // The base styles both parts draw: one element, which the live page's global style takes over.
    expect(firstView).toMatch(
      /^<style data-emotion="css-global base">body\{\}<\/style><style data-emotion="css css-layout css-shared css-page">\.layout\{\}\.page\{\}<\/style>/,
    );
    expect(firstView).toContain('<section>member de_DE dark ');
    // No hint (Safari, Firefox, a first visit): the view follows the device in CSS, its styles unnamed.
    expect((await open('/dashboard/notes')).firstView).toMatch(/^<style>.*<section>member de_DE system /);
    expect((await open('/dashboard/notes', { 'sec-ch-prefers-color-scheme': 'sepia' })).firstView).toContain('de_DE system ');
  });

  it('is drawn for a page of an address value its routes name by a `:name` segment, and for no other', async () => {
    expect((await open('/dashboard/notes/note/42')).firstView).toContain('<section>member');
    for (const url of ['/dashboard/notes/note/42/more', '/dashboard/notes/note'])
      expect((await open(url)).firstView).toBe(layoutAlone(url, 'mfe_files,mfe_notes'));
  });

  it("is the layout alone, its page's place empty, where the area draws no view of the path", async () => {
    const { firstView, data } = await open('/dashboard/files/list');
    expect(firstView).toBe(layoutAlone('/dashboard/files/list', 'mfe_files,mfe_notes'));
    expect(data.firstViewPath).toBeUndefined();
    // Outside every area (a page the shell alone answers), and on an area's page of its own, there is none.
    expect((await open('/dashboard/nowhere')).firstView).toBe('');
    expect((await open('/files/share')).firstView).toBe('');
  });

  it('says where the page redirected to, so the shell starts there', async () => {
    const { firstView, data } = await open('/dashboard/notes/start');
    expect(firstView).toContain('<header>mfe_files,mfe_notes /dashboard/notes</header>');
    expect(data.firstViewPath).toBe('/dashboard/notes');
  });

  it('is left out for a render that fails, draws nothing or takes too long, a search part, or someone signed out', async () => {
    for (const url of ['/dashboard/notes/broken', '/dashboard/notes/away', '/dashboard/notes/slow', '/dashboard/notes?tab=2']) {
      const { firstView, data } = await open(url);
      expect({ url, firstView }).toEqual({ url, firstView: '' });
      expect(data.answers?.length).toBeGreaterThan(0);
    }
    expect(readPage((await new TestClient(t.app).get('/dashboard/notes')).body).firstView).toBe('');
    // Once a render that never ends has reached its limit, its thread is ended: the pages after it have their first views.
    await new Promise((resolve) => setTimeout(resolve, PAGE_VIEW_LIMIT_MS));
    expect((await open('/dashboard/notes')).firstView).toContain('<section>member');
  });

  it("counts a render's time limit from its start on a thread, not from the ask", async () => {
    // Every thread busy with a render that never ends, and one more page asked for behind them:
    // it is drawn once a thread is free, though its wait began a whole limit before.
    const stuck = Array.from({ length: HEAVY_WORK_THREADS }, () => open('/dashboard/notes/slow'));
    const behind = open('/dashboard/notes');
    expect((await behind).firstView).toContain('<section>member');
    for (const { firstView } of await Promise.all(stuck)) expect(firstView).toBe('');
  });

  it('keeps the bundles and their index from the browser', async () => {
    for (const url of [
      '/remotes/mfe-notes/page-views.json',
      '/remotes/mfe-notes/first-views/page-views.0123456789ab.cjs',
      '/page-views.json',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
  });
});

describe("the page-view threads' script", () => {
  it('loads a bundle once, whether warmed ahead or asked to render', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'cd-page-view-warm-'));
    const counting = (name: string) => {
      const file = join(folder, `${name}.cjs`);
      writeFileSync(file, `globalThis.loads = (globalThis.loads ?? 0) + 1;\n${name === 'layout' ? SHELL_LAYOUT : NOTES_PAGES}`);
      return file;
    };
    const [pageBundle, layoutBundle] = [counting('page'), counting('layout')];
    const loads = () => (globalThis as { loads?: number }).loads;
    await expect(renderPageView({ warm: [pageBundle, layoutBundle] })).resolves.toBeNull();
    expect(loads()).toBe(2);
    const request = { path: '/dashboard/notes', language: 'de_DE', colourScheme: 'system', mobile: false, answers: [], areas: {} };
    const member = { memberDetails: { username: 'member' } };
    const view = await renderPageView({ pageBundle, layoutBundle, request: { ...request, member } as unknown as LayoutViewRequest });
    expect(view?.markup).toContain('<main><section>member de_DE');
    expect(loads()).toBe(2);
    rmSync(folder, { recursive: true, force: true });
  });
});

describe('isPhoneRequest', () => {
  it("takes the browser's client hint, else a phone's user agent", () => {
    expect(isPhoneRequest({ 'sec-ch-ua-mobile': '?1', 'user-agent': 'Desktop' })).toBe(true);
    expect(isPhoneRequest({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mobile Safari' })).toBe(false);
    expect(isPhoneRequest({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148 Safari/604.1' })).toBe(true);
    expect(isPhoneRequest({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0' })).toBe(false);
  });
});
