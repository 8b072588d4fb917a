import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from './app';
import type { Database } from './db';
import { buildTestApp, type TestApp } from './test/build';
import { TestClient } from './test/client';

// The API alone: a built front end in the checkout would add the shell's catch-all file route,
// which answers the router's misses (an over-long path parameter, say) before these handlers.
const noFrontend = mkdtempSync(join(tmpdir(), 'cd-no-frontend-'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { FRONTEND_DIR: noFrontend } });
});
afterAll(async () => {
  await t.close();
  rmSync(noFrontend, { recursive: true, force: true });
});

describe('error handling', () => {
  it('answers unknown paths with the error body', async () => {
    const response = await new TestClient(t.app).get('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'Dashboard.NotFound' } });
  });

  it('answers invalid JSON with 400 Schema.Invalid', async () => {
    const client = new TestClient(t.app);
    await client.get('/api/csrf');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{not json',
      headers: {
        host: 'localhost',
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${client.cookies.get('XSRF-TOKEN')}`,
        'x-xsrf-token': client.cookies.get('XSRF-TOKEN')!,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('Schema.Invalid');
  });

  it.each([
    ['a body', (client: TestClient) => client.post('/api/createpasswordresettoken', { username: 'a\u0000b', clientIdentifier: 'demo' })],
    ['a path parameter', (client: TestClient) => client.get('/api/file/client/document/00000000-0000-4000-8000-000000000000/%00')],
    ['a query value', (client: TestClient) => client.get('/api/csrf?x=%00')],
  ])('refuses a NUL character in %s, which PostgreSQL cannot take, as invalid input', async (_where, send) => {
    const response = await send(new TestClient(t.app));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'Schema.Invalid' } });
  });

  it('answers a path parameter over the router’s length limit with the error body', async () => {
    const response = await new TestClient(t.app).get(`/assets/i18n/${'a'.repeat(200)}.json`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'Schema.Invalid' } });
  });

  it('names the invalid fields of a request', async () => {
    const response = await new TestClient(t.app).post('/api/login', { clientIdentifier: 'demo' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.map((f: { path: string }) => f.path)).toEqual(expect.arrayContaining(['username', 'password']));
  });

  it('answers 500 with only a request id, never the internals', async () => {
    const failing: Database = {
      ...t.db,
      query: (sql, params) =>
        sql.includes('licensee_config') ? Promise.reject(new Error('secret connection detail')) : t.db.query(sql, params),
    };
    const logged: string[] = [];
    const app = await build({
      config: t.config,
      db: failing,
      logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/bootstrap/load-licensee-config', headers: { host: 'localhost' } });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: { code: 'Dashboard.Exception', requestId: expect.any(String) } });
      expect(response.body).not.toContain('secret');
      const requestId = response.json().error.requestId;
      expect(logged.some((line) => line.includes(requestId) && line.includes('secret connection detail'))).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('writes an audit entry for logins and logouts', async () => {
    const client = new TestClient(t.app);
    await client.login('demo', 'locadmin');
    await client.get('/api/logout');
    const rows = await t.db.query<{ action: string }>(
      `SELECT a.action FROM audit_log a JOIN member m ON m.id = a.actor_member_id WHERE m.username = 'locadmin' ORDER BY a.created_at`,
    );
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['auth.login', 'auth.logout']));
  });
});
