import {
  hashPassword,
  licenseeLoginEndpoint,
  licenseeStaffStateEndpoint,
  memberStateEndpoint,
  permissionsForRole,
} from '@compliance/shared-contracts';
import { insertRows } from '../../db';
import { DEMO_PASSWORD } from '../../seed/demo';
import { hashForStorage } from '../../security/passwords';
import { buildTestApp, type TestApp } from '../../test/build';
import { TestClient } from '../../test/client';
import { errorCodeOf } from '../../test/answers';

// The back office's sign-in and who is signed in (decision 0013).

const PARTNER_HOST = 'portal.partner.example';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // A second licensee on a domain of its own, with a staff account of the same name as the demo's.
  const [{ id }] = (await t.db.query<{ id: string }>(
    `INSERT INTO licensee (identifier, name) VALUES ('partner', 'Partner Safety') RETURNING id`,
  )) as [{ id: string }];
  await insertRows(t.db, 'licensee_domain', ['licensee_id', 'host'], [[id, PARTNER_HOST]]);
  await insertRows(
    t.db,
    'customer_advisor',
    ['licensee_id', 'username', 'first_name', 'last_name', 'password_hash', 'role'],
    [[id, 'licenseeadmin', 'Paul', 'Partner', await hashForStorage(hashPassword('Partner-Passw0rd!')), 'licensee-admin']],
  );
});
afterAll(async () => {
  await t.close();
});

/** A browser of `host` signed in to the back office as `username`; answers the client and the login's answer. */
async function staffSignIn(username: string, password = DEMO_PASSWORD, host = 'localhost') {
  const client = new TestClient(t.app, host);
  const response = await client.send(licenseeLoginEndpoint, { username, password: hashPassword(password) });
  return { client, response };
}

describe('POST /api/licensee/login', () => {
  it('signs a licensee admin in without a company ID, and the state names them, their role and the licensee', async () => {
    const { client, response } = await staffSignIn('licenseeadmin');
    expect(response.statusCode).toBe(200);
    const state = await (await client.send(licenseeStaffStateEndpoint)).answer();
    expect(state).toEqual({
      staff: {
        uuid: (await response.answer()).uuid,
        username: 'licenseeadmin',
        email: 'admin@demo-licensee.example',
        firstName: 'Leonie',
        lastName: 'Lizenz',
        roleIdentifier: 'licensee-admin',
        permissions: permissionsForRole('licensee-admin'),
      },
      licensee: { uuid: expect.any(String), identifier: 'demo-licensee', name: 'Demo Licensee' },
    });
  });

  it('signs the customer advisor in as licensee-advisor', async () => {
    const { client } = await staffSignIn('ADVISOR');
    expect((await (await client.send(licenseeStaffStateEndpoint)).answer()).staff.roleIdentifier).toBe('licensee-advisor');
  });

  it('answers 401 Auth.InvalidCredentials for a wrong password, an unknown name and a member of a client alike', async () => {
    for (const [username, password] of [
      ['licenseeadmin', 'Wrong-Passw0rd!'],
      ['nobody', DEMO_PASSWORD],
      ['superadmin', DEMO_PASSWORD],
    ] as const) {
      const { response } = await staffSignIn(username, password);
      expect({ status: response.statusCode, code: errorCodeOf(response) }).toEqual({ status: 401, code: 'Auth.InvalidCredentials' });
      expect(response.headers['set-cookie'] ?? '').not.toContain('SESSION=');
    }
  });

  it('signs staff in only on their own licensee’s domain', async () => {
    expect((await staffSignIn('licenseeadmin', 'Partner-Passw0rd!')).response.statusCode).toBe(401);
    expect((await staffSignIn('licenseeadmin', DEMO_PASSWORD, PARTNER_HOST)).response.statusCode).toBe(401);
    const { client, response } = await staffSignIn('licenseeadmin', 'Partner-Passw0rd!', PARTNER_HOST);
    expect(response.statusCode).toBe(200);
    expect((await (await client.send(licenseeStaffStateEndpoint)).answer()).licensee.name).toBe('Partner Safety');
  });

  it('answers 429 Auth.TooManyRequests after too many tries for one account, apart from the members’ logins', async () => {
    await t.db.query('DELETE FROM rate_limit_count');
    const limited = await buildTestApp({ database: t.database!, env: { LOGIN_RATE_LIMIT: '2' } });
    try {
      const client = new TestClient(limited.app);
      const tryAs = async (username: string, password: string) =>
        (await client.send(licenseeLoginEndpoint, { username, password: hashPassword(password) })).statusCode;
      expect([
        await tryAs('advisor', 'Wrong-Passw0rd!'),
        await tryAs('advisor', 'Wrong-Passw0rd!'),
        await tryAs('advisor', DEMO_PASSWORD),
      ]).toEqual([401, 401, 429]);
      // Per address and account, and a count of its own: the same name's support login is still heard.
      expect(await tryAs('licenseeadmin', DEMO_PASSWORD)).toBe(200);
      const support = await new TestClient(limited.app).post('/api/support-login', {
        username: 'advisor',
        clientIdentifier: 'demo',
        password: hashPassword('Wrong-Passw0rd!'),
      });
      expect(support.statusCode).toBe(401);
    } finally {
      await limited.app.close();
    }
  });

  it('records the login in the audit log, with no client', async () => {
    const { response } = await staffSignIn('licenseeadmin');
    const { uuid } = await response.answer();
    const [entry] = await t.db.query<{ client_id: string | null; action: string }>(
      `SELECT client_id, action FROM audit_log WHERE actor_advisor_id = $1 ORDER BY created_at DESC LIMIT 1`,
      [uuid],
    );
    expect(entry).toEqual({ client_id: null, action: 'auth.licensee-login' });
  });
});

describe('a staff session', () => {
  it('holds no client: client endpoints answer 403, the heartbeat answers', async () => {
    const { client } = await staffSignIn('licenseeadmin');
    expect(errorCodeOf(await client.send(memberStateEndpoint))).toBe('Auth.Forbidden');
    expect((await client.get('/api/heartbeat')).statusCode).toBe(200);
  });

  it('is refused to a client’s session: the state answers 403', async () => {
    const member = new TestClient(t.app);
    await member.login('demo', 'superadmin');
    expect(errorCodeOf(await member.send(licenseeStaffStateEndpoint))).toBe('Auth.Forbidden');
  });

  it('ends with the logout, and at once when the account is deactivated or its role changes', async () => {
    const { client } = await staffSignIn('advisor');
    await client.get('/api/logout');
    expect((await client.send(licenseeStaffStateEndpoint)).statusCode).toBe(401);

    const { client: again } = await staffSignIn('advisor');
    await t.db.query(`UPDATE customer_advisor SET role = 'licensee-admin' WHERE username = 'advisor'`);
    try {
      expect((await (await again.send(licenseeStaffStateEndpoint)).answer()).staff.roleIdentifier).toBe('licensee-admin');
      await t.db.query(`UPDATE customer_advisor SET status = 'deactivated' WHERE username = 'advisor'`);
      expect((await again.send(licenseeStaffStateEndpoint)).statusCode).toBe(401);
      const { response } = await staffSignIn('advisor');
      expect({ status: response.statusCode, code: errorCodeOf(response) }).toEqual({ status: 403, code: 'Member.Deactivated' });
    } finally {
      await t.db.query(`UPDATE customer_advisor SET role = 'licensee-advisor', status = 'active' WHERE username = 'advisor'`);
    }
  });
});
