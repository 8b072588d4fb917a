import { isDatabaseUnavailable, openPostgres } from '../db';
import { signalServerTree, type RunningServer } from '../process/server-process';
import { HttpSession, PrivatePostgres, prepareServerDatabase, startOn, type ServerDatabase } from './support';

// Runs against a PostgreSQL server of its own (see PrivatePostgres), which it stops and starts;
// the shared server at 127.0.0.1:5432 that the other tests use is never touched.
let postgres: PrivatePostgres;
let database: ServerDatabase;
let server: RunningServer | undefined;

beforeAll(async () => {
  postgres = await PrivatePostgres.create();
  database = await prepareServerDatabase(postgres.url);
});
afterAll(async () => {
  if (server) {
    await signalServerTree(server, 'SIGTERM');
  }
  await database?.remove().catch(() => undefined);
  await postgres?.remove();
});

describe('PostgreSQL restarted while the API serves', () => {
  it('fails requests cleanly with 503 during the outage and serves again within 5 seconds, without an API restart', async () => {
    server = await startOn(database);
    const pid = server.process.pid;
    const admin = new HttpSession(`http://127.0.0.1:${server.port}`);
    await admin.login('demo', 'admin');
    expect((await admin.get('/api/member/state')).status).toBe(200);

    await postgres.stop();
    for (const call of [
      () => admin.get('/api/member/state'),
      () => admin.get('/api/bootstrap/load-licensee-config'),
      () => admin.post('/api/memberlist/getlist', {}),
    ]) {
      const response = await call();
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toEqual({ error: { code: 'Dashboard.Unavailable' } });
    }

    await postgres.start();
    const back = Date.now();
    let status = 0;
    while (Date.now() - back < 5000) {
      status = (await admin.get('/api/member/state')).status;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The session survived the outage: it lives in the database, not in the process.
    expect(status).toBe(200);
    expect((await admin.post('/api/memberlist/getlist', {})).status).toBe(200);
    expect(server.process.exitCode).toBeNull();
    expect(server.process.pid).toBe(pid);
  });

  it('fails a transaction under way with an unavailable error, without ending the process, and connects again after', async () => {
    const db = await openPostgres(postgres.url);
    try {
      const outcome = await db
        .transaction(async (tx) => {
          await tx.query('SELECT 1');
          // The server ends this checked-out connection while the transaction holds it.
          await postgres.stop();
          await tx.query('SELECT 1');
        })
        .then(
          () => 'committed',
          (error: unknown) => (isDatabaseUnavailable(error) ? 'unavailable' : `other: ${String(error)}`),
        );
      expect(outcome).toBe('unavailable');
      await postgres.start();
      expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      expect(await db.transaction((tx) => tx.query<{ two: number }>('SELECT 2 AS two'))).toEqual([{ two: 2 }]);
    } finally {
      await db.close();
    }
  });
});
