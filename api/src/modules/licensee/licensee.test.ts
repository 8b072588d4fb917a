import {
  createLicenseeClientEndpoint,
  createPasswordResetTokenEndpoint,
  deactivateLicenseeClientEndpoint,
  FEATURE_FLAGS,
  hashPassword,
  licenseeClientListEndpoint,
  licenseeLoginEndpoint,
  licenseeStaffStateEndpoint,
  memberStateEndpoint,
  permissionsForRole,
  reactivateLicenseeClientEndpoint,
  readLicenseeClientEndpoint,
  supportLoginEndpoint,
  updateLicenseeClientEndpoint,
  resetPasswordEndpoint,
  type CreateLicenseeClientBody,
  type LicenseeClientDetails,
} from '@compliance/shared-contracts';
import { insertRows } from '../../db';
import { DEMO_PASSWORD } from '../../seed/demo';
import { hashForStorage } from '../../security/passwords';
import { buildTestApp, type TestApp } from '../../test/build';
import { TestClient } from '../../test/client';
import { errorCodeOf, firstRow } from '../../test/answers';

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
  await insertRows(t.db, 'client', ['licensee_id', 'client_identifier', 'name', 'city'], [[id, 'partnerco', 'Partner Kunde GmbH', 'Köln']]);
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

describe('POST /api/licensee/client-list', () => {
  /** The demo licensee's clients as the database holds them, their members counted as the limit counts them, without the tallies the list reads. */
  async function demoClientsCounted() {
    return t.db.query<{ id: string; client_identifier: string; members: number; last_login_at: Date | null }>(
      `SELECT c.id, c.client_identifier,
              (SELECT count(*)::int FROM member m WHERE m.client_id = c.id AND m.archived_at IS NULL AND m.status = 'active') AS members,
              (SELECT max(m.last_login_at) FROM member m WHERE m.client_id = c.id AND m.archived_at IS NULL) AS last_login_at
         FROM client c JOIN licensee l ON l.id = c.licensee_id
        WHERE l.identifier = 'demo-licensee'`,
    );
  }

  it("lists the licensee's clients by name, with their members, size limit and last sign-in", async () => {
    await new TestClient(t.app).login('demo', 'superadmin');
    const { client } = await staffSignIn('advisor');
    const answer = await (await client.send(licenseeClientListEndpoint, { filter: {} })).answer();
    const counted = await demoClientsCounted();
    expect(answer.total).toBe(counted.length);
    expect(answer.items.map((row) => row.name)).toEqual(['Acme Sicherheitstechnik AG', 'Demo GmbH']);
    for (const row of answer.items) {
      const expected = counted.find((c) => c.id === row.uuid)!;
      expect({ identifier: row.clientIdentifier, members: row.memberCount, lastActivityAt: row.lastActivityAt }).toEqual({
        identifier: expected.client_identifier,
        members: expected.members,
        lastActivityAt: expected.last_login_at?.toISOString() ?? null,
      });
    }
    expect(answer.items.find((row) => row.clientIdentifier === 'demo')).toMatchObject({ city: 'Berlin', maxMembers: 1000 });
    expect(answer.items.find((row) => row.clientIdentifier === 'demo')!.lastActivityAt).not.toBeNull();
  });

  it('names the areas switched on for each client as its admins see them', async () => {
    const { client } = await staffSignIn('advisor');
    const answer = await (await client.send(licenseeClientListEndpoint, { filter: {} })).answer();
    for (const identifier of ['demo', 'acme']) {
      const admin = new TestClient(t.app);
      await admin.login(identifier, 'admin');
      const { featureFlags } = await (await admin.send(memberStateEndpoint)).answer();
      expect(answer.items.find((row) => row.clientIdentifier === identifier)!.areas).toEqual(
        FEATURE_FLAGS.filter((flag) => featureFlags[flag]),
      );
    }
  });

  it("never lists another licensee's clients, and finds by name, company ID or city", async () => {
    const { client } = await staffSignIn('licenseeadmin');
    const search = async (text: string) =>
      (await (await client.send(licenseeClientListEndpoint, { filter: { search: text } })).answer()).items.map(
        (row) => row.clientIdentifier,
      );
    expect(await search('partner')).toEqual([]);
    expect(await search('köln')).toEqual(['acme']);
    expect(await search('DEMO')).toEqual(['demo']);
    const partner = (await staffSignIn('licenseeadmin', 'Partner-Passw0rd!', PARTNER_HOST)).client;
    const partnerList = await (await partner.send(licenseeClientListEndpoint, { filter: {} })).answer();
    expect(partnerList).toEqual({
      total: 1,
      items: [expect.objectContaining({ clientIdentifier: 'partnerco', memberCount: 0, lastActivityAt: null })],
    });
  });

  it('says which clients allow the support login, and finds those an advisor may enter', async () => {
    const { client } = await staffSignIn('advisor');
    const { id: acme } = await firstRow<{ id: string }>(t.db, `SELECT id FROM client WHERE client_identifier = 'acme'`);
    await t.db.query(`UPDATE client SET allow_support_login = false WHERE id = $1`, [acme]);
    try {
      const listed = async (supportLogin?: 'allowed' | 'forbidden') =>
        (await (await client.send(licenseeClientListEndpoint, { filter: supportLogin ? { supportLogin } : {} })).answer()).items.map(
          (row) => [row.clientIdentifier, row.allowSupportLogin],
        );
      expect(await listed()).toEqual([
        ['acme', false],
        ['demo', true],
      ]);
      expect(await listed('allowed')).toEqual([['demo', true]]);
      expect(await listed('forbidden')).toEqual([['acme', false]]);
    } finally {
      await t.db.query(`UPDATE client SET allow_support_login = true WHERE id = $1`, [acme]);
    }
  });

  it('sorts by member count and pages', async () => {
    const { client } = await staffSignIn('licenseeadmin');
    const byMembers = await (
      await client.send(licenseeClientListEndpoint, { sortBy: 'memberCount', sortDirection: 'desc', filter: {} })
    ).answer();
    const counts = byMembers.items.map((row) => row.memberCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const beyond = await (await client.send(licenseeClientListEndpoint, { page: 2, filter: {} })).answer();
    expect(beyond).toEqual({ items: [], total: 2 });
  });

  it("is refused to a client's admin (403) and to nobody signed in (401)", async () => {
    const admin = new TestClient(t.app);
    await admin.login('demo', 'superadmin');
    expect(errorCodeOf(await admin.send(licenseeClientListEndpoint, { filter: {} }))).toBe('Auth.Forbidden');
    expect((await new TestClient(t.app).send(licenseeClientListEndpoint, { filter: {} })).statusCode).toBe(401);
  });
});

describe('POST /api/licensee/create-client', () => {
  const newClient = (clientIdentifier: string): CreateLicenseeClientBody => ({
    clientIdentifier,
    name: 'Neukunde Logistik GmbH',
    street: 'Hafenstraße 1',
    additional: null,
    postalCode: '20457',
    city: 'Hamburg',
    country: 'DE',
    maxMembers: 300,
    admin: { username: 'chefin', email: 'chefin@neukunde.example', firstName: 'Nora', lastName: 'Neu' },
  });

  it('creates the client with its first super-admin, who sets a password by the mailed link and signs in', async () => {
    const { client } = await staffSignIn('licenseeadmin');
    const mailsBefore = t.outbox().length;
    const { uuid } = await (await client.send(createLicenseeClientEndpoint, newClient('neukunde'))).answer();
    const listed = await (await client.send(licenseeClientListEndpoint, { filter: { search: 'neukunde' } })).answer();
    expect(listed.items).toEqual([
      expect.objectContaining({
        uuid,
        name: 'Neukunde Logistik GmbH',
        city: 'Hamburg',
        memberCount: 1,
        maxMembers: 300,
        lastActivityAt: null,
      }),
    ]);

    await t.app.mailer.flush();
    const [mail] = t.outbox().slice(mailsBefore);
    expect(mail).toContain('chefin@neukunde.example');
    // The .eml text is quoted-printable: soft line breaks and '=' escaped.
    const text = (mail ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = decodeURIComponent(/\/auth\/reset-password\/neukunde\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!);
    const password = hashPassword('Neues-Passw0rt!');
    const owner = new TestClient(t.app);
    expect((await owner.send(resetPasswordEndpoint, { password, passwordConfirmation: password, token })).statusCode).toBe(200);
    expect((await new TestClient(t.app).login('neukunde', 'chefin', 'Neues-Passw0rt!')).statusCode).toBe(200);
    const state = await (await owner.send(memberStateEndpoint)).answer();
    expect(state.member.roleIdentifier).toBe('super-admin');
  });

  it('records who created the client in the audit log', async () => {
    const { client, response } = await staffSignIn('licenseeadmin');
    const { uuid } = await (await client.send(createLicenseeClientEndpoint, newClient('neukunde-audit'))).answer();
    const [entry] = await t.db.query<{ actor_advisor_id: string; action: string }>(
      `SELECT actor_advisor_id, action FROM audit_log WHERE entity_id = $1`,
      [uuid],
    );
    expect(entry).toEqual({ actor_advisor_id: (await response.answer()).uuid, action: 'client.create' });
  });

  it('refuses a company ID the licensee has (400 Client.IdentifierExists) and one against the identifier rule, writing nothing', async () => {
    const { client } = await staffSignIn('licenseeadmin');
    const clientsBefore = await t.db.query(`SELECT id FROM client`);
    expect(errorCodeOf(await client.send(createLicenseeClientEndpoint, newClient('acme')))).toBe('Client.IdentifierExists');
    const invalid = await client.post(createLicenseeClientEndpoint.path, { ...newClient('A b'), maxMembers: 0 });
    expect(invalid.statusCode).toBe(400);
    expect(await t.db.query(`SELECT id FROM client`)).toHaveLength(clientsBefore.length);
  });

  it('lets another licensee use the same company ID', async () => {
    const partner = (await staffSignIn('licenseeadmin', 'Partner-Passw0rd!', PARTNER_HOST)).client;
    expect((await partner.send(createLicenseeClientEndpoint, newClient('demo'))).statusCode).toBe(200);
  });

  it('is the licensee admin’s alone: an advisor gets 403', async () => {
    const { client } = await staffSignIn('advisor');
    expect(errorCodeOf(await client.send(createLicenseeClientEndpoint, newClient('advisor-kunde')))).toBe('Auth.Forbidden');
  });
});

/** The uuid of a client of the demo licensee. */
async function demoClientId(identifier: string): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(
    `SELECT c.id FROM client c JOIN licensee l ON l.id = c.licensee_id WHERE l.identifier = 'demo-licensee' AND c.client_identifier = $1`,
    [identifier],
  );
  return row!.id;
}

/** The update body of a client as read: its uuid and the fields the back office edits. */
function editableFields({
  clientIdentifier: _id,
  memberCount: _count,
  areas: _areas,
  lastActivityAt: _last,
  deactivatedAt: _off,
  createdAt: _created,
  allowSupportLogin: _support,
  ...fields
}: LicenseeClientDetails) {
  return fields;
}

describe('a client of the licensee: read and update', () => {
  it('reads a client with its master data, member limit and count, areas and creation', async () => {
    const { client } = await staffSignIn('advisor');
    const uuid = await demoClientId('acme');
    const details = await (await client.send(readLicenseeClientEndpoint, { uuid })).answer();
    const listed = await (await client.send(licenseeClientListEndpoint, { filter: { search: 'acme' } })).answer();
    expect(details).toEqual({
      ...listed.items[0],
      street: 'Rheinufer 5',
      additional: null,
      postalCode: '50668',
      country: 'DE',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      allowSupportLogin: true,
    });
  });

  it("answers 404 Client.NotFound for another licensee's client, to read and to update", async () => {
    const { client } = await staffSignIn('licenseeadmin');
    const [partnerClient] = await t.db.query<{ id: string }>(`SELECT id FROM client WHERE client_identifier = 'partnerco'`);
    expect(errorCodeOf(await client.send(readLicenseeClientEndpoint, { uuid: partnerClient!.id }))).toBe('Client.NotFound');
    const update = await client.send(updateLicenseeClientEndpoint, {
      uuid: partnerClient!.id,
      name: 'Übernommen',
      street: null,
      additional: null,
      postalCode: null,
      city: null,
      country: 'DE',
      maxMembers: 10,
    });
    expect({ status: update.statusCode, code: errorCodeOf(update) }).toEqual({ status: 404, code: 'Client.NotFound' });
    expect((await t.db.query<{ name: string }>(`SELECT name FROM client WHERE id = $1`, [partnerClient!.id]))[0]!.name).toBe(
      'Partner Kunde GmbH',
    );
  });

  it('saves master data and the member limit, audits the changed fields, and the company sees them', async () => {
    const { client, response } = await staffSignIn('licenseeadmin');
    const uuid = await demoClientId('acme');
    const before = await (await client.send(readLicenseeClientEndpoint, { uuid })).answer();
    const saved = {
      name: 'Acme Sicherheit AG',
      street: 'Rheinufer 7',
      additional: '',
      postalCode: '50668',
      city: 'Köln',
      country: 'de',
      maxMembers: 250,
    };
    expect((await client.send(updateLicenseeClientEndpoint, { uuid, ...saved })).statusCode).toBe(200);
    const after = await (await client.send(readLicenseeClientEndpoint, { uuid })).answer();
    expect(after).toEqual({ ...before, ...saved, additional: null, country: 'DE' });
    const [entry] = await t.db.query<{ actor_advisor_id: string; details: unknown }>(
      `SELECT actor_advisor_id, details FROM audit_log WHERE entity_id = $1 AND action = 'client.update' ORDER BY created_at DESC LIMIT 1`,
      [uuid],
    );
    expect(entry).toEqual({ actor_advisor_id: (await response.answer()).uuid, details: { fields: ['name', 'street', 'maxMembers'] } });
    await client.send(updateLicenseeClientEndpoint, {
      uuid,
      ...saved,
      name: before.name,
      street: before.street,
      maxMembers: before.maxMembers,
    });
  });

  it('refuses a member limit below the members the client counts, changing nothing', async () => {
    const { client } = await staffSignIn('licenseeadmin');
    const uuid = await demoClientId('demo');
    const before = await (await client.send(readLicenseeClientEndpoint, { uuid })).answer();
    const { uuid: _uuid, ...fields } = editableFields(before);
    const refused = await client.send(updateLicenseeClientEndpoint, {
      uuid,
      ...fields,
      name: 'Geändert',
      maxMembers: before.memberCount - 1,
    });
    expect({ status: refused.statusCode, code: errorCodeOf(refused) }).toEqual({ status: 400, code: 'Client.MaxMembersBelowMemberCount' });
    expect(await (await client.send(readLicenseeClientEndpoint, { uuid })).answer()).toEqual(before);
    expect((await client.send(updateLicenseeClientEndpoint, { uuid, ...fields, maxMembers: before.memberCount })).statusCode).toBe(200);
    await client.send(updateLicenseeClientEndpoint, { uuid, ...fields });
  });

  it('lets an advisor read but not update', async () => {
    const { client } = await staffSignIn('advisor');
    const uuid = await demoClientId('acme');
    const details = await (await client.send(readLicenseeClientEndpoint, { uuid })).answer();
    expect(errorCodeOf(await client.send(updateLicenseeClientEndpoint, editableFields(details)))).toBe('Auth.Forbidden');
  });
});

describe('deactivating and reactivating a client', () => {
  it("ends its members' sessions, refuses their sign-in and reset mails, keeps support login, and reactivation restores all", async () => {
    const uuid = await demoClientId('acme');
    const member = new TestClient(t.app);
    await member.login('acme', 'admin');
    const { client: staff } = await staffSignIn('licenseeadmin');
    const mailsBefore = t.outbox().length;

    expect((await staff.send(deactivateLicenseeClientEndpoint, { uuid })).statusCode).toBe(200);
    try {
      expect((await member.send(memberStateEndpoint)).statusCode).toBe(401);
      const login = await new TestClient(t.app).post('/api/login', {
        username: 'admin',
        clientIdentifier: 'acme',
        password: hashPassword(DEMO_PASSWORD),
      });
      expect({ status: login.statusCode, code: errorCodeOf(login) }).toEqual({ status: 403, code: 'Client.Deactivated' });
      // The account has an address, so only the deactivation keeps the mail from going out.
      const [account] = await t.db.query<{ email: string | null }>(
        `SELECT m.email FROM member m JOIN client c ON c.id = m.client_id WHERE c.id = $1 AND m.username = 'admin'`,
        [uuid],
      );
      expect(account?.email).toEqual(expect.stringContaining('@'));
      await new TestClient(t.app).send(createPasswordResetTokenEndpoint, { username: 'admin', clientIdentifier: 'acme' });
      await t.app.mailer.flush();
      expect(t.outbox().slice(mailsBefore)).toEqual([]);
      const support = await new TestClient(t.app).send(supportLoginEndpoint, {
        username: 'advisor',
        clientIdentifier: 'acme',
        password: hashPassword(DEMO_PASSWORD),
      });
      expect(support.statusCode).toBe(200);
      const listed = await (await staff.send(licenseeClientListEndpoint, { filter: { status: 'deactivated' } })).answer();
      expect(listed.items.map((row) => [row.clientIdentifier, typeof row.deactivatedAt])).toEqual([['acme', 'string']]);
      expect(
        (await (await staff.send(licenseeClientListEndpoint, { filter: { status: 'active' } })).answer()).items.map(
          (row) => row.clientIdentifier,
        ),
      ).not.toContain('acme');
    } finally {
      expect((await staff.send(reactivateLicenseeClientEndpoint, { uuid })).statusCode).toBe(200);
    }
    expect((await new TestClient(t.app).login('acme', 'admin')).statusCode).toBe(200);
    expect((await (await staff.send(readLicenseeClientEndpoint, { uuid })).answer()).deactivatedAt).toBeNull();
  });

  it('records each change once in the audit log: a second deactivation changes nothing', async () => {
    const uuid = await demoClientId('acme');
    const { client: staff } = await staffSignIn('licenseeadmin');
    const actions = async () =>
      (
        await t.db.query<{ action: string }>(
          `SELECT action FROM audit_log WHERE entity_id = $1 AND action LIKE 'client.%activate' ORDER BY created_at`,
          [uuid],
        )
      ).map((row) => row.action);
    const before = await actions();
    await staff.send(deactivateLicenseeClientEndpoint, { uuid });
    const first = (await (await staff.send(readLicenseeClientEndpoint, { uuid })).answer()).deactivatedAt;
    await staff.send(deactivateLicenseeClientEndpoint, { uuid });
    expect((await (await staff.send(readLicenseeClientEndpoint, { uuid })).answer()).deactivatedAt).toBe(first);
    await staff.send(reactivateLicenseeClientEndpoint, { uuid });
    await staff.send(reactivateLicenseeClientEndpoint, { uuid });
    expect((await actions()).slice(before.length)).toEqual(['client.deactivate', 'client.reactivate']);
  });

  it("answers 404 for another licensee's client and 403 to an advisor", async () => {
    const [{ id: partnerClient }] = (await t.db.query<{ id: string }>(`SELECT id FROM client WHERE client_identifier = 'partnerco'`)) as [
      { id: string },
    ];
    const { client: staff } = await staffSignIn('licenseeadmin');
    expect(errorCodeOf(await staff.send(deactivateLicenseeClientEndpoint, { uuid: partnerClient }))).toBe('Client.NotFound');
    expect((await t.db.query(`SELECT 1 FROM client WHERE id = $1 AND deactivated_at IS NULL`, [partnerClient])).length).toBe(1);
    const { client: advisor } = await staffSignIn('advisor');
    expect(errorCodeOf(await advisor.send(deactivateLicenseeClientEndpoint, { uuid: partnerClient }))).toBe('Auth.Forbidden');
  });
});
