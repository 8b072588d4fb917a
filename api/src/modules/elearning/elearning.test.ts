import { readCatalogEndpoint, readOrgUnitAssignmentsEndpoint } from '@compliance/shared-contracts';
import { buildTestApp, type TestApp } from '../../test/build';
import { signInAll, type TestClient } from '../../test/client';
import { errorCodeOf, firstRow } from '../../test/answers';
import { listRequest } from '../../test/list-request';

let t: TestApp;
let client: (key: string) => TestClient;
beforeAll(async () => {
  t = await buildTestApp();
  client = await signInAll(t.app, {
    superadmin: ['demo', 'superadmin'],
    admin: ['demo', 'admin'],
    ouadmin: ['demo', 'ouadmin'],
    member: ['demo', 'member'],
    acme: ['acme', 'admin'],
  });
});
afterAll(async () => {
  await t.close();
});

const one = <Row>(text: string, params: unknown[] = []): Promise<Row> => firstRow<Row>(t.db, text, params);
const list = <const F extends object = object>(extra?: F) => listRequest(extra, 25);
const code = errorCodeOf;
const ENGLISH = { headers: { 'accept-language': 'en-GB,en;q=0.9' } };

/** The uuid of the client's E-Learning of a course, by the course's German title. */
const elearningOf = async (title: string, company = 'demo'): Promise<string> =>
  (
    await one<{ id: string }>(
      `SELECT e.id FROM elearning e JOIN elearning_course c ON c.id = e.course_id JOIN client cl ON cl.id = e.client_id
        WHERE cl.client_identifier = $1 AND c.texts -> 'de_DE' ->> 'title' = $2`,
      [company, title],
    )
  ).id;
const orgUnitOf = async (identifier: string, company = 'demo'): Promise<string> =>
  (
    await one<{ id: string }>(
      'SELECT o.id FROM org_unit o JOIN client c ON c.id = o.client_id WHERE c.client_identifier = $1 AND o.identifier = $2',
      [company, identifier],
    )
  ).id;

const FIRE_SAFETY = 'Brandschutz im Betrieb';

describe('catalog', () => {
  it("lists the client's E-Learnings in the request's language, sorted, searched and filtered in SQL", async () => {
    const german = (await client('admin').send(readCatalogEndpoint, list())).answer();
    expect(german.total).toBe(3);
    expect(german.items.map((row) => row.title)).toEqual([
      'Brandschutz im Betrieb',
      'Erste Hilfe – Grundlagen',
      'Gesund am Bildschirmarbeitsplatz',
    ]);
    const english = (await client('admin').send(readCatalogEndpoint, list(), ENGLISH)).answer();
    expect(english.items.map((row) => row.title)).toEqual(['Fire safety at work', 'First aid basics', 'Healthy display-screen work']);

    const byUnits = (await client('admin').send(readCatalogEndpoint, list({ sortBy: 'orgUnitCount', sortDirection: 'desc' }))).answer();
    expect(byUnits.items[0]).toMatchObject({ title: 'Erste Hilfe – Grundlagen', orgUnitCount: 2, durationMinutes: 25 });
    const search = (await client('admin').send(readCatalogEndpoint, list({ filter: { search: 'ergonomie' } }))).answer();
    expect(search.items.map((row) => row.title)).toEqual(['Gesund am Bildschirmarbeitsplatz']);
    const inactive = (await client('admin').send(readCatalogEndpoint, list({ filter: { status: 'inactive' } }))).answer();
    expect(inactive.total).toBe(1);

    const acme = (await client('acme').send(readCatalogEndpoint, list())).answer();
    expect(acme.items.map((row) => row.title)).toEqual([FIRE_SAFETY]);
  });

  it('answers one E-Learning; another client’s is not found', async () => {
    const uuid = await elearningOf(FIRE_SAFETY);
    const details = await client('member').post('/api/elearning/read-details', { elearningUuid: uuid });
    expect(details.statusCode).toBe(403);
    const read = await client('admin').post('/api/elearning/read-details', { elearningUuid: uuid }, ENGLISH);
    expect(read.json()).toMatchObject({ uuid, title: 'Fire safety at work', category: 'Fire safety', status: 'active' });
    const foreign = await client('acme').post('/api/elearning/read-details', { elearningUuid: uuid });
    expect(foreign.statusCode).toBe(404);
    expect(code(foreign)).toBe('ELearning.NotFound');
  });

  it('is closed when the licensee switches E-Learnings off for the client', async () => {
    const acmeId = (await one<{ id: string }>("SELECT id FROM client WHERE client_identifier = 'acme'")).id;
    await t.db.query("INSERT INTO client_feature_flag (client_id, flag, enabled) VALUES ($1, 'elearnings', false)", [acmeId]);
    try {
      const closed = await client('acme').post('/api/elearning/read-catalog', list());
      expect(closed.statusCode).toBe(403);
      expect(code(closed)).toBe('Client.FeatureDisabled');
    } finally {
      await t.db.query("DELETE FROM client_feature_flag WHERE client_id = $1 AND flag = 'elearnings'", [acmeId]);
    }
    expect((await client('acme').post('/api/elearning/read-catalog', list())).statusCode).toBe(200);
  });
});

describe('task settings', () => {
  const settings = {
    status: 'active',
    firstExecutionBufferDays: 30,
    intervalMonths: 6,
    activationDate: '2027-01-01',
    deactivationDate: '2027-12-31',
    dueDate: null,
    completionRule: 'completed-and-passed',
    minScore: 75,
    underageEverySixMonths: true,
  };

  it('reads, saves and audits the settings', async () => {
    const uuid = await elearningOf('Gesund am Bildschirmarbeitsplatz');
    const before = (await client('admin').post('/api/elearning/read-settings', { elearningUuid: uuid })).json();
    expect(before).toMatchObject({
      status: 'inactive',
      intervalMonths: 0,
      completionRule: 'completed',
      minScore: null,
      activationDate: null,
    });
    const saved = await client('superadmin').post('/api/elearning/save-settings', { elearningUuid: uuid, ...settings });
    expect(saved.json()).toEqual({ success: true });
    expect((await client('admin').post('/api/elearning/read-settings', { elearningUuid: uuid })).json()).toEqual(settings);
    const entry = await one<{ action: string; details: Record<string, unknown> }>(
      "SELECT action, details FROM audit_log WHERE entity = 'elearning' AND entity_id = $1 ORDER BY created_at DESC LIMIT 1",
      [uuid],
    );
    // The settings are the company's, not a person's: the log keeps them before and after.
    expect(entry).toEqual({ action: 'elearning.save-settings', details: { before, after: settings } });
  });

  it('refuses settings out of range or with the dates the wrong way round', async () => {
    const uuid = await elearningOf(FIRE_SAFETY);
    for (const wrong of [
      { firstExecutionBufferDays: 10 },
      { intervalMonths: 25 },
      { minScore: 101 },
      { activationDate: '2027-02-30' },
      { deactivationDate: '' },
      { dueDate: '1999-12-31' },
      { dueDate: '2027-1-5' },
      { activationDate: '2027-06-01', deactivationDate: '2027-05-01' },
    ]) {
      const response = await client('admin').post('/api/elearning/save-settings', { elearningUuid: uuid, ...settings, ...wrong });
      expect([response.statusCode, code(response)]).toEqual([400, 'Schema.Invalid']);
    }
  });

  it('keeps members and ou-admins from saving, and another client from reading', async () => {
    const uuid = await elearningOf(FIRE_SAFETY);
    expect((await client('member').post('/api/elearning/read-settings', { elearningUuid: uuid })).statusCode).toBe(403);
    expect((await client('ouadmin').post('/api/elearning/save-settings', { elearningUuid: uuid, ...settings })).statusCode).toBe(403);
    expect((await client('acme').post('/api/elearning/save-settings', { elearningUuid: uuid, ...settings })).statusCode).toBe(404);
  });
});

describe('org units', () => {
  const assignments = (who: string, elearningUuid: string) =>
    client(who)
      .send(readOrgUnitAssignmentsEndpoint, list({ elearningUuid }))
      .then((response) => response.answer());

  it('lists the assigned units with their admins; an ou-admin sees the units they administer', async () => {
    const uuid = await elearningOf('Erste Hilfe – Grundlagen');
    const all = await assignments('admin', uuid);
    expect(all.items.map((row) => row.orgUnitName)).toEqual(['Logistik', 'Produktion']);
    expect(all.items[1]!.admins.map((admin) => admin.lastName)).toEqual(['Einheit']);
    const own = await assignments('ouadmin', uuid);
    expect(own.items.map((row) => row.orgUnitName)).toEqual(['Produktion']);
  });

  it('assigns and removes units, audited; units of another client are refused', async () => {
    const uuid = await elearningOf('Gesund am Bildschirmarbeitsplatz');
    const sales = await orgUnitOf('vertrieb');
    const assigned = await client('admin').post('/api/elearning/assign-org-units', { elearningUuid: uuid, orgUnitUuids: [sales, sales] });
    expect(assigned.json()).toEqual({ success: true });
    expect((await assignments('admin', uuid)).items.map((row) => row.orgUnitName)).toEqual(['Vertrieb', 'Verwaltung']);
    // Assigning again changes nothing.
    await client('admin').post('/api/elearning/assign-org-units', { elearningUuid: uuid, orgUnitUuids: [sales] });
    expect((await assignments('admin', uuid)).total).toBe(2);

    const acmeUnit = await orgUnitOf('technik', 'acme');
    const foreign = await client('admin').post('/api/elearning/assign-org-units', { elearningUuid: uuid, orgUnitUuids: [acmeUnit] });
    expect([foreign.statusCode, code(foreign)]).toEqual([404, 'OrgUnit.NotFound']);

    const removed = await client('admin').post('/api/elearning/remove-org-units', { elearningUuid: uuid, orgUnitUuids: [sales] });
    expect(removed.json()).toEqual({ success: true });
    expect((await assignments('admin', uuid)).items.map((row) => row.orgUnitName)).toEqual(['Verwaltung']);
    const actions = await t.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity = 'elearning' AND entity_id = $1 AND action LIKE '%org-units' ORDER BY created_at",
      [uuid],
    );
    expect(actions.map((row) => row.action)).toEqual([
      'elearning.assign-org-units',
      'elearning.assign-org-units',
      'elearning.remove-org-units',
    ]);
  });

  it("refuses to change another client's E-Learning", async () => {
    const uuid = await elearningOf(FIRE_SAFETY, 'acme');
    const unit = await orgUnitOf('vertrieb');
    const response = await client('admin').post('/api/elearning/assign-org-units', { elearningUuid: uuid, orgUnitUuids: [unit] });
    expect([response.statusCode, code(response)]).toEqual([404, 'ELearning.NotFound']);
  });
});
