import { buildTestApp, createTestDatabase, TEST_DATABASE_URL, type TestApp, type TestDatabase } from '../test/build';
import { TestClient } from '../test/client';
import { errorCodeOf } from '../test/answers';
import { rateLimitPurgeJob } from './rate-limit-store';

let database: TestDatabase;
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  // Two instances on the one database, each with a limit of 4 logins a minute per address and account.
  const env = { LOGIN_RATE_LIMIT: '4' };
  first = await buildTestApp({ database, env });
  second = await buildTestApp({ db: await database.reopen(), env });
});
afterAll(async () => {
  await first.app.close();
  await second.app.close();
  if (second.db !== database.db) await second.db.close();
  await database.drop();
});

const failedLogin = (app: TestApp, username: string) => new TestClient(app.app).login('demo', username, 'Wrong-Passw0rd!');

describe(`one rate limit across instances (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('counts the attempts on either instance against the one limit', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt++) answers.push((await failedLogin(attempt % 2 ? second : first, 'limit.one')).statusCode);
    expect(answers).toEqual([401, 401, 401, 401]);
    for (const app of [first, second]) {
      const refused = await failedLogin(app, 'limit.one');
      expect([refused.statusCode, errorCodeOf(refused)]).toEqual([429, 'Auth.TooManyRequests']);
    }
    // Another account from the same address has its own count.
    expect((await failedLogin(second, 'limit.two')).statusCode).toBe(401);
  });

  it('counts concurrent attempts exactly', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => failedLogin(n % 2 ? second : first, 'limit.race')));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([401, 401, 401, 401, 429, 429, 429, 429, 429, 429]);
  });

  it('starts a new window once the old one has ended, and purges windows an hour past', async () => {
    await database.db.query(`UPDATE rate_limit_count SET window_ends_at = now() - interval '1 second' WHERE key LIKE '%limit.one'`);
    expect((await failedLogin(first, 'limit.one')).statusCode).toBe(401);
    await database.db.query(`UPDATE rate_limit_count SET window_ends_at = now() - interval '2 hours' WHERE key LIKE '%limit.two'`);
    expect(await database.db.transaction((tx) => rateLimitPurgeJob.run(tx))).toBe(1);
    const keys = await database.db.query<{ key: string }>(`SELECT key FROM rate_limit_count WHERE key LIKE '%limit.%' ORDER BY key`);
    expect(keys.map(({ key }) => key.split('|').at(-1))).toEqual(['limit.one', 'limit.race']);
  });
});
