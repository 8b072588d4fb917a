import {
  enterLicenseeClientEndpoint,
  licenseeStaffStateEndpoint,
  memberStateEndpoint,
  readLicenseeClientEndpoint,
} from '@compliance/shared-contracts';
import { SESSION_COOKIE } from '../../plugins/session';
import { buildTestApp, type TestApp } from '../../test/build';
import { signedInStaff, TestClient } from '../../test/client';
import { errorCodeOf, firstRow } from '../../test/answers';

// Entering a client from the back office as the support login does (docs/areas/back-office.md).

let t: TestApp;
let ids: { demo: string; acme: string; partnerClient: string };
beforeAll(async () => {
  t = await buildTestApp();
  const idOf = async (text: string, params: unknown[] = []) => (await firstRow<{ id: string }>(t.db, text, params)).id;
  const partner = await idOf(`INSERT INTO licensee (identifier, name) VALUES ('enter-partner', 'Enter Partner') RETURNING id`);
  ids = {
    demo: await idOf(`SELECT id FROM client WHERE client_identifier = 'demo'`),
    acme: await idOf(`SELECT id FROM client WHERE client_identifier = 'acme'`),
    partnerClient: await idOf(
      `INSERT INTO client (licensee_id, client_identifier, name) VALUES ($1, 'partnerco', 'Partner Kunde') RETURNING id`,
      [partner],
    ),
  };
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/licensee/enter-client', () => {
  it("turns the advisor's back-office session into a support session in the client, audited", async () => {
    const advisor = await signedInStaff(t.app, 'advisor');
    const staffId = (await (await advisor.send(licenseeStaffStateEndpoint)).answer()).staff.uuid;
    const entered = await advisor.send(enterLicenseeClientEndpoint, { uuid: ids.demo });
    expect(entered.statusCode).toBe(200);
    expect((await entered.answer()).uuid).toBe(staffId);
    // A support session lasts the support login's days in a persistent cookie.
    expect(entered.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.maxAge).toBe(30 * 24 * 3600);

    const state = await (await advisor.send(memberStateEndpoint)).answer();
    expect({ client: state.client.clientIdentifier, support: state.supportSession, role: state.member.roleIdentifier }).toEqual({
      client: 'demo',
      support: true,
      role: 'user',
    });
    // The back-office session is gone: the staff state is no longer this browser's.
    expect((await advisor.send(licenseeStaffStateEndpoint)).statusCode).toBe(403);
    const entry = await firstRow<{ actor_advisor_id: string; details: unknown }>(
      t.db,
      `SELECT actor_advisor_id, details FROM audit_log WHERE action = 'auth.support-login' AND entity_id = $1`,
      [ids.demo],
    );
    expect(entry).toEqual({ actor_advisor_id: staffId, details: { by: 'back-office' } });
  });

  it('is refused by a client that forbids support login (403), and the back-office session stays', async () => {
    await t.db.query(`UPDATE client SET allow_support_login = false WHERE id = $1`, [ids.acme]);
    const admin = await signedInStaff(t.app, 'licenseeadmin');
    expect((await (await admin.send(readLicenseeClientEndpoint, { uuid: ids.acme })).answer()).allowSupportLogin).toBe(false);
    const refused = await admin.send(enterLicenseeClientEndpoint, { uuid: ids.acme });
    expect([refused.statusCode, errorCodeOf(refused)]).toEqual([403, 'Auth.SupportLoginDisallowed']);
    expect((await admin.send(licenseeStaffStateEndpoint)).statusCode).toBe(200);
  });

  it("answers 404 for another licensee's client, 403 to a client's admin and 401 to nobody", async () => {
    const foreign = await (await signedInStaff(t.app, 'licenseeadmin')).send(enterLicenseeClientEndpoint, { uuid: ids.partnerClient });
    expect([foreign.statusCode, errorCodeOf(foreign)]).toEqual([404, 'Client.NotFound']);
    const clientAdmin = new TestClient(t.app);
    await clientAdmin.login('demo', 'admin');
    expect((await clientAdmin.send(enterLicenseeClientEndpoint, { uuid: ids.demo })).statusCode).toBe(403);
    expect((await new TestClient(t.app).send(enterLicenseeClientEndpoint, { uuid: ids.demo })).statusCode).toBe(401);
  });
});
