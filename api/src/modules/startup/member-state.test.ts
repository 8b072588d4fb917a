import { hashPassword, LICENSEE_ROLES, permissionsForRole, ROLES } from '@compliance/shared-contracts';
import { buildTestApp, type TestApp } from '../../test/build';
import { TestClient } from '../../test/client';
import { firstRow } from '../../test/answers';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const memberAccounts = DEMO_ACCOUNTS.filter((account) => account.client !== null);

describe('GET /api/member/state', () => {
  it.each(memberAccounts)(
    'gives $client/$username ($role) exactly the permissions of the role table',
    async ({ client: company, username, role }) => {
      const client = new TestClient(t.app);
      expect((await client.login(company!, username)).statusCode).toBe(200);
      const response = await client.get('/api/member/state');
      expect(response.statusCode).toBe(200);
      const state = response.json();
      expect(state.member.roleIdentifier).toBe(role);
      expect([...state.member.permissions].sort()).toEqual(permissionsForRole(role).sort());
      expect(state.member.permissions).toContain('todo-permission');
      expect(state.memberDetails.username).toBe(username);
      expect(state.client.clientIdentifier).toBe(company);
      expect(state.supportSession).toBe(false);
    },
  );

  it('differs by role: members see no administration, admins do', async () => {
    const member = new TestClient(t.app);
    await member.login('demo', 'member');
    const admin = new TestClient(t.app);
    await admin.login('demo', 'admin');
    const memberPermissions: string[] = (await member.get('/api/member/state')).json().member.permissions;
    const adminPermissions: string[] = (await admin.get('/api/member/state')).json().member.permissions;
    expect(memberPermissions).not.toContain('member-list.get-list');
    expect(adminPermissions).toContain('member-list.get-list');
    expect(memberPermissions).toContain('profile.read-member-profile');
  });

  it('answers the client feature flags from its packages', async () => {
    const demo = new TestClient(t.app);
    await demo.login('demo', 'member');
    expect((await demo.get('/api/member/state')).json().featureFlags).toEqual({
      elearnings: true,
      riskAssessments: true,
      templates: true,
      calendar: true,
    });
    const acme = new TestClient(t.app);
    await acme.login('acme', 'admin');
    expect((await acme.get('/api/member/state')).json().featureFlags).toEqual({
      elearnings: true,
      riskAssessments: false,
      templates: true,
      calendar: false,
    });
  });

  it('applies per-client overrides over the packages', async () => {
    await t.db.query(
      `INSERT INTO client_feature_flag (client_id, flag, enabled) SELECT id, 'templates', false FROM client WHERE client_identifier = 'acme'`,
    );
    const acme = new TestClient(t.app);
    await acme.login('acme', 'admin');
    expect((await acme.get('/api/member/state')).json().featureFlags.templates).toBe(false);
    await t.db.query(`DELETE FROM client_feature_flag`);
  });

  it('is cached between reads, and a change to what it shows ends it at once (migration 033)', async () => {
    const member = new TestClient(t.app);
    await member.login('demo', 'member');
    const read = async () => (await member.get('/api/member/state')).json();
    const { member: who, client } = await read();
    const notification = 'member_details_profile_announced';
    // Without its notification a change stays unseen while the state is cached: the state is not read again.
    await t.db.query(`ALTER TABLE member_details DISABLE TRIGGER ${notification}`);
    await t.db.query(`UPDATE member_details SET city = 'Kassel' WHERE member_id = $1`, [who.uuid]);
    await t.db.query(`ALTER TABLE member_details ENABLE TRIGGER ${notification}`);
    expect((await read()).memberDetails.city).not.toBe('Kassel');
    await t.db.query(`UPDATE member_details SET city = 'Fulda' WHERE member_id = $1`, [who.uuid]);
    expect((await read()).memberDetails.city).toBe('Fulda');
    const { email } = await firstRow<{ email: string }>(t.db, `SELECT email FROM member WHERE id = $1`, [who.uuid]);
    await t.db.query(`UPDATE member SET email = 'neu@example.org' WHERE id = $1`, [who.uuid]);
    expect((await read()).member.email).toBe('neu@example.org');
    await t.db.query(`UPDATE member SET email = $2 WHERE id = $1`, [who.uuid, email]);
    await t.db.query(`UPDATE client SET name = 'Demo Neu' WHERE id = $1`, [client.uuid]);
    expect((await read()).client.name).toBe('Demo Neu');
    await t.db.query(`UPDATE client SET name = $2 WHERE id = $1`, [client.uuid, client.name]);
    expect((await read()).client.name).toBe(client.name);
    await t.db.query(`INSERT INTO client_feature_flag (client_id, flag, enabled) VALUES ($1, 'calendar', false)`, [client.uuid]);
    expect((await read()).featureFlags.calendar).toBe(false);
    await t.db.query(`DELETE FROM client_feature_flag`);
    expect((await read()).featureFlags.calendar).toBe(true);
  });

  it("shows a role change at the next read, though the state was cached, with the new role's permissions", async () => {
    const member = new TestClient(t.app);
    await member.login('demo', 'member');
    const read = async () => (await member.get('/api/member/state')).json();
    const before = await read();
    expect(await read()).toEqual(before);
    await t.db.query(`UPDATE member SET role = 'loc-admin' WHERE id = $1`, [before.member.uuid]);
    try {
      const after = await read();
      expect([after.member.roleIdentifier, after.memberDetails.role]).toEqual(['loc-admin', 'loc-admin']);
      expect([...after.member.permissions].sort()).toEqual(permissionsForRole('loc-admin').sort());
    } finally {
      await t.db.query(`UPDATE member SET role = 'member' WHERE id = $1`, [before.member.uuid]);
    }
    expect(await read()).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    expect((await new TestClient(t.app).get('/api/member/state')).statusCode).toBe(401);
  });

  it('covers every role of the table (the back office has a state of its own)', () => {
    expect(new Set([...memberAccounts.map((a) => a.role), 'user', ...LICENSEE_ROLES])).toEqual(new Set(ROLES));
  });
});

describe('support login', () => {
  const supportLogin = (client: TestClient, clientIdentifier: string, password = DEMO_PASSWORD, username = 'advisor') =>
    client.post('/api/support-login', { username, clientIdentifier, password: hashPassword(password) });

  it('signs the advisor into a client as role user with 30-day cookies', async () => {
    const client = new TestClient(t.app);
    const response = await supportLogin(client, 'demo');
    expect(response.statusCode).toBe(200);
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] as string[]);
    const thirtyDays = `Max-Age=${30 * 24 * 3600}`;
    expect(cookies.find((c) => c.startsWith('SESSION='))).toContain(thirtyDays);
    expect(cookies.find((c) => c.startsWith('XSRF-TOKEN='))).toContain(thirtyDays);
    const state = (await client.get('/api/member/state')).json();
    expect(state.member.roleIdentifier).toBe('user');
    expect(state.supportSession).toBe(true);
    expect(state.client.clientIdentifier).toBe('demo');
    expect([...state.member.permissions].sort()).toEqual(permissionsForRole('user').sort());
    // The advisor's cached state ends with a change to their names (migration 033).
    await t.db.query(`UPDATE customer_advisor SET first_name = 'Berta' WHERE id = $1`, [state.member.uuid]);
    expect((await client.get('/api/member/state')).json().memberDetails.firstName).toBe('Berta');
  });

  it('is blocked for a browser that is already signed in', async () => {
    const client = new TestClient(t.app);
    await client.login('demo', 'member');
    const response = await supportLogin(client, 'demo');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'Auth.AlreadyAuthenticated' } });
  });

  it('is refused where the client disallows it', async () => {
    await t.db.query(`UPDATE client SET allow_support_login = false WHERE client_identifier = 'acme'`);
    const response = await supportLogin(new TestClient(t.app), 'acme');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'Auth.SupportLoginDisallowed' } });
    await t.db.query(`UPDATE client SET allow_support_login = true WHERE client_identifier = 'acme'`);
  });

  it('needs the advisor password, and a member cannot use it', async () => {
    expect((await supportLogin(new TestClient(t.app), 'demo', 'Wrong-Passw0rd!')).statusCode).toBe(401);
    expect((await supportLogin(new TestClient(t.app), 'demo', DEMO_PASSWORD, 'admin')).statusCode).toBe(401);
  });
});
