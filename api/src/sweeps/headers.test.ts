import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../test/build';
import { TestClient } from '../test/client';
import { endpointName, PUBLIC_ENDPOINTS, SWEPT_ENDPOINTS } from './support';

// Security headers on pages, API answers and remote files; cookie flags; what may be cached.
// The front end is a fixture: a shell page and a build folder for every remote, each with a
// manifest, an entry and a content-hashed chunk, as `pnpm build` leaves them.

const frontendDir = mkdtempSync(join(tmpdir(), 'cd-headers-'));
const deployDir = mkdtempSync(join(tmpdir(), 'cd-headers-deploy-'));
// Remote folders are found by name (mfe-*) and package.json, as the workspace has them.
const remoteFolders = ['mfe-auth', 'mfe-company', 'mfe-notes'];
let t: TestApp;

beforeAll(async () => {
  mkdirSync(join(frontendDir, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(frontendDir, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
  for (const folder of [...remoteFolders.map((name) => join(frontendDir, name, 'dist')), join(deployDir, 'mfe-auth-2')]) {
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'mf-manifest.json'), '{}');
    writeFileSync(join(folder, 'remoteEntry.js'), 'var x;');
    writeFileSync(join(folder, '123.0123abcd.js'), 'var y;');
    writeFileSync(join(folder, 'area.json'), '{}');
  }
  for (const folder of remoteFolders) writeFileSync(join(frontendDir, folder, 'package.json'), '{}');
  t = await buildTestApp({ env: { FRONTEND_DIR: frontendDir, DEPLOY_DIR: deployDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(frontendDir, { recursive: true, force: true });
  rmSync(deployDir, { recursive: true, force: true });
});

const PAGES = ['/', '/auth/login', '/dashboard/company/members/list'];
// Every GET endpoint of the contracts (a path parameter filled with a value it takes), and a miss.
const GETS = SWEPT_ENDPOINTS.filter((endpoint) => endpoint.method === 'GET' && !endpoint.path.includes(':')).map(
  (endpoint) => endpoint.path,
);
const API = [...GETS.filter((path) => path.startsWith('/api/')), '/api/nothing-here'];
// Answers outside the API (the start-up files), and the OpenAPI page, served under it.
const FILES = [...GETS.filter((path) => !path.startsWith('/api/')), '/assets/i18n/de_DE.json', '/api/docs/static/index.html'];
const remoteFiles = (folder: string) =>
  ['mf-manifest.json', 'area.json', 'remoteEntry.js', '123.0123abcd.js'].map((file) => `${folder}/${file}`);
const REMOTE_FILES = [...remoteFolders.flatMap((folder) => remoteFiles(`/remotes/${folder}`)), ...remoteFiles('/deploy/mfe-auth-2')];

/** The headers of pages, scripts and other files (helmet's, with the remotes' origins in the CSP). */
function expectSecurityHeaders(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBeLessThan(500);
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toMatch(/frame-ancestors 'self'/);
  expect(csp).toMatch(/default-src 'self'/);
  expect(csp).toMatch(/object-src 'none'/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
}

/** The headers of the API's answers: nothing in them is a page, so nothing is allowed and no frame may hold them. */
function expectApiSecurityHeaders(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBeLessThan(500);
  expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  // Plain HTTP here: the transport header is sent over HTTPS only (see 'over HTTPS' below).
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

describe.each([...PAGES, ...FILES, ...REMOTE_FILES])('GET %s', (url) => {
  it('carries CSP with frame-ancestors, nosniff, X-Frame-Options and Referrer-Policy', async () => {
    expectSecurityHeaders(await new TestClient(t.app).get(url));
  });
});

describe.each(API)('GET %s', (url) => {
  it("carries the API's CSP that allows nothing, nosniff and X-Frame-Options DENY", async () => {
    expectApiSecurityHeaders(await new TestClient(t.app).get(url));
  });
});

describe('over HTTPS', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await buildTestApp({ env: { FRONTEND_DIR: frontendDir, DEPLOY_DIR: deployDir, TRUST_PROXY: 'true' } });
  });
  afterAll(async () => secure.close());

  it.each(['/', '/api/heartbeat', '/api/nothing-here'])('%s carries HSTS, which plain HTTP never does (RFC 6797 §7.2)', async (url) => {
    const overHttps = await new TestClient(secure.app).get(url, { 'x-forwarded-proto': 'https' });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await new TestClient(secure.app).get(url)).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('error answers', () => {
  const guardedWrite = SWEPT_ENDPOINTS.find((endpoint) => endpoint.method === 'POST' && !PUBLIC_ENDPOINTS.includes(endpoint.id));
  if (!guardedWrite) throw new Error('no guarded write to try');

  it.each([
    ['401 without a session', (client: TestClient) => client.post(guardedWrite.path, {})],
    ['403 without the CSRF token', (client: TestClient) => client.post(guardedWrite.path, {}, { csrf: false })],
    ['400 for invalid input', (client: TestClient) => client.post('/api/login', { username: 1 })],
  ])(`${endpointName(guardedWrite)} etc.: %s carries the headers and is never stored`, async (_case, request) => {
    const response = await request(new TestClient(t.app));
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expectApiSecurityHeaders(response);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('caching', () => {
  it('lists every remote in /remotes.json at a manifest the sweep reaches', async () => {
    const remotes = (await new TestClient(t.app).get('/remotes.json')).json<Record<string, { entry: string }>>();
    expect(
      Object.values(remotes)
        .map((remote) => remote.entry)
        .sort(),
    ).toEqual(remoteFolders.map((folder) => `/remotes/${folder}/mf-manifest.json`).sort());
  });

  // The translations under /assets/ are the same for everyone and may be cached for minutes.
  const personalOrCurrent = [
    ...API.filter((url) => url.startsWith('/api/')),
    '/remotes.json',
    ...REMOTE_FILES.filter((url) => url.endsWith('mf-manifest.json')),
  ];
  it.each(personalOrCurrent)('%s is never stored', async (url) => {
    expect((await new TestClient(t.app).get(url)).headers['cache-control']).toBe('no-store');
  });

  it.each([...PAGES, ...REMOTE_FILES.filter((url) => url.endsWith('remoteEntry.js') || url.endsWith('area.json'))])(
    '%s is revalidated on every use',
    async (url) => {
      expect((await new TestClient(t.app).get(url)).headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(REMOTE_FILES.filter((url) => /\.[0-9a-f]{8}\.js$/.test(url)))('%s, named by its content, is cached for a year', async (url) => {
    expect((await new TestClient(t.app).get(url)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('also stores no API answer to a write', async () => {
    const response = await new TestClient(t.app).login('demo', 'admin');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('cookies', () => {
  it('sets the session cookie httpOnly and SameSite, for the whole site', async () => {
    const response = await new TestClient(t.app).login('demo', 'admin');
    const session = response.cookies.find((cookie) => cookie.name === 'SESSION');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('sets the CSRF cookie readable by the page (it echoes it) but SameSite', async () => {
    const response = await new TestClient(t.app).get('/api/csrf');
    const csrf = response.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');
    expect(csrf).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(csrf?.httpOnly).toBeFalsy();
  });
});
