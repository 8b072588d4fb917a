import { hashPassword } from '@compliance/shared-contracts';
import { DEMO_PASSWORD } from '../../seed/demo';
import { hashForStorage } from '../../security/passwords';
import { buildTestApp, type TestApp } from '../../test/build';
import { TestClient } from '../../test/client';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'Neues-Passw0rt!';

const clientId = async (identifier: string): Promise<string> =>
  (await t.db.query<{ id: string }>('SELECT id FROM client WHERE client_identifier = $1', [identifier]))[0]!.id;

/**
 * A member of its own for each test, so tests that change passwords or names neither
 * depend on each other's order nor break the shared demo accounts.
 */
async function createMember(username: string, company = 'demo', password = DEMO_PASSWORD): Promise<string> {
  const stored = await hashForStorage(hashPassword(password));
  const [row] = await t.db.query<{ id: string }>(
    `INSERT INTO member (client_id, username, email, role, password_hash) VALUES ($1, $2, $3, 'member', $4) RETURNING id`,
    [await clientId(company), username, `${username}@profile.example`, stored],
  );
  const id = row!.id;
  await t.db.query(`INSERT INTO member_details (member_id, first_name, last_name) VALUES ($1, 'Petra', 'Profil')`, [id]);
  await t.db.query('INSERT INTO password_history (member_id, password_hash) VALUES ($1, $2)', [id, stored]);
  return id;
}

async function signedIn(username: string, company = 'demo', password = DEMO_PASSWORD): Promise<TestClient> {
  const client = new TestClient(t.app);
  expect((await client.login(company, username, password)).statusCode).toBe(200);
  return client;
}

const auditActions = async (memberId: string): Promise<string[]> =>
  (await t.db.query<{ action: string }>('SELECT action FROM audit_log WHERE entity_id = $1 ORDER BY created_at', [memberId])).map(
    (r) => r.action,
  );

const profileBody = (overrides: Record<string, unknown> = {}) => ({
  email: 'petra.neu@profile.example',
  firstName: 'Petra',
  lastName: 'Neumann',
  phoneNumber: '+49 30 1234567',
  mobileNumber: '0151 23456789',
  ...overrides,
});

describe('POST /api/profile/update', () => {
  it('saves e-mail, names and phone numbers (German numbers without prefix too) and audits it', async () => {
    const id = await createMember('update.ok');
    const client = await signedIn('update.ok');
    const response = await client.post('/api/profile/update', profileBody({ email: 'update.ok.new@profile.example' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const state = (await client.get('/api/member/state')).json();
    expect(state.member.email).toBe('update.ok.new@profile.example');
    expect(state.memberDetails).toMatchObject({
      firstName: 'Petra',
      lastName: 'Neumann',
      phoneNumber: '+49 30 1234567',
      mobileNumber: '0151 23456789',
    });
    expect(await auditActions(id)).toContain('profile.update');
  });

  it('stores emptied optional fields as null', async () => {
    await createMember('update.blank');
    const client = await signedIn('update.blank');
    expect((await client.post('/api/profile/update', profileBody({ email: '', phoneNumber: '', mobileNumber: null }))).statusCode).toBe(
      200,
    );
    const state = (await client.get('/api/member/state')).json();
    expect(state.member.email).toBeNull();
    expect(state.memberDetails.phoneNumber).toBeNull();
    expect(state.memberDetails.mobileNumber).toBeNull();
  });

  it('answers 400 Schema.Invalid naming the bad e-mail and phone fields, and changes nothing', async () => {
    await createMember('update.invalid');
    const client = await signedIn('update.invalid');
    const response = await client.post(
      '/api/profile/update',
      profileBody({ email: 'not-an-email', phoneNumber: '12', mobileNumber: '+49 000 0000000' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('Schema.Invalid');
    expect(response.json().error.fields).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'email', key: 'email' },
        { path: 'phoneNumber', message: 'phoneNumber', key: 'phoneNumber' },
        { path: 'mobileNumber', message: 'phoneNumber', key: 'phoneNumber' },
      ]),
    );
    expect((await client.get('/api/member/state')).json().member.email).toBe('update.invalid@profile.example');
  });

  it('requires first and last name', async () => {
    await createMember('update.names');
    const client = await signedIn('update.names');
    const response = await client.post('/api/profile/update', profileBody({ firstName: '  ', lastName: undefined }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.map((f: { path: string }) => f.path)).toEqual(expect.arrayContaining(['firstName', 'lastName']));
  });

  it('names the limit of a refused length, so the message can say "höchstens 100 Zeichen"', async () => {
    await createMember('update.long');
    const client = await signedIn('update.long');
    const response = await client.post('/api/profile/update', profileBody({ firstName: 'F'.repeat(101) }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      expect.objectContaining({ path: 'firstName', key: 'maxlength', params: { chars: 100 } }),
    ]);
  });

  it("answers 400 Member.EmailExists for another member's e-mail (any case) or login name, and keeps the own one", async () => {
    await createMember('update.clash');
    // Login accepts a username or an e-mail, so an e-mail someone signs in with as username is taken too.
    await createMember('clash.login@profile.example');
    const client = await signedIn('update.clash');
    for (const email of ['Member@Demo-GmbH.example', 'CLASH.login@profile.example']) {
      const response = await client.post('/api/profile/update', profileBody({ email }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'Member.EmailExists' } });
    }
    expect((await client.post('/api/profile/update', profileBody({ email: 'update.clash@profile.example' }))).statusCode).toBe(200);
  });

  it('answers 401 without a session and 403 to the support login', async () => {
    const anonymous = await new TestClient(t.app).post('/api/profile/update', profileBody());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: { code: 'Auth.Unauthenticated' } });
    const advisor = new TestClient(t.app);
    await advisor.post('/api/support-login', { username: 'advisor', clientIdentifier: 'demo', password: hashPassword(DEMO_PASSWORD) });
    const response = await advisor.post('/api/profile/update', profileBody());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'Auth.Forbidden' } });
  });
});

describe('profile settings', () => {
  it('answers null theme and language before anything is chosen, with the languages on offer', async () => {
    await createMember('setting.fresh');
    const client = await signedIn('setting.fresh');
    const response = await client.get('/api/profile/readprofilesetting');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ frontendStyle: { theme: null }, languageCode: null, availableLanguages: ['de_DE', 'en_GB'] });
  });

  it('saves theme and language, overwrites them, and null returns to the default', async () => {
    const id = await createMember('setting.save');
    const client = await signedIn('setting.save');
    const save = (theme: string | null, languageCode: string | null) =>
      client.post('/api/profile/updateprofilesetting', { frontendStyle: { theme }, languageCode });
    const read = async () => (await client.get('/api/profile/readprofilesetting')).json();

    const first = await save('dark', 'en_GB');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true });
    expect(await read()).toMatchObject({ frontendStyle: { theme: 'dark' }, languageCode: 'en_GB' });
    expect((await save('light', 'de_DE')).statusCode).toBe(200);
    expect(await read()).toMatchObject({ frontendStyle: { theme: 'light' }, languageCode: 'de_DE' });
    expect((await save(null, null)).statusCode).toBe(200);
    expect(await read()).toMatchObject({ frontendStyle: { theme: null }, languageCode: null });
    expect((await auditActions(id)).filter((a) => a === 'profile.update-setting')).toHaveLength(3);
    expect(await t.db.query('SELECT 1 FROM member_setting WHERE member_id = $1', [id])).toHaveLength(1);
  });

  it('refuses unknown themes and languages with 400 Schema.Invalid', async () => {
    await createMember('setting.invalid');
    const client = await signedIn('setting.invalid');
    for (const body of [
      { frontendStyle: { theme: 'pink' }, languageCode: 'de_DE' },
      { frontendStyle: { theme: 'dark' }, languageCode: 'fr_FR' },
      {},
    ]) {
      const response = await client.post('/api/profile/updateprofilesetting', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('Schema.Invalid');
    }
  });

  it('answers 401 without a session', async () => {
    expect((await new TestClient(t.app).get('/api/profile/readprofilesetting')).statusCode).toBe(401);
    expect(
      (await new TestClient(t.app).post('/api/profile/updateprofilesetting', { frontendStyle: { theme: 'dark' }, languageCode: 'de_DE' }))
        .statusCode,
    ).toBe(401);
  });
});

describe('POST /api/profile/changepassword', () => {
  const change = (client: TestClient, old: string, next: string, check = next) =>
    client.post('/api/profile/changepassword', { old: hashPassword(old), new: hashPassword(next), newCheck: hashPassword(check) });

  it('sets the new password, ends the other sessions but keeps this one, and audits it', async () => {
    const id = await createMember('password.ok');
    const client = await signedIn('password.ok');
    const other = await signedIn('password.ok');
    const response = await change(client, DEMO_PASSWORD, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await client.get('/api/heartbeat')).statusCode).toBe(200);
    expect((await other.get('/api/heartbeat')).statusCode).toBe(401);
    expect((await new TestClient(t.app).login('demo', 'password.ok')).statusCode).toBe(401);
    expect((await new TestClient(t.app).login('demo', 'password.ok', NEW_PASSWORD)).statusCode).toBe(200);
    expect(await auditActions(id)).toContain('password.change');
  });

  it('answers 400 Password.WrongCurrent for a wrong current password and changes nothing', async () => {
    await createMember('password.wrong');
    const client = await signedIn('password.wrong');
    const other = await signedIn('password.wrong');
    const response = await change(client, 'Falsch-Passw0rt!', NEW_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'Password.WrongCurrent' } });
    expect((await other.get('/api/heartbeat')).statusCode).toBe(200);
    expect((await new TestClient(t.app).login('demo', 'password.wrong')).statusCode).toBe(200);
  });

  it('answers 400 Password.Mismatch when the confirmation differs', async () => {
    await createMember('password.mismatch');
    const client = await signedIn('password.mismatch');
    const response = await change(client, DEMO_PASSWORD, NEW_PASSWORD, 'Anderes-Passw0rt!');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'Password.Mismatch' } });
    expect((await new TestClient(t.app).login('demo', 'password.mismatch')).statusCode).toBe(200);
  });

  it('answers 400 Password.AlreadyUsed for the current or any earlier password', async () => {
    await createMember('password.used');
    const client = await signedIn('password.used');
    const same = await change(client, DEMO_PASSWORD, DEMO_PASSWORD);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ error: { code: 'Password.AlreadyUsed' } });
    expect((await change(client, DEMO_PASSWORD, NEW_PASSWORD)).statusCode).toBe(200);
    const earlier = await change(client, NEW_PASSWORD, DEMO_PASSWORD);
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json()).toEqual({ error: { code: 'Password.AlreadyUsed' } });
    expect((await new TestClient(t.app).login('demo', 'password.used', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 400 Password.TooCommon for a commonly used password and keeps the old one', async () => {
    await createMember('password.common');
    const client = await signedIn('password.common');
    const response = await change(client, DEMO_PASSWORD, 'Passwort1!');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'Password.TooCommon' } });
    expect((await new TestClient(t.app).login('demo', 'password.common')).statusCode).toBe(200);
  });

  it('accepts only hashes, never plain text', async () => {
    await createMember('password.plain');
    const client = await signedIn('password.plain');
    const response = await client.post('/api/profile/changepassword', { old: DEMO_PASSWORD, new: NEW_PASSWORD, newCheck: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('Schema.Invalid');
  });

  it('answers 401 without a session', async () => {
    const response = await change(new TestClient(t.app), DEMO_PASSWORD, NEW_PASSWORD);
    expect(response.statusCode).toBe(401);
  });

  it('slows down guessing the current password through a session', async () => {
    // The counts live in the database, shared with the calls of the tests before (on a limit of 1000).
    await t.db.query('DELETE FROM rate_limit_count');
    const limited = await buildTestApp({ database: t.database!, env: { LOGIN_RATE_LIMIT: '2' } });
    try {
      await createMember('password.guess');
      const client = new TestClient(limited.app);
      await client.login('demo', 'password.guess');
      for (let attempt = 0; attempt < 2; attempt++)
        expect((await change(client, `Guess-${attempt}-Passw0rd!`, NEW_PASSWORD)).statusCode).toBe(400);
      const blocked = await change(client, 'Guess-3-Passw0rd!', NEW_PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ error: { code: 'Auth.TooManyRequests' } });
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/profile/changeusername', () => {
  const rename = (client: TestClient, username: string, newUsername: string, password = DEMO_PASSWORD) =>
    client.post('/api/profile/changeusername', { username, newUsername, password: hashPassword(password) });

  it('renames the member after checking name and password, and audits it', async () => {
    const id = await createMember('rename.ok');
    const client = await signedIn('rename.ok');
    const response = await rename(client, 'rename.ok', 'rename.done');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await client.get('/api/member/state')).json().memberDetails.username).toBe('rename.done');
    expect((await new TestClient(t.app).login('demo', 'rename.ok')).statusCode).toBe(401);
    expect((await new TestClient(t.app).login('demo', 'rename.done')).statusCode).toBe(200);
    const [entry] = await t.db.query<{ details: { from: string; to: string } }>(
      `SELECT details FROM audit_log WHERE entity_id = $1 AND action = 'username.change'`,
      [id],
    );
    expect(entry!.details).toEqual({ from: 'rename.ok', to: 'rename.done' });
  });

  it('accepts an e-mail address as the new username', async () => {
    await createMember('rename.mail');
    const client = await signedIn('rename.mail');
    expect((await rename(client, 'rename.mail', 'rename.mail@elsewhere.example')).statusCode).toBe(200);
  });

  it('answers 400 Password.WrongCurrent for a wrong password or a name that is not the current one', async () => {
    await createMember('rename.wrong');
    const client = await signedIn('rename.wrong');
    for (const [username, password] of [
      ['rename.wrong', 'Falsch-Passw0rt!'],
      ['member', DEMO_PASSWORD],
    ] as const) {
      const response = await rename(client, username, 'rename.never', password);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'Password.WrongCurrent' } });
    }
    expect((await client.get('/api/member/state')).json().memberDetails.username).toBe('rename.wrong');
  });

  it('answers 400 Username.Invalid for a name breaking the username policy', async () => {
    await createMember('rename.invalid');
    const client = await signedIn('rename.invalid');
    for (const newUsername of ['Großbuchstaben', 'ab', '1abc', 'a..b', 'a_b']) {
      const response = await rename(client, 'rename.invalid', newUsername);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'Username.Invalid' } });
    }
  });

  it("answers 400 Username.Exists for a taken name in any case, or another member's e-mail", async () => {
    await createMember('rename.taken');
    await createMember('rename.mailname@profile.example');
    const client = await signedIn('rename.taken');
    // Uppercase passes the policy only in e-mail form, so case is tried on e-mail-shaped names.
    for (const newUsername of ['admin', 'RENAME.MailName@profile.example', 'Member@Demo-GmbH.example']) {
      const response = await rename(client, 'rename.taken', newUsername);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'Username.Exists' } });
    }
  });

  it('answers 401 without a session', async () => {
    expect((await rename(new TestClient(t.app), 'member', 'member.two')).statusCode).toBe(401);
  });
});

describe('POST /api/profile/checkusername', () => {
  it('tells taken names (any case, e-mails too) from free ones; the own name counts as free', async () => {
    await createMember('check.me');
    const client = await signedIn('check.me');
    const check = async (username: string) => {
      const response = await client.post('/api/profile/checkusername', { username });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    expect(await check('admin')).toEqual({ usernameExists: true });
    expect(await check('Member')).toEqual({ usernameExists: true });
    expect(await check('member@demo-gmbh.example')).toEqual({ usernameExists: true });
    expect(await check('check.me')).toEqual({ usernameExists: false });
    expect(await check('nobody.here')).toEqual({ usernameExists: false });
  });

  it('answers 400 for an empty name and 401 without a session', async () => {
    await createMember('check.empty');
    const client = await signedIn('check.empty');
    expect((await client.post('/api/profile/checkusername', { username: ' ' })).statusCode).toBe(400);
    expect((await new TestClient(t.app).post('/api/profile/checkusername', { username: 'admin' })).statusCode).toBe(401);
  });
});

describe('POST /api/profile/read-org-unit-list', () => {
  /** Creates `count` org units in a client named "Einheit 01"… with identifiers counting down, and joins the member to them. */
  async function joinNewOrgUnits(memberId: string, prefix: string, count: number, company = 'demo'): Promise<void> {
    const client = await clientId(company);
    for (let n = 1; n <= count; n++) {
      const [unit] = await t.db.query<{ id: string }>(
        'INSERT INTO org_unit (client_id, identifier, name) VALUES ($1, $2, $3) RETURNING id',
        [client, `${prefix}-${String(100 - n).padStart(3, '0')}`, `${prefix} Einheit ${String(n).padStart(2, '0')}`],
      );
      await t.db.query('INSERT INTO org_unit_member (org_unit_id, member_id) VALUES ($1, $2)', [unit!.id, memberId]);
    }
  }

  const list = (client: TestClient, body: Record<string, unknown> = {}) => client.post('/api/profile/read-org-unit-list', body);

  it("answers the seeded member's units with their flags, sorted by name", async () => {
    const client = await signedIn('member');
    const response = await list(client);
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json();
    expect(total).toBe(2);
    expect(items).toHaveLength(2);
    expect(items.map((i: { orgUnitName: string }) => i.orgUnitName)).toEqual(
      [...items.map((i: { orgUnitName: string }) => i.orgUnitName)].sort((a, b) => a.localeCompare(b)),
    );
    expect(items).toContainEqual({
      uuid: expect.any(String),
      orgUnitIdentifier: 'alle-mitarbeitenden',
      orgUnitName: 'Alle Mitarbeitenden',
      isRoot: false,
      isDefault: true,
    });
  });

  it('pages, sorts by name or identifier in both directions and searches in SQL', async () => {
    const id = await createMember('orgunits.many');
    await joinNewOrgUnits(id, 'paging', 27);
    const client = await signedIn('orgunits.many');
    const names = (response: { json(): { items: { orgUnitName: string }[] } }) => response.json().items.map((i) => i.orgUnitName);

    const first = await list(client, { page: 1, perPage: 25 });
    expect(first.json().total).toBe(27);
    expect(names(first)).toHaveLength(25);
    expect(names(first)[0]).toBe('paging Einheit 01');
    const second = await list(client, { page: 2, perPage: 25 });
    expect(names(second)).toEqual(['paging Einheit 26', 'paging Einheit 27']);
    expect(second.json().total).toBe(27);
    expect((await list(client, { page: 3 })).json()).toEqual({ items: [], total: 27 });

    expect(names(await list(client, { sortDirection: 'desc' }))[0]).toBe('paging Einheit 27');
    // Identifiers count down while names count up, so identifier order reverses name order.
    expect(names(await list(client, { sortBy: 'orgUnitIdentifier' }))[0]).toBe('paging Einheit 27');
    expect(names(await list(client, { sortBy: 'orgUnitIdentifier', sortDirection: 'desc' }))[0]).toBe('paging Einheit 01');

    const search = await list(client, { filter: { search: 'EINHEIT 1' } });
    expect(search.json().total).toBe(10);
    expect((await list(client, { filter: { search: '%' } })).json().total).toBe(0);
  });

  it('refuses sort columns outside the allow-list and page sizes other than 25, 50 and 100', async () => {
    const client = await signedIn('member');
    for (const body of [{ sortBy: 'id; DROP TABLE member' }, { perPage: 10 }, { page: 0 }]) {
      const response = await list(client, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('Schema.Invalid');
    }
  });

  it('answers 401 without a session', async () => {
    expect((await list(new TestClient(t.app))).statusCode).toBe(401);
  });
});

describe('tenant isolation', () => {
  const acmeAdmin = async () =>
    (
      await t.db.query<{ id: string; username: string; email: string; first_name: string }>(
        `SELECT m.id, m.username, m.email, d.first_name FROM member m JOIN member_details d ON d.member_id = m.id
          WHERE m.username = 'admin' AND m.client_id = (SELECT id FROM client WHERE client_identifier = 'acme')`,
      )
    )[0]!;

  it("a demo member may use names and e-mails taken only in acme, and acme's member stays untouched", async () => {
    const before = await acmeAdmin();
    const acme = await signedIn('admin', 'acme');
    await createMember('tenant.demo');
    const demo = await signedIn('tenant.demo');

    const acmeOnly = (
      await t.db.query<{ username: string }>(
        `SELECT a.username FROM member a JOIN client c ON c.id = a.client_id
          WHERE c.client_identifier = 'acme'
            AND NOT EXISTS (SELECT 1 FROM member d WHERE d.client_id = (SELECT id FROM client WHERE client_identifier = 'demo') AND lower(d.username) = lower(a.username))
          LIMIT 1`,
      )
    )[0]!.username;
    expect((await demo.post('/api/profile/checkusername', { username: acmeOnly })).json()).toEqual({ usernameExists: false });
    expect((await demo.post('/api/profile/update', profileBody({ email: before.email, firstName: 'Gekapert' }))).statusCode).toBe(200);
    expect(
      (
        await demo.post('/api/profile/changeusername', {
          username: 'tenant.demo',
          newUsername: acmeOnly,
          password: hashPassword(DEMO_PASSWORD),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await demo.post('/api/profile/changepassword', {
          old: hashPassword(DEMO_PASSWORD),
          new: hashPassword(NEW_PASSWORD),
          newCheck: hashPassword(NEW_PASSWORD),
        })
      ).statusCode,
    ).toBe(200);
    await demo.post('/api/profile/updateprofilesetting', { frontendStyle: { theme: 'dark' }, languageCode: 'en_GB' });

    expect(await acmeAdmin()).toEqual(before);
    expect((await acme.get('/api/heartbeat')).statusCode).toBe(200);
    expect((await acme.get('/api/profile/readprofilesetting')).json()).toMatchObject({
      frontendStyle: { theme: null },
      languageCode: null,
    });
    expect(
      await t.db.query(`SELECT 1 FROM member WHERE username = $1 AND client_id = $2`, [acmeOnly, await clientId('acme')]),
    ).toHaveLength(1);
    expect((await new TestClient(t.app).login('demo', acmeOnly, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("lists only the member's own units, never another client's, even when linked to one", async () => {
    const id = await createMember('tenant.units');
    // A foreign link cannot arise through the API; the client filter must hold even if it did.
    await t.db.query(
      `INSERT INTO org_unit_member (org_unit_id, member_id)
       SELECT id, $1 FROM org_unit WHERE client_id = (SELECT id FROM client WHERE client_identifier = 'acme') AND is_root`,
      [id],
    );
    const client = await signedIn('tenant.units');
    expect((await client.post('/api/profile/read-org-unit-list', {})).json()).toEqual({ items: [], total: 0 });
  });
});
