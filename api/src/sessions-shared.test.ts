import { buildTestApp, createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from './test/build';
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
describe(`two API instances on one database (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('share sessions: a login on one is valid on the other, a logout on either ends it', async () => {
    const first = await buildTestApp({ database });
    const secondDb = await database.reopen();
    const second = await buildTestApp({ db: secondDb });
    try {
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
    } finally {
      await first.app.close();
      await second.app.close();
      if (secondDb !== database.db) await secondDb.close();
    }
  });
});
