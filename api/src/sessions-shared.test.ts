import { memberStateEndpoint, readRiskCatalogListEndpoint, updateLicenseeClientFeatureFlagsEndpoint } from '@compliance/shared-contracts';
import { errorCodeOf } from './test/answers';
import { listRequest } from './test/list-request';
import { buildTestApp, createTestDatabase, TEST_DATABASE_URL, type TestApp, type TestDatabase } from './test/build';
import { TestClient } from './test/client';
import type { Database } from './db';
import { notified } from './test/changes';
import { SESSION_COOKIE } from './plugins/session';
import { digest } from './security/tokens';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

// On PostgreSQL the two instances have separate connection pools to one server; on PGlite
// (one process) they share the handle. Each caches the sessions it read for a few seconds, and
// drops one when the database notifies its change (migration 029).
/** Builds two app instances on the one test database and runs `work` with both and the second's statement count. */
async function withTwoInstances(work: (first: TestApp, second: TestApp, secondStatements: () => number) => Promise<void>): Promise<void> {
  const first = await buildTestApp({ database });
  const secondDb = await database.reopen();
  let statements = 0;
  const countedDb: Database = {
    ...secondDb,
    query: (text, params) => (statements++, secondDb.query(text, params)),
    transaction: (run) => (statements++, secondDb.transaction(run)),
  };
  const second = await buildTestApp({ db: countedDb });
  try {
    await work(first, second, () => statements);
  } finally {
    await first.app.close();
    await second.app.close();
    if (secondDb !== database.db) await secondDb.close();
  }
}

describe(`two API instances on one database (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('share sessions: a login on one is valid on the other, a logout on either ends it where it was cached', () =>
    withTwoInstances(async (first, second, secondStatements) => {
      const onFirst = new TestClient(first.app);
      expect((await onFirst.login('demo', 'admin')).statusCode).toBe(200);

      const onSecond = new TestClient(second.app);
      for (const [name, value] of onFirst.cookies) onSecond.cookies.set(name, value);
      const state = await onSecond.get('/api/member/state');
      expect(state.statusCode).toBe(200);
      expect(state.json().memberDetails.username).toBe('admin');

      // The second caches the session it read: a heartbeat asks the database nothing.
      const before = secondStatements();
      expect((await onSecond.get('/api/heartbeat')).statusCode).toBe(200);
      expect(secondStatements()).toBe(before);

      // CSRF tokens are not bound to an instance either.
      expect((await onFirst.post('/api/createpasswordresettoken', { username: 'x', clientIdentifier: 'demo' })).statusCode).toBe(200);

      const heard = notified(second.app.db.changes, `session:${digest(onFirst.cookies.get(SESSION_COOKIE)!)}`);
      expect((await onFirst.get('/api/logout')).statusCode).toBe(200);
      await heard;
      expect((await onSecond.get('/api/heartbeat')).statusCode).toBe(401);
    }));

  it('share members: one archived through the first instance is archived for the second', () =>
    withTwoInstances(async (first, second) => {
      const memberOnSecond = new TestClient(second.app);
      expect((await memberOnSecond.login('demo', 'member')).statusCode).toBe(200);
      expect((await memberOnSecond.get('/api/heartbeat')).statusCode).toBe(200);
      const adminOnFirst = new TestClient(first.app);
      await adminOnFirst.login('demo', 'admin');
      const [row] = await database.db.query<{ id: string }>(
        `SELECT m.id FROM member m JOIN client c ON c.id = m.client_id WHERE c.client_identifier = 'demo' AND m.username = 'member'`,
      );
      const heard = notified(second.app.db.changes, `member:${row!.id}`);
      expect((await adminOnFirst.post('/api/memberlist/archivemember', { uuids: [row!.id] })).statusCode).toBe(200);
      await heard;

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

  it('share member state: a change made through the first is shown by the second, which cached the state before', () =>
    withTwoInstances(async (first, second, secondStatements) => {
      const onSecond = new TestClient(second.app);
      // The demo member is archived by the test before.
      expect((await onSecond.login('demo', 'locadmin')).statusCode).toBe(200);
      const { member, client } = (await onSecond.get('/api/member/state')).json();
      const before = secondStatements();
      expect((await onSecond.get('/api/member/state')).statusCode).toBe(200);
      expect(secondStatements()).toBe(before);

      const heard = notified(second.app.db.changes, `profiles:${client.uuid}`);
      await first.db.query(`UPDATE member_details SET city = 'Gießen' WHERE member_id = $1`, [member.uuid]);
      await heard;
      expect((await onSecond.get('/api/member/state')).json().memberDetails.city).toBe('Gießen');
    }));
  it('share feature flags: an area the back office switches off through the first is gone on the second, which cached the flags', () =>
    withTwoInstances(async (first, second) => {
      const adminOnSecond = new TestClient(second.app);
      expect((await adminOnSecond.login('demo', 'superadmin')).statusCode).toBe(200);
      const { client, featureFlags } = (await adminOnSecond.send(memberStateEndpoint)).answer();
      expect(featureFlags.riskAssessments).toBe(true);

      const staffOnFirst = new TestClient(first.app);
      expect((await staffOnFirst.loginStaff('licenseeadmin')).statusCode).toBe(200);
      const heard = notified(second.app.db.changes, `flags:${client.uuid}`);
      const overrides = { elearnings: null, riskAssessments: false, templates: null, calendar: null };
      expect((await staffOnFirst.send(updateLicenseeClientFeatureFlagsEndpoint, { uuid: client.uuid, overrides })).statusCode).toBe(200);
      await heard;
      expect((await adminOnSecond.send(memberStateEndpoint)).answer().featureFlags.riskAssessments).toBe(false);
      const closed = await adminOnSecond.send(readRiskCatalogListEndpoint, listRequest());
      expect([closed.statusCode, errorCodeOf(closed)]).toEqual([403, 'Client.FeatureDisabled']);
    }));
});
