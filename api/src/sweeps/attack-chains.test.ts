import {
  hashPassword,
  locationDetailEndpoint,
  MEMBER_IMPORT_FILE_FIELD,
  memberDetailsEndpoint,
  memberListEndpoint,
  orgUnitDetailEndpoint,
  uploadMemberCsvEndpoint,
} from '@compliance/shared-contracts';
import { buildTestApp, type TestApp } from '../test/build';
import { DEMO_ADMINS, signInAll, TestClient } from '../test/client';
import { DEMO_PASSWORD } from '../seed/demo';
import { multipartBody, MULTIPART_CONTENT_TYPE } from '../test/multipart';
import { errorCodeOf, firstRow } from '../test/answers';
import { listRequest } from '../test/list-request';

// The attack chains of the penetration test, step by step as they were tried with the demo
// accounts. Each step that answered 200 before now answers 403 or 404 and leaves the victim's
// account as it was (docs/roles.md "Who may act on whom").

let t: TestApp;
let client: (key: string) => TestClient;
beforeAll(async () => {
  t = await buildTestApp();
  client = await signInAll(t.app, DEMO_ADMINS);
});
afterAll(async () => {
  await t.close();
});

const ATTACKER_MAIL = 'attacker@evil.example';
const one = <Row>(text: string, params: unknown[] = []): Promise<Row> => firstRow<Row>(t.db, text, params);
const memberIdOf = async (username: string): Promise<string> =>
  (
    await one<{ id: string }>(
      "SELECT m.id FROM member m JOIN client c ON c.id = m.client_id WHERE c.client_identifier = 'demo' AND m.username = $1",
      [username],
    )
  ).id;
const locationIdOf = async (identifier: string): Promise<string> =>
  (await one<{ id: string }>('SELECT id FROM location WHERE identifier = $1', [identifier])).id;
const ouAdminsUnit = async (): Promise<string> =>
  (
    await one<{ org_unit_id: string }>("SELECT org_unit_id FROM org_unit_admin WHERE kind = 'admin' AND member_id = $1", [
      await memberIdOf('ouadmin'),
    ])
  ).org_unit_id;
const answer = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  code: errorCodeOf(response),
});
const listBody = <const F extends object>(fields?: F) => listRequest(fields, 25);

/** The victim's details as the update form would send them, with the changes. */
async function detailsWith(uuid: string, changes: Record<string, unknown>): Promise<Record<string, unknown>> {
  const details = (await client('superadmin').send(memberDetailsEndpoint, { uuid })).answer();
  const { lastLoginAt: _lastLoginAt, archivedAt: _archivedAt, ...fields } = details;
  return { ...fields, ...changes };
}

const accountOf = (uuid: string) =>
  one<{ email: string | null; password_hash: string | null; status: string; archived: boolean }>(
    'SELECT email, password_hash, status, archived_at IS NOT NULL AS archived FROM member WHERE id = $1',
    [uuid],
  );

/** The steps after the admin is in the attacker's scope: rewrite the e-mail, mail a reset link, deactivate. */
async function expectTakeoverRefused(attacker: TestClient, victim: string): Promise<void> {
  const before = await accountOf(victim);
  await t.app.mailer.flush();
  const mailsBefore = t.outbox().length;
  expect(answer(await attacker.post('/api/memberlist/updatememberdetails', await detailsWith(victim, { email: ATTACKER_MAIL })))).toEqual({
    status: 403,
    code: 'Member.OutOfReach',
  });
  expect(answer(await attacker.post('/api/memberlist/reset-password', { uuid: victim }))).toEqual({
    status: 403,
    code: 'Member.OutOfReach',
  });
  expect(answer(await attacker.post('/api/memberlist/updatememberdetails', await detailsWith(victim, { status: 'deactivated' })))).toEqual({
    status: 403,
    code: 'Member.OutOfReach',
  });
  expect(await accountOf(victim)).toEqual(before);
  await t.app.mailer.flush();
  expect(t.outbox().slice(mailsBefore)).toEqual([]);
}

describe('chain 1: a scoped admin takes over an admin', () => {
  it('as loc-admin: pulling an admin of another location into their own is refused', async () => {
    const admin = await memberIdOf('admin');
    const hamburg = await locationIdOf('werk-hamburg');
    await client('superadmin').post('/api/location/remove-members', { uuid: hamburg, memberUuids: [admin] });
    expect(answer(await client('locadmin').post('/api/location/assign-members', { uuid: hamburg, memberUuids: [admin] }))).toEqual({
      status: 404,
      code: 'Member.NotFound',
    });
    expect(answer(await client('locadmin').post('/api/memberlist/memberdetails', { uuid: admin }))).toEqual({
      status: 404,
      code: 'Member.NotFound',
    });
  });

  it('as loc-admin: an admin who is in their location cannot be changed, reset or deactivated', async () => {
    const admin = await memberIdOf('admin');
    const hamburg = await locationIdOf('werk-hamburg');
    // An admin put the admin there; being in scope is no power over a higher rank.
    expect((await client('superadmin').post('/api/location/assign-members', { uuid: hamburg, memberUuids: [admin] })).statusCode).toBe(200);
    expect((await client('locadmin').post('/api/memberlist/memberdetails', { uuid: admin })).statusCode).toBe(200);
    await expectTakeoverRefused(client('locadmin'), admin);
    expect(answer(await client('locadmin').post('/api/location/remove-members', { uuid: hamburg, memberUuids: [admin] }))).toEqual({
      status: 403,
      code: 'Member.OutOfReach',
    });
    // The admin still signs in with their own password.
    expect((await new TestClient(t.app).login('demo', 'admin')).statusCode).toBe(200);
  });

  it('as ou-admin: an admin already in their unit cannot be changed, reset or deactivated', async () => {
    const admin = await memberIdOf('admin');
    const unit = await ouAdminsUnit();
    expect(
      (await client('superadmin').post('/api/org-unit/add-members-to-org-unit', { uuid: unit, memberUuids: [admin] })).statusCode,
    ).toBe(200);
    await expectTakeoverRefused(client('ouadmin'), admin);
    expect(answer(await client('ouadmin').post('/api/org-unit/remove-members', { uuid: unit, memberUuids: [admin] }))).toEqual({
      status: 403,
      code: 'Member.OutOfReach',
    });
  });

  it('a scoped admin still administers the members of their scope', async () => {
    const unit = await ouAdminsUnit();
    const member = await one<{ id: string }>(
      "SELECT m.id FROM member m JOIN org_unit_member om ON om.member_id = m.id WHERE om.org_unit_id = $1 AND m.role = 'member' AND m.archived_at IS NULL LIMIT 1",
      [unit],
    );
    expect(
      (await client('ouadmin').post('/api/memberlist/updatememberdetails', await detailsWith(member.id, { city: 'Potsdam' }))).statusCode,
    ).toBe(200);
  });
});

describe('chain 2: a scoped admin widens their own scope', () => {
  /** The ou-admin's unit as its form would send it, with the changes. */
  async function unitWith(changes: Record<string, unknown>): Promise<Record<string, unknown>> {
    const uuid = await ouAdminsUnit();
    const unit = (await client('ouadmin').send(orgUnitDetailEndpoint, { uuid })).answer();
    return {
      uuid,
      orgUnitIdentifier: unit.orgUnitIdentifier,
      orgUnitName: unit.orgUnitName,
      isRoot: unit.isRoot,
      isDefault: unit.isDefault,
      parentUuid: unit.parentUuid,
      accountableUuids: unit.accountables.map((person) => person.uuid),
      adminUuids: unit.admins.map((person) => person.uuid),
      ...changes,
    };
  }
  const inScope = async () => (await client('ouadmin').send(memberListEndpoint, listBody())).answer().total;

  it('as ou-admin: adding the super-admin to their unit is refused, and their details stay hidden', async () => {
    const owner = await memberIdOf('superadmin');
    expect(
      answer(await client('ouadmin').post('/api/org-unit/add-members-to-org-unit', { uuid: await ouAdminsUnit(), memberUuids: [owner] })),
    ).toEqual({ status: 404, code: 'Member.NotFound' });
    expect(answer(await client('ouadmin').post('/api/memberlist/memberdetails', { uuid: owner }))).toEqual({
      status: 404,
      code: 'Member.NotFound',
    });
  });

  it('as ou-admin: making their unit the default one (the whole client) is refused', async () => {
    const before = await inScope();
    expect(answer(await client('ouadmin').post('/api/org-unit/update-org-unit', await unitWith({ isDefault: true })))).toEqual({
      status: 403,
      code: 'Role.AdminsOnly',
    });
    expect(await inScope()).toBe(before);
  });

  it('as ou-admin: granting admin or accountable responsibility is refused; other fields save', async () => {
    const member = await memberIdOf('member');
    expect(
      answer(
        await client('ouadmin').post(
          '/api/org-unit/update-org-unit',
          await unitWith({ adminUuids: [await memberIdOf('ouadmin'), member] }),
        ),
      ),
    ).toEqual({ status: 403, code: 'Role.AdminsOnly' });
    expect(answer(await client('ouadmin').post('/api/org-unit/update-org-unit', await unitWith({ adminUuids: [] })))).toEqual({
      status: 403,
      code: 'Role.AdminsOnly',
    });
    expect(
      answer(
        await client('ouadmin').post(
          '/api/org-unit/update-org-unit',
          await unitWith({ accountableUuids: [await memberIdOf('superadmin')] }),
        ),
      ),
    ).toEqual({ status: 403, code: 'Role.AdminsOnly' });
    expect((await client('ouadmin').post('/api/org-unit/update-org-unit', await unitWith({ orgUnitName: 'Umbenannt' }))).statusCode).toBe(
      200,
    );
  });

  it('as loc-admin: naming responsible members of their location is refused; other fields save', async () => {
    const hamburg = await locationIdOf('werk-hamburg');
    const location = (await client('locadmin').send(locationDetailEndpoint, { uuid: hamburg })).answer();
    const { uuid: _uuid, memberCount: _count, responsibleMembers, ...fields } = location;
    const body = (changes: Record<string, unknown>) => ({
      ...fields,
      uuid: hamburg,
      responsibleMemberUuids: responsibleMembers.map((person) => person.uuid),
      ...changes,
    });
    expect(
      answer(
        await client('locadmin').post(
          '/api/location/update-location-detail',
          body({ responsibleMemberUuids: [...responsibleMembers.map((p) => p.uuid), await memberIdOf('member')] }),
        ),
      ),
    ).toEqual({ status: 403, code: 'Role.AdminsOnly' });
    expect((await client('locadmin').post('/api/location/update-location-detail', body({ name: 'Werk Hamburg-Nord' }))).statusCode).toBe(
      200,
    );
  });
});

describe('chain 5: reset mails to those above, and by advisors', () => {
  it('neither the advisor nor an ou-admin can mail the super-admin a reset link or block their own reset', async () => {
    const advisor = new TestClient(t.app);
    expect(
      (await advisor.post('/api/support-login', { username: 'advisor', clientIdentifier: 'demo', password: hashPassword(DEMO_PASSWORD) }))
        .statusCode,
    ).toBe(200);
    const owner = await memberIdOf('superadmin');
    await t.app.mailer.flush();
    const mailsBefore = t.outbox().length;
    expect(answer(await advisor.post('/api/memberlist/reset-password', { uuid: owner }))).toEqual({ status: 403, code: 'Auth.Forbidden' });
    expect(answer(await client('ouadmin').post('/api/memberlist/reset-password', { uuid: owner }))).toEqual({
      status: 404,
      code: 'Member.NotFound',
    });
    await t.app.mailer.flush();
    expect(t.outbox().slice(mailsBefore)).toEqual([]);
    // The owner's own request is not throttled by anyone else's.
    expect(
      (await new TestClient(t.app).post('/api/createpasswordresettoken', { clientIdentifier: 'demo', username: 'superadmin' })).statusCode,
    ).toBe(200);
    await t.app.mailer.flush();
    expect(t.outbox().length).toBe(mailsBefore + 1);
  });
});

describe('chain 4: one upload stalls every tenant', () => {
  it('while 2.4 million one-character lines are read, another client is answered; the file is refused for its rows and not stored', async () => {
    // The other client comes over the network, as the tester's did: its requests need the
    // event loop, which a reader that never pauses would hold for the whole file.
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const lines = Buffer.from('a\n'.repeat(2_400_000));
    const { count: importsBefore } = await one<{ count: number }>('SELECT count(*)::int AS count FROM member_import');
    let uploading = true;
    const upload = client('admin')
      .post(uploadMemberCsvEndpoint.path, multipartBody([{ name: MEMBER_IMPORT_FILE_FIELD, filename: 'lines.csv', content: lines }]), {
        headers: { 'content-type': MULTIPART_CONTENT_TYPE },
      })
      .finally(() => (uploading = false));
    let answeredDuringUpload = 0;
    while (uploading) {
      const response = await fetch(`${base}/api/csrf`);
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      if (uploading) answeredDuringUpload += 1;
    }
    expect(answer(await upload)).toEqual({ status: 400, code: 'MemberImport.TooManyRows' });
    // Before, the one request sent at the start was answered after the upload, and no other.
    expect(answeredDuringUpload).toBeGreaterThanOrEqual(10);
    expect(await one<{ count: number }>('SELECT count(*)::int AS count FROM member_import')).toEqual({ count: importsBefore });
  });
});

describe('chain 3: revoked access ends at once', () => {
  const configuration = {
    section: 'configuration',
    homepage: null,
    notificationFooterEmail: null,
    notificationFooterSms: null,
    language: 'de_DE',
    zenDeskKey: null,
  };

  it('turning support login off ends every advisor session of the client with the next request', async () => {
    const advisor = new TestClient(t.app);
    expect(
      (await advisor.post('/api/support-login', { username: 'advisor', clientIdentifier: 'demo', password: hashPassword(DEMO_PASSWORD) }))
        .statusCode,
    ).toBe(200);
    expect((await advisor.post('/api/memberlist/getlist', listBody())).statusCode).toBe(200);
    expect(
      (await client('superadmin').post('/api/clientdetails/updatedetails', { ...configuration, allowSupportLogin: false })).statusCode,
    ).toBe(200);
    expect((await advisor.post('/api/memberlist/getlist', listBody())).statusCode).toBe(401);
    expect((await advisor.post('/api/memberlist/memberdetails', { uuid: await memberIdOf('member') })).statusCode).toBe(401);
    expect(await t.db.query("SELECT 1 FROM session WHERE kind = 'advisor'")).toEqual([]);
    expect(
      (await client('superadmin').post('/api/clientdetails/updatedetails', { ...configuration, allowSupportLogin: true })).statusCode,
    ).toBe(200);
  });

  it('a session cut off from support login in the database alone is refused too', async () => {
    const advisor = new TestClient(t.app);
    expect(
      (await advisor.post('/api/support-login', { username: 'advisor', clientIdentifier: 'demo', password: hashPassword(DEMO_PASSWORD) }))
        .statusCode,
    ).toBe(200);
    await t.db.query("UPDATE client SET allow_support_login = false WHERE client_identifier = 'demo'");
    expect((await advisor.post('/api/memberlist/getlist', listBody())).statusCode).toBe(401);
    await t.db.query("UPDATE client SET allow_support_login = true WHERE client_identifier = 'demo'");
  });

  it('a role change and a scope change apply to the next request of the sessions they affect', async () => {
    const admin = await memberIdOf('admin');
    const demoted = await detailsWith(admin, { roleIdentifier: 'member' });
    expect((await client('admin').post('/api/memberlist/getlist', listBody())).statusCode).toBe(200);
    expect((await client('superadmin').post('/api/memberlist/updatememberdetails', demoted)).statusCode).toBe(200);
    expect(answer(await client('admin').post('/api/memberlist/getlist', listBody()))).toEqual({ status: 403, code: 'Auth.Forbidden' });
    expect(
      (await client('superadmin').post('/api/memberlist/updatememberdetails', { ...demoted, roleIdentifier: 'admin' })).statusCode,
    ).toBe(200);

    const unit = await ouAdminsUnit();
    const member = await one<{ id: string }>(
      "SELECT m.id FROM member m JOIN org_unit_member om ON om.member_id = m.id WHERE om.org_unit_id = $1 AND m.role = 'member' AND m.archived_at IS NULL LIMIT 1",
      [unit],
    );
    expect((await client('ouadmin').post('/api/memberlist/memberdetails', { uuid: member.id })).statusCode).toBe(200);
    expect((await client('superadmin').post('/api/org-unit/remove-members', { uuid: unit, memberUuids: [member.id] })).statusCode).toBe(
      200,
    );
    expect(answer(await client('ouadmin').post('/api/memberlist/memberdetails', { uuid: member.id }))).toEqual({
      status: 404,
      code: 'Member.NotFound',
    });
  });
});
