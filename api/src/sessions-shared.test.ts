import { buildTestApp, createTestDatabase, TEST_DATABASE_URL, type TestApp, type TestDatabase } from './test/build';
import { TestClient } from './test/client';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

// On PostgreSQL the two instances have separate connection pools to one server; on PGlite
// (one process) they share the handle. Either way nothing about a session lives in an instance.
/** Builds two app instances on the one test database and runs `work` with both. */
async function withTwoInstances(work: (first: TestApp, second: TestApp) => Promise<void>): Promise<void> {
  const first = await buildTestApp({ database });
  const secondDb = await database.reopen();
  const second = await buildTestApp({ db: secondDb });
  try {
    await work(first, second);
  } finally {
    await first.app.close();
    await second.app.close();
    if (secondDb !== database.db) await secondDb.close();
  }
}

describe(`two API instances on one database (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('share sessions: a login on one is valid on the other, a logout on either ends it', () =>
    withTwoInstances(async (first, second) => {
      const onFirst = new TestClient(first.app);
      expect((await onFirst.login('demo', 'admin')).statusCode).toBe(200);

      const onSecond = new TestClient(second.app);
      for (const [name, value] of onFirst.cookies) onSecond.cookies.set(name, value);
      const state = await onSecond.get('/api/member/state');
      expect(state.statusCode).toBe(200);
      expect(state.json().memberDetails.username).toBe('admin');

      // CSRF tokens are not bound to an instance either.
      expect((await onSecond.post('/api/createpasswordresettoken', { username: 'x', clientIdentifier: 'demo' })).statusCode).toBe(200);

      expect((await onSecond.get('/api/logout')).statusCode).toBe(200);
      expect((await onFirst.get('/api/heartbeat')).statusCode).toBe(401);
    }));

  it('share members: one archived through the first instance is archived for the second', () =>
    withTwoInstances(async (first, second) => {
      const memberOnSecond = new TestClient(second.app);
      expect((await memberOnSecond.login('demo', 'member')).statusCode).toBe(200);
      const adminOnFirst = new TestClient(first.app);
      await adminOnFirst.login('demo', 'admin');
      const [row] = await database.db.query<{ id: string }>(
        `SELECT m.id FROM member m JOIN client c ON c.id = m.client_id WHERE c.client_identifier = 'demo' AND m.username = 'member'`,
      );
      expect((await adminOnFirst.post('/api/memberlist/archivemember', { uuids: [row!.id] })).statusCode).toBe(200);

      expect((await memberOnSecond.get('/api/heartbeat')).statusCode).toBe(401);
      const again = await new TestClient(second.app).login('demo', 'member');
      expect(again.json()).toEqual({ error: { code: 'Member.Archived' } });
      const adminOnSecond = new TestClient(second.app);
      await adminOnSecond.login('demo', 'admin');
      const archived = await adminOnSecond.post('/api/archivedmember/list', {
        page: 1,
        perPage: 100,
        sortBy: 'lastName',
        sortDirection: 'asc',
      });
      expect(archived.json().items.map((item: { uuid: string }) => item.uuid)).toContain(row!.id);
    }));
});
