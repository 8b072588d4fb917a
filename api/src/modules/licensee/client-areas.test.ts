import {
  bookLicenseeClientPackageEndpoint,
  cancelLicenseeClientPackageEndpoint,
  memberStateEndpoint,
  readLicenseeClientAreasEndpoint,
  readRiskCatalogListEndpoint,
  updateLicenseeClientFeatureFlagsEndpoint,
  updateLicenseeClientPackageEndpoint,
  type FeatureFlagOverrides,
} from '@compliance/shared-contracts';
import { buildTestApp, type TestApp } from '../../test/build';
import { signedInStaff, TestClient } from '../../test/client';
import { errorCodeOf, firstRow } from '../../test/answers';
import { notified } from '../../test/changes';
import { listRequest } from '../../test/list-request';

// A client's packages and feature-flag overrides in the back office (docs/areas/back-office.md).

let t: TestApp;
let ids: { demo: string; acme: string; komplett: string; basis: string; partnerClient: string; partnerPackage: string };
beforeAll(async () => {
  t = await buildTestApp();
  const idOf = async (text: string, params: unknown[]) => (await firstRow<{ id: string }>(t.db, text, params)).id;
  const client = (identifier: string) => idOf(`SELECT id FROM client WHERE client_identifier = $1`, [identifier]);
  const pack = (identifier: string) => idOf(`SELECT id FROM package WHERE identifier = $1`, [identifier]);
  // Another licensee with a client and a package of its own.
  const partner = await idOf(`INSERT INTO licensee (identifier, name) VALUES ('areas-partner', 'Areas Partner') RETURNING id`, []);
  ids = {
    demo: await client('demo'),
    acme: await client('acme'),
    komplett: await pack('komplett'),
    basis: await pack('basis'),
    partnerClient: await idOf(
      `INSERT INTO client (licensee_id, client_identifier, name) VALUES ($1, 'partnerco', 'Partner Kunde') RETURNING id`,
      [partner],
    ),
    partnerPackage: await idOf(`INSERT INTO package (licensee_id, identifier, name) VALUES ($1, 'fremd', 'Fremdpaket') RETURNING id`, [
      partner,
    ]),
  };
});
afterAll(async () => {
  await t.close();
});

/** Runs `write` and resolves once this instance heard the client's flags change (on PostgreSQL a moment after the commit). */
async function flagsChangedBy<T>(clientId: string, write: () => Promise<T>): Promise<T> {
  const heard = notified(t.app.db.changes, `flags:${clientId}`);
  const result = await write();
  await heard;
  return result;
}

/** The feature flags the client's admin sees in the member state. */
async function flagsOfAdmin(identifier: string) {
  const admin = new TestClient(t.app);
  await admin.login(identifier, 'admin');
  return (await (await admin.send(memberStateEndpoint)).answer()).featureFlags;
}

const NO_OVERRIDES: FeatureFlagOverrides = { elearnings: null, riskAssessments: null, templates: null, calendar: null };
const TOMORROW = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

async function auditOf(clientId: string, action: string) {
  return t.db.query<{ details: Record<string, unknown>; actor_advisor_id: string | null }>(
    `SELECT details, actor_advisor_id FROM audit_log WHERE entity_id = $1 AND action = $2 ORDER BY created_at`,
    [clientId, action],
  );
}

describe('POST /api/licensee/read-client-areas', () => {
  it("names the licensee's packages with their areas, the client's bookings and overrides, and the flags they switch on", async () => {
    const advisor = await signedInStaff(t.app, 'advisor');
    const areas = await (await advisor.send(readLicenseeClientAreasEndpoint, { uuid: ids.acme })).answer();
    expect(areas).toEqual({
      packages: [
        { uuid: ids.basis, identifier: 'basis', name: 'Basispaket', areas: ['elearnings', 'templates'] },
        {
          uuid: ids.komplett,
          identifier: 'komplett',
          name: 'Komplettpaket',
          areas: ['elearnings', 'riskAssessments', 'templates', 'calendar'],
        },
      ],
      bookings: [{ packageUuid: ids.basis, validFrom: null, validTo: null, status: 'current' }],
      overrides: NO_OVERRIDES,
      fromPackages: { elearnings: true, riskAssessments: false, templates: true, calendar: false },
      flags: { elearnings: true, riskAssessments: false, templates: true, calendar: false },
    });
    expect(areas.flags).toEqual(await flagsOfAdmin('acme'));
  });

  it("answers 404 Client.NotFound for another licensee's client, 403 to a client's admin and 401 to nobody", async () => {
    const answer = await (await signedInStaff(t.app)).send(readLicenseeClientAreasEndpoint, { uuid: ids.partnerClient });
    expect([answer.statusCode, errorCodeOf(answer)]).toEqual([404, 'Client.NotFound']);
    const admin = new TestClient(t.app);
    await admin.login('acme', 'admin');
    expect((await admin.send(readLicenseeClientAreasEndpoint, { uuid: ids.acme })).statusCode).toBe(403);
    expect((await new TestClient(t.app).send(readLicenseeClientAreasEndpoint, { uuid: ids.acme })).statusCode).toBe(401);
  });
});

describe('booking a package', () => {
  it('books it from tomorrow (not yet counted), moves its start to today (counted: the admins see the area), then cancels it', async () => {
    const admin = await signedInStaff(t.app);
    const booking = { uuid: ids.acme, packageUuid: ids.komplett, validFrom: TOMORROW, validTo: null };
    await flagsChangedBy(ids.acme, async () => expect((await admin.send(bookLicenseeClientPackageEndpoint, booking)).statusCode).toBe(200));
    let areas = await (await admin.send(readLicenseeClientAreasEndpoint, { uuid: ids.acme })).answer();
    expect(areas.bookings).toContainEqual({ packageUuid: ids.komplett, validFrom: TOMORROW, validTo: null, status: 'upcoming' });
    expect((await flagsOfAdmin('acme')).riskAssessments).toBe(false);

    await flagsChangedBy(ids.acme, async () =>
      expect(
        (await admin.send(updateLicenseeClientPackageEndpoint, { ...booking, validFrom: null, validTo: '2099-12-31' })).statusCode,
      ).toBe(200),
    );
    areas = await (await admin.send(readLicenseeClientAreasEndpoint, { uuid: ids.acme })).answer();
    expect(areas.bookings).toContainEqual({ packageUuid: ids.komplett, validFrom: null, validTo: '2099-12-31', status: 'current' });
    expect(areas.flags).toEqual({ elearnings: true, riskAssessments: true, templates: true, calendar: true });
    expect(await flagsOfAdmin('acme')).toEqual(areas.flags);

    await flagsChangedBy(ids.acme, async () =>
      expect((await admin.send(cancelLicenseeClientPackageEndpoint, { uuid: ids.acme, packageUuid: ids.komplett })).statusCode).toBe(200),
    );
    expect((await flagsOfAdmin('acme')).riskAssessments).toBe(false);

    const staffId = (await firstRow<{ id: string }>(t.db, `SELECT id FROM customer_advisor WHERE username = 'licenseeadmin'`)).id;
    expect(await auditOf(ids.acme, 'client.book-package')).toEqual([
      { actor_advisor_id: staffId, details: { package: 'komplett', validFrom: TOMORROW, validTo: null } },
    ]);
    expect((await auditOf(ids.acme, 'client.update-package-booking')).map((row) => row.details)).toEqual([
      { package: 'komplett', before: { validFrom: TOMORROW, validTo: null }, after: { validFrom: null, validTo: '2099-12-31' } },
    ]);
    expect((await auditOf(ids.acme, 'client.cancel-package-booking')).map((row) => row.details)).toEqual([
      { package: 'komplett', validFrom: null, validTo: '2099-12-31' },
    ]);
  });

  it('counts a booking that ended as ended, its areas off', async () => {
    const admin = await signedInStaff(t.app);
    const booking = { uuid: ids.acme, packageUuid: ids.komplett, validFrom: '2020-01-01', validTo: '2020-12-31' };
    await flagsChangedBy(ids.acme, async () => expect((await admin.send(bookLicenseeClientPackageEndpoint, booking)).statusCode).toBe(200));
    const areas = await (await admin.send(readLicenseeClientAreasEndpoint, { uuid: ids.acme })).answer();
    expect(areas.bookings).toContainEqual({ packageUuid: ids.komplett, validFrom: '2020-01-01', validTo: '2020-12-31', status: 'ended' });
    expect(areas.flags.riskAssessments).toBe(false);
    await flagsChangedBy(ids.acme, () => admin.send(cancelLicenseeClientPackageEndpoint, { uuid: ids.acme, packageUuid: ids.komplett }));
  });

  it('refuses a package booked already (409), an end before the start and an impossible day (400), writing nothing', async () => {
    const admin = await signedInStaff(t.app);
    const before = await t.db.query(`SELECT * FROM client_package ORDER BY client_id, package_id`);
    const twice = await admin.send(bookLicenseeClientPackageEndpoint, {
      uuid: ids.acme,
      packageUuid: ids.basis,
      validFrom: null,
      validTo: null,
    });
    expect([twice.statusCode, errorCodeOf(twice)]).toEqual([409, 'Package.AlreadyBooked']);
    const backwards = await admin.post(bookLicenseeClientPackageEndpoint.path, {
      uuid: ids.acme,
      packageUuid: ids.komplett,
      validFrom: '2027-03-01',
      validTo: '2027-02-28',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('validTo');
    const impossible = await admin.post(bookLicenseeClientPackageEndpoint.path, {
      uuid: ids.acme,
      packageUuid: ids.komplett,
      validFrom: '2027-02-30',
      validTo: null,
    });
    expect(impossible.statusCode).toBe(400);
    expect(await t.db.query(`SELECT * FROM client_package ORDER BY client_id, package_id`)).toEqual(before);
  });

  it("answers 404 Package.NotFound for another licensee's package and Package.NotBooked for one the client has not", async () => {
    const admin = await signedInStaff(t.app);
    const foreign = await admin.send(bookLicenseeClientPackageEndpoint, {
      uuid: ids.acme,
      packageUuid: ids.partnerPackage,
      validFrom: null,
      validTo: null,
    });
    expect([foreign.statusCode, errorCodeOf(foreign)]).toEqual([404, 'Package.NotFound']);
    const notBooked = { uuid: ids.acme, packageUuid: ids.komplett };
    const change = await admin.send(updateLicenseeClientPackageEndpoint, { ...notBooked, validFrom: null, validTo: null });
    expect([change.statusCode, errorCodeOf(change)]).toEqual([404, 'Package.NotBooked']);
    const cancel = await admin.send(cancelLicenseeClientPackageEndpoint, notBooked);
    expect([cancel.statusCode, errorCodeOf(cancel)]).toEqual([404, 'Package.NotBooked']);
  });

  it("answers 404 Client.NotFound for another licensee's client, and 403 to an advisor", async () => {
    const booking = { uuid: ids.partnerClient, packageUuid: ids.partnerPackage, validFrom: null, validTo: null };
    const admin = await signedInStaff(t.app);
    for (const answer of [
      await admin.send(bookLicenseeClientPackageEndpoint, booking),
      await admin.send(updateLicenseeClientPackageEndpoint, booking),
      await admin.send(cancelLicenseeClientPackageEndpoint, { uuid: ids.partnerClient, packageUuid: ids.partnerPackage }),
      await admin.send(updateLicenseeClientFeatureFlagsEndpoint, { uuid: ids.partnerClient, overrides: NO_OVERRIDES }),
    ]) {
      expect([answer.statusCode, errorCodeOf(answer)]).toEqual([404, 'Client.NotFound']);
    }
    const advisor = await signedInStaff(t.app, 'advisor');
    const refused = await advisor.send(bookLicenseeClientPackageEndpoint, { ...booking, uuid: ids.acme, packageUuid: ids.komplett });
    expect([refused.statusCode, errorCodeOf(refused)]).toEqual([403, 'Auth.Forbidden']);
  });
});

describe('POST /api/licensee/update-client-feature-flags', () => {
  it("switches an area off over the client's packages: its admins lose it at the next request; null gives it back", async () => {
    const admin = await signedInStaff(t.app);
    const off = { ...NO_OVERRIDES, riskAssessments: false, calendar: true };
    await flagsChangedBy(ids.demo, async () =>
      expect((await admin.send(updateLicenseeClientFeatureFlagsEndpoint, { uuid: ids.demo, overrides: off })).statusCode).toBe(200),
    );
    const areas = await (await admin.send(readLicenseeClientAreasEndpoint, { uuid: ids.demo })).answer();
    expect(areas).toMatchObject({
      overrides: off,
      fromPackages: { riskAssessments: true },
      flags: { riskAssessments: false, calendar: true },
    });
    const demoAdmin = new TestClient(t.app);
    await demoAdmin.login('demo', 'admin');
    const closed = await demoAdmin.send(readRiskCatalogListEndpoint, listRequest());
    expect([closed.statusCode, errorCodeOf(closed)]).toEqual([403, 'Client.FeatureDisabled']);

    await flagsChangedBy(ids.demo, async () =>
      expect((await admin.send(updateLicenseeClientFeatureFlagsEndpoint, { uuid: ids.demo, overrides: NO_OVERRIDES })).statusCode).toBe(
        200,
      ),
    );
    expect((await demoAdmin.send(readRiskCatalogListEndpoint, listRequest())).statusCode).toBe(200);
    expect(await t.db.query(`SELECT flag FROM client_feature_flag WHERE client_id = $1`, [ids.demo])).toEqual([]);
    expect((await auditOf(ids.demo, 'client.update-feature-flags')).map((row) => row.details)).toEqual([
      { before: NO_OVERRIDES, after: off },
      { before: off, after: NO_OVERRIDES },
    ]);
  });

  it('writes nothing when no override changed, and is refused to an advisor', async () => {
    const admin = await signedInStaff(t.app);
    expect((await admin.send(updateLicenseeClientFeatureFlagsEndpoint, { uuid: ids.acme, overrides: NO_OVERRIDES })).statusCode).toBe(200);
    expect(await auditOf(ids.acme, 'client.update-feature-flags')).toEqual([]);
    const advisor = await signedInStaff(t.app, 'advisor');
    const refused = await advisor.send(updateLicenseeClientFeatureFlagsEndpoint, {
      uuid: ids.acme,
      overrides: { ...NO_OVERRIDES, calendar: true },
    });
    expect(errorCodeOf(refused)).toBe('Auth.Forbidden');
  });

  it('refuses an unknown flag or a value that is not true, false or null (400)', async () => {
    const admin = await signedInStaff(t.app);
    for (const overrides of [{ ...NO_OVERRIDES, riskAssessments: 'off' }, { elearnings: true }]) {
      expect((await admin.post(updateLicenseeClientFeatureFlagsEndpoint.path, { uuid: ids.acme, overrides })).statusCode).toBe(400);
    }
  });
});
