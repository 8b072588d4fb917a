import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../../test/build';
import { TestClient } from '../../test/client';

const frontendDir = mkdtempSync(join(tmpdir(), 'cd-frontend-'));
const deployDir = mkdtempSync(join(tmpdir(), 'cd-deploy-'));
const remotesFile = join(deployDir, 'remotes.json');
const SHELL_PAGE = '<!doctype html><title>shell</title>';
const BIG_SCRIPT = 'console.log("a line the build compresses");\n'.repeat(200);
let t: TestApp;

beforeAll(async () => {
  mkdirSync(join(frontendDir, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(frontendDir, 'shell', 'dist', 'index.html'), SHELL_PAGE);
  writeFileSync(join(frontendDir, 'shell', 'dist', 'main.0123abcd.js'), 'console.log(1)');
  writeFileSync(join(frontendDir, 'shell', 'dist', 'big.89abcdef.js'), BIG_SCRIPT);
  writeFileSync(join(frontendDir, 'shell', 'dist', 'big.89abcdef.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(join(frontendDir, 'shell', 'dist', 'big.89abcdef.js.gz'), gzipSync(BIG_SCRIPT));
  writeFileSync(remotesFile, '{}');
  t = await buildTestApp({ env: { FRONTEND_DIR: frontendDir, DEPLOY_DIR: deployDir, REMOTES_FILE: remotesFile } });
});
afterAll(async () => {
  await t.close();
  rmSync(frontendDir, { recursive: true, force: true });
  rmSync(deployDir, { recursive: true, force: true });
});

describe('the built front end', () => {
  it.each(['/', '/login', '/dashboard/company/members/list'])('answers %s with the shell page', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(SHELL_PAGE);
  });

  it('serves files named by content hash for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/main.0123abcd.js', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])('sends the build\'s precompressed copy to a browser that accepts %s, cached like the file itself', async (accepted, encoding) => {
    const response = await t.app.inject({ method: 'GET', url: '/big.89abcdef.js', headers: { host: 'localhost', 'accept-encoding': accepted } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 10);
    if (encoding === 'br') expect(brotliDecompressSync(response.rawPayload).toString()).toBe(BIG_SCRIPT);
  });

  it('sends the file as it is to a client that takes no compression', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/big.89abcdef.js', headers: { host: 'localhost' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(BIG_SCRIPT);
  });
});

describe('redeploying one remote without a restart', () => {
  it('serves a build copied into DEPLOY_DIR and the remotes REMOTES_FILE names now', async () => {
    const client = new TestClient(t.app);
    expect((await client.get('/remotes.json')).json().mfe_auth).toBe('/remotes/mfe-auth/mf-manifest.json');
    mkdirSync(join(deployDir, 'mfe-auth-2'));
    writeFileSync(join(deployDir, 'mfe-auth-2', 'mf-manifest.json'), '{"id":"mfe_auth"}');
    writeFileSync(remotesFile, JSON.stringify({ mfe_auth: '/deploy/mfe-auth-2/mf-manifest.json' }));
    expect((await client.get('/remotes.json')).json().mfe_auth).toBe('/deploy/mfe-auth-2/mf-manifest.json');
    const manifest = await client.get('/deploy/mfe-auth-2/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-store');
    // A half-written file keeps the last good answer.
    writeFileSync(remotesFile, '{"mfe_auth": "/deploy/mfe');
    expect((await client.get('/remotes.json')).json().mfe_auth).toBe('/deploy/mfe-auth-2/mf-manifest.json');
  });
});
