import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestApp, type TestApp } from '../test/build';
import { TestClient } from '../test/client';

// Security headers on pages, API answers and remote files; cookie flags; what may be cached.

const frontendDir = mkdtempSync(join(tmpdir(), 'cd-headers-'));
let t: TestApp;

beforeAll(async () => {
  const shell = join(frontendDir, 'shell', 'dist');
  const remote = join(frontendDir, 'mfe-company', 'dist');
  mkdirSync(shell, { recursive: true });
  mkdirSync(remote, { recursive: true });
  writeFileSync(join(shell, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(remote, 'mf-manifest.json'), '{}');
  writeFileSync(join(remote, 'remoteEntry.js'), 'var x;');
  writeFileSync(join(remote, '123.0123abcd.js'), 'var y;');
  t = await buildTestApp({ env: { FRONTEND_DIR: frontendDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(frontendDir, { recursive: true, force: true });
});

const PAGES = ['/', '/auth/login', '/dashboard/company/members/list'];
const API = ['/api/bootstrap/load-licensee-config', '/api/csrf', '/api/member/state', '/api/nothing-here'];
const REMOTE_FILES = ['/remotes.json', '/remotes/mfe-company/mf-manifest.json', '/remotes/mfe-company/remoteEntry.js', '/remotes/mfe-company/123.0123abcd.js'];

describe.each([...PAGES, ...API, ...REMOTE_FILES])('GET %s', (url) => {
  it('carries CSP with frame-ancestors, nosniff, X-Frame-Options and Referrer-Policy', async () => {
    const response = await new TestClient(t.app).get(url);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
    expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(response.headers['content-security-policy']).toMatch(/object-src 'none'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('caching', () => {
  it.each([...API, '/remotes.json', '/remotes/mfe-company/mf-manifest.json'])('%s is never stored', async (url) => {
    expect((await new TestClient(t.app).get(url)).headers['cache-control']).toBe('no-store');
  });

  it.each([...PAGES, '/remotes/mfe-company/remoteEntry.js'])('%s is revalidated on every use', async (url) => {
    expect((await new TestClient(t.app).get(url)).headers['cache-control']).toBe('no-cache');
  });

  it('keeps files named by their content for a year', async () => {
    expect((await new TestClient(t.app).get('/remotes/mfe-company/123.0123abcd.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('also stores no API answer to a write', async () => {
    const response = await new TestClient(t.app).login('demo', 'admin');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('cookies', () => {
  it('sets the session cookie httpOnly and SameSite, for the whole site', async () => {
    const client = new TestClient(t.app);
    const response = await client.login('demo', 'admin');
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
