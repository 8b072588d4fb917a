import { type HealthReady } from '@compliance/shared-contracts';
import { buildTestApp, type TestApp } from '../../test/build';
import { errorCodeOf } from '../../test/answers';

// Liveness and readiness as an operator's probe calls them: no session, no cookie, no token.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const probe = (url: string) => t.app.inject({ method: 'GET', url });

it('answers live without a session', async () => {
  const live = await probe('/api/health/live');
  expect([live.statusCode, live.json()]).toEqual([200, { status: 'live' }]);
});

it("answers ready with the database reachable, every migration applied and the scheduler's state", async () => {
  const ready = await probe('/api/health/ready');
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({
    status: 'ready',
    database: 'reachable',
    migrations: { applied: expect.any(Number), pending: 0 },
    // The tests' apps run no scheduled jobs.
    scheduler: 'off',
  });
  const { count } = (await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM schema_migration'))[0]!;
  expect(ready.json<HealthReady>().migrations.applied).toBe(count);
});

it('answers 503 while a migration of this build is missing from the database, and ready again once it is there', async () => {
  const [last] = await t.db.query<{ name: string; applied_at: string }>(
    'SELECT name, applied_at::text FROM schema_migration ORDER BY name DESC LIMIT 1',
  );
  await t.db.query('DELETE FROM schema_migration WHERE name = $1', [last!.name]);
  try {
    const missing = await probe('/api/health/ready');
    expect([missing.statusCode, errorCodeOf(missing)]).toEqual([503, 'Dashboard.Unavailable']);
    // Liveness does not ask the database: the process is fine.
    expect((await probe('/api/health/live')).statusCode).toBe(200);
  } finally {
    await t.db.query('INSERT INTO schema_migration (name, applied_at) VALUES ($1, $2)', [last!.name, last!.applied_at]);
  }
  expect((await probe('/api/health/ready')).statusCode).toBe(200);
});
