import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestApp, type TestApp } from '../../test/build';

const frontendDir = mkdtempSync(join(tmpdir(), 'cd-frontend-'));
const SHELL_PAGE = '<!doctype html><title>shell</title>';
let t: TestApp;

beforeAll(async () => {
  mkdirSync(join(frontendDir, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(frontendDir, 'shell', 'dist', 'index.html'), SHELL_PAGE);
  writeFileSync(join(frontendDir, 'shell', 'dist', 'main.0123abcd.js'), 'console.log(1)');
  t = await buildTestApp({ env: { FRONTEND_DIR: frontendDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(frontendDir, { recursive: true, force: true });
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
});
