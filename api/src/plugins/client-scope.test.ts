import { buildTestApp, type TestApp } from '../test/build';
import { TestClient } from '../test/client';
import { assertInClient } from './client-scope';
import { CLIENT, clientRows, sql } from '../lib/sql';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const clientId = async (identifier: string) =>
  (await t.db.query<{ id: string }>('SELECT id FROM client WHERE client_identifier = $1', [identifier]))[0]!.id;

const documentPath = async (identifier: string) => {
  const [row] = await t.db.query<{ path: string }>(
    `SELECT '/api/file/' || f.context || '/' || f.type || '/' || f.id || '/' || f.filename AS path
       FROM file f JOIN client c ON c.id = f.client_id WHERE c.client_identifier = $1 AND f.context = 'client'`,
    [identifier],
  );
  return row!.path;
};

describe('tenant isolation', () => {
  it("lets a demo session read demo's file but answers 404 for acme's", async () => {
    const demo = new TestClient(t.app);
    await demo.login('demo', 'admin');
    const own = await demo.get(await documentPath('demo'));
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('Demo GmbH');
    const foreign = await demo.get(await documentPath('acme'));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: { code: 'File.NotFound' } });
  });

  it('answers 401 for client files without a session', async () => {
    expect((await new TestClient(t.app).get(await documentPath('demo'))).statusCode).toBe(401);
  });

  it("assertInTenant accepts the client's own uuids and 404s any foreign one", async () => {
    const demo = await clientId('demo');
    const acme = await clientId('acme');
    const [own] = await t.db.query<{ id: string }>('SELECT id FROM member WHERE client_id = $1 LIMIT 1', [demo]);
    const [foreign] = await t.db.query<{ id: string }>('SELECT id FROM member WHERE client_id = $1 LIMIT 1', [acme]);
    await expect(assertInClient(t.db, { clientId: demo }, 'member', [own!.id, own!.id], 'Member.NotFound')).resolves.toBeUndefined();
    await expect(assertInClient(t.db, { clientId: demo }, 'member', [own!.id, foreign!.id], 'Member.NotFound')).rejects.toMatchObject({
      statusCode: 404,
      code: 'Member.NotFound',
    });
  });

  it('clientRows always binds the session client where the query names it', async () => {
    const demo = await clientId('demo');
    const rows = await clientRows<{ n: number }>(
      t.db,
      { clientId: demo },
      sql`SELECT count(*)::int AS n FROM location WHERE client_id = ${CLIENT}`,
    );
    expect(rows[0]!.n).toBe(4);
    await expect(clientRows(t.db, { clientId: demo }, sql`SELECT * FROM location`)).rejects.toThrow('client_id = ${CLIENT}');
  });

  it('keeps member state to the own client', async () => {
    const acme = new TestClient(t.app);
    await acme.login('acme', 'admin');
    const demo = new TestClient(t.app);
    await demo.login('demo', 'admin');
    const acmeState = (await acme.get('/api/member/state')).json();
    const demoState = (await demo.get('/api/member/state')).json();
    expect(acmeState.member.uuid).not.toBe(demoState.member.uuid);
    expect(acmeState.client.clientIdentifier).toBe('acme');
    expect(demoState.client.clientIdentifier).toBe('demo');
  });
});
