import {
  enterLicenseeClientEndpoint,
  readClientAuditLogEndpoint,
  readLicenseeAuditLogEndpoint,
  readLicenseeBrandingEndpoint,
  updateLicenseeBrandingEndpoint,
  type AuditLogEntry,
  type AuditLogRequest,
} from '@compliance/shared-contracts';
import { signedInApp, signedInStaff, type TestClient } from '../../test/client';
import { errorCodeOf } from '../../test/answers';
import { auditAreaOf } from './areas';
import { AUDIT_LOG_PAGE_SIZE } from './service';

// The audit log (docs/areas/audit-log.md): a client's owner reads every write in the company, the
// licensee admin the staff's writes; newest first, by keyset, filtered by person, area and days.

const signedIn = signedInApp({
  owner: ['demo', 'superadmin'],
  admin: ['demo', 'admin'],
  member: ['demo', 'member'],
  acmeAdmin: ['acme', 'admin'],
});
const { client, one } = signedIn;

const ids = { demo: '', acme: '', licensee: '' };
beforeAll(async () => {
  ids.demo = (await one<{ id: string }>(`SELECT id FROM client WHERE client_identifier = 'demo'`)).id;
  ids.acme = (await one<{ id: string }>(`SELECT id FROM client WHERE client_identifier = 'acme'`)).id;
  ids.licensee = (await one<{ licensee_id: string }>(`SELECT licensee_id FROM client WHERE id = $1`, [ids.demo])).licensee_id;
});

const read = async (who: TestClient, request: Partial<AuditLogRequest> = {}, endpoint = readClientAuditLogEndpoint) =>
  (await who.send(endpoint, { filter: {}, ...request })).answer();

/** Every entry of the log, page after page by the cursor each page answers. */
async function readAll(who: TestClient, filter: AuditLogRequest['filter'] = {}, endpoint = readClientAuditLogEndpoint) {
  const entries: AuditLogEntry[] = [];
  let page = await read(who, { filter }, endpoint);
  entries.push(...page.items);
  while (page.next) {
    page = await read(who, { filter, after: page.next }, endpoint);
    entries.push(...page.items);
  }
  return entries;
}

/** Writes `count` entries of `action` into a client's log at one instant (ties the id must break). */
async function logged(clientId: string, action: string, count: number, at: string, actor: { member?: string; staff?: string } = {}) {
  await signedIn.t.db.query(
    `INSERT INTO audit_log (licensee_id, client_id, actor_member_id, actor_advisor_id, action, entity, created_at)
       SELECT c.licensee_id, c.id, $2, $3, $4, 'member', $5::timestamptz FROM client c, generate_series(1, $6) WHERE c.id = $1`,
    [clientId, actor.member ?? null, actor.staff ?? null, action, at, count],
  );
}

describe('POST /api/clientdetails/read-audit-log', () => {
  it("shows the owner who signed in, when, as whom, newest first, and never another client's entries", async () => {
    const { items } = await read(client('owner'));
    const ownLogin = items.find((entry) => entry.action === 'auth.login' && entry.actor.username === 'superadmin');
    expect(ownLogin).toMatchObject({
      actor: { kind: 'member', name: 'Sabine Oberhauser', username: 'superadmin' },
      actingAs: 'member',
      area: 'account',
      clientName: 'Demo GmbH',
    });
    const times = items.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    const acmeLogins = await one<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE client_id = $1`, [ids.acme]);
    expect(acmeLogins.n).toBeGreaterThan(0);
    expect((await readAll(client('owner'))).every((entry) => entry.clientName === 'Demo GmbH')).toBe(true);
  });

  it('names a staff member who entered the company as its support, acting as support', async () => {
    const advisor = await signedInStaff(signedIn.t.app, 'advisor');
    expect((await advisor.send(enterLicenseeClientEndpoint, { uuid: ids.demo })).statusCode).toBe(200);
    const { items } = await read(client('owner'), { filter: { person: 'clara' } });
    expect(items[0]).toMatchObject({
      action: 'auth.support-login',
      actor: { kind: 'staff', name: 'Clara Beraterin', username: 'advisor' },
      actingAs: 'support',
      details: { by: 'back-office' },
    });
  });

  it('pages by keyset: every entry once, in order, even among entries of the same instant', async () => {
    await logged(ids.demo, 'member.update', AUDIT_LOG_PAGE_SIZE * 2 + 7, '2026-03-01T08:00:00Z');
    const first = await read(client('owner'));
    expect(first.items).toHaveLength(AUDIT_LOG_PAGE_SIZE);
    expect(first.next).not.toBeNull();
    const all = await readAll(client('owner'));
    const stored = await one<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE client_id = $1`, [ids.demo]);
    expect(all).toHaveLength(stored.n);
    expect(new Set(all.map((entry) => entry.uuid)).size).toBe(all.length);
    const keys = all.map((entry) => `${entry.at}|${entry.uuid}`);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('filters by area, by days (both included) and by person, each alone and together', async () => {
    const { id: memberId } = await one<{ id: string }>(`SELECT id FROM member WHERE client_id = $1 AND username = 'member'`, [ids.demo]);
    await logged(ids.demo, 'elearning.save-settings', 2, '2026-01-10T23:59:59Z', { member: memberId });
    await logged(ids.demo, 'risk-assessment.save-settings', 1, '2026-01-11T00:00:00Z');
    await logged(ids.demo, 'templates.upload-template', 1, '2026-01-12T12:00:00Z');

    const elearning = await readAll(client('owner'), { area: 'elearnings' });
    expect(elearning.map((entry) => entry.action)).toEqual(['elearning.save-settings', 'elearning.save-settings']);
    const days = await readAll(client('owner'), { from: '2026-01-10', to: '2026-01-11' });
    expect(days.map((entry) => entry.action).sort()).toEqual([
      'elearning.save-settings',
      'elearning.save-settings',
      'risk-assessment.save-settings',
    ]);
    const person = await readAll(client('owner'), { person: 'member', from: '2026-01-01', to: '2026-01-31' });
    expect(person.map((entry) => [entry.action, entry.actor.username])).toEqual([
      ['elearning.save-settings', 'member'],
      ['elearning.save-settings', 'member'],
    ]);
    expect(await readAll(client('owner'), { person: 'niemand-heisst-so' })).toEqual([]);
    expect(await readAll(client('owner'), { area: 'templates', from: '2026-01-10', to: '2026-01-11' })).toEqual([]);
  });

  it("refuses a day that is no date and a cursor that is no entry's (400)", async () => {
    expect((await client('owner').post(readClientAuditLogEndpoint.path, { filter: { from: '10.01.2026' } })).statusCode).toBe(400);
    expect(
      (await client('owner').post(readClientAuditLogEndpoint.path, { filter: {}, after: { at: 'gestern', uuid: 'x' } })).statusCode,
    ).toBe(400);
  });

  it("is the owner's: an admin and a member get 403", async () => {
    for (const who of ['admin', 'member'])
      expect(errorCodeOf(await client(who).send(readClientAuditLogEndpoint, { filter: {} }))).toBe('Auth.Forbidden');
  });
});

describe('POST /api/licensee/read-audit-log', () => {
  it("shows the licensee admin what the staff wrote, before and after, and no member's writes", async () => {
    const admin = await signedInStaff(signedIn.t.app);
    const { branding } = await (await admin.send(readLicenseeBrandingEndpoint)).answer();
    const renamed = { ...branding, licenseeName: 'Demo Licensee Protokoll' };
    expect((await admin.send(updateLicenseeBrandingEndpoint, renamed)).statusCode).toBe(200);
    expect((await admin.send(updateLicenseeBrandingEndpoint, branding)).statusCode).toBe(200);

    const entries = await readAll(admin, {}, readLicenseeAuditLogEndpoint);
    expect(entries.every((entry) => entry.actor.kind === 'staff')).toBe(true);
    const renaming = entries.find((entry) => entry.action === 'licensee.update-branding' && entry.details.after);
    expect(renaming).toMatchObject({
      actor: { name: 'Leonie Lizenz', username: 'licenseeadmin' },
      actingAs: 'backOffice',
      area: 'backOffice',
      clientName: null,
    });
    expect(entries.some((entry) => entry.action === 'auth.support-login' && entry.actingAs === 'support')).toBe(true);
    const backOffice = await readAll(admin, { area: 'backOffice' }, readLicenseeAuditLogEndpoint);
    expect(backOffice.every((entry) => auditAreaOf(entry.action) === 'backOffice')).toBe(true);
  });

  it("shows a course offered to the company in the company's log, done in the back office, and once in the licensee's", async () => {
    const { id: staffId } = await one<{ id: string }>(`SELECT id FROM customer_advisor WHERE username = 'licenseeadmin'`);
    const courseId = '00000000-0000-4000-8000-00000000c0de';
    await signedIn.t.db.query(
      `INSERT INTO audit_log (licensee_id, client_id, actor_advisor_id, action, entity, entity_id, details) VALUES
         ($1, NULL, $3, 'elearning.offer-licensee-course', 'elearning_course', $4, '{}'),
         ($1, $2, $3, 'elearning.licensee-course-offered', 'elearning_course', $4, '{"courseTitle":"Gefahrstoffe"}')`,
      [ids.licensee, ids.demo, staffId, courseId],
    );
    const [offered] = await readAll(client('owner'), { person: 'leonie', area: 'elearnings' });
    expect(offered).toMatchObject({
      action: 'elearning.licensee-course-offered',
      actor: { kind: 'staff', username: 'licenseeadmin' },
      actingAs: 'backOffice',
      details: { courseTitle: 'Gefahrstoffe' },
    });
    const admin = await signedInStaff(signedIn.t.app);
    const staffEntries = (await readAll(admin, { area: 'elearnings' }, readLicenseeAuditLogEndpoint)).filter(
      (entry) => entry.entityId === courseId,
    );
    expect(staffEntries.map((entry) => [entry.action, entry.actingAs])).toEqual([['elearning.offer-licensee-course', 'backOffice']]);
  });

  it("never shows another licensee's staff", async () => {
    const { id: partner } = await one<{ id: string }>(
      `INSERT INTO licensee (identifier, name) VALUES ('audit-partner', 'Audit Partner') RETURNING id`,
    );
    const { id: partnerStaff } = await one<{ id: string }>(
      `INSERT INTO customer_advisor (licensee_id, username, first_name, last_name, password_hash) VALUES ($1, 'fremd', 'Fremde', 'Person', 'x') RETURNING id`,
      [partner],
    );
    await signedIn.t.db.query(
      `INSERT INTO audit_log (licensee_id, client_id, actor_advisor_id, action, entity) VALUES ($1, NULL, $2, 'licensee.update-branding', 'licensee')`,
      [partner, partnerStaff],
    );
    const admin = await signedInStaff(signedIn.t.app);
    expect((await readAll(admin, {}, readLicenseeAuditLogEndpoint)).some((entry) => entry.actor.uuid === partnerStaff)).toBe(false);
    expect(await readAll(admin, { person: 'fremd' }, readLicenseeAuditLogEndpoint)).toEqual([]);
  });

  it("is the licensee admin's: an advisor and a company's owner get 403", async () => {
    const advisor = await signedInStaff(signedIn.t.app, 'advisor');
    expect(errorCodeOf(await advisor.send(readLicenseeAuditLogEndpoint, { filter: {} }))).toBe('Auth.Forbidden');
    expect(errorCodeOf(await client('owner').send(readLicenseeAuditLogEndpoint, { filter: {} }))).toBe('Auth.Forbidden');
  });
});
