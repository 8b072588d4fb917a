import {
  createExecutionEndpoint,
  hashPassword,
  licenseeLoginEndpoint,
  readExecutionEndpoint,
  saveExecutionEndpoint,
} from '@compliance/shared-contracts';
import type { EndpointContract } from '@compliance/shared-contracts';
import { DEMO_PASSWORD } from '../seed/demo';
import { buildTestApp, type TestApp } from '../test/build';
import { signInAll, TestClient } from '../test/client';
import { PASSING_CMI } from '../test/elearning';
import {
  allUuidsOfClient,
  byName,
  changeMark,
  tablesChangedSince,
  sampleRequest,
  send,
  SWEPT_ENDPOINTS,
  clientTablesWithUuids,
  uuidKindOf,
  uuidPathsOfContract,
  uuidsOfClient,
  isBackOffice,
  type ClientUuids,
} from './support';
import type { UuidSource } from './samples';

// Tenant isolation over every contract that takes a uuid: signed in to client demo, a uuid of
// client acme, in any field or the path, answers 404 and changes nothing; lists never show
// acme's rows. The kinds of uuid are the client tables the schema has (plus a few narrower
// ones), so a table added later is tried against every endpoint without a new test. The back
// office's contracts are a licensee's, not a client's: signed in as the demo licensee's staff,
// a client of another licensee answers 404 and is never listed (decision 0013).

let t: TestApp;
let superAdmin: TestClient;
let acme: ClientUuids;
let demo: ClientUuids;
let tables: string[];
let acmeUuids: string[];

beforeAll(async () => {
  t = await buildTestApp();
  const client = await signInAll(t.app, { superAdmin: ['demo', 'superadmin'], acmeAdmin: ['acme', 'admin'], demoAdmin: ['demo', 'admin'] });
  superAdmin = client('superAdmin');
  // An upload of each client, so the import endpoints have an own and a foreign import.
  await uploadCsv(client('acmeAdmin'), 'firstName;lastName;username\nAda;Acme;ada.acme\n');
  await uploadCsv(client('demoAdmin'), 'firstName;lastName;username\nDora;Demo;dora.demo\n');
  // A passed E-Learning attempt of each client's signing-in account, so the attempt and result
  // endpoints have an own and a foreign one.
  await passAttempt(superAdmin, 'demo', 'superadmin');
  await passAttempt(client('acmeAdmin'), 'acme', 'admin');
  // An analysis the super-admin has started, so the execution endpoints have an own one (acme has
  // risk assessments switched off: its uuids of every kind are still refused).
  await startAnalysis(superAdmin, 'demo', 'superadmin');
  tables = await clientTablesWithUuids(t.db);
  acme = await uuidsOfClient(t.db, 'acme');
  demo = await uuidsOfClient(t.db, 'demo');
  acmeUuids = await allUuidsOfClient(t.db, 'acme');
});
afterAll(async () => {
  await t.close();
});

async function uploadCsv(client: TestClient, csv: string): Promise<void> {
  const boundary = 'sweep-boundary';
  const response = await client.post(
    '/api/memberimport/upload-csv',
    `--${boundary}\r\nContent-Disposition: form-data; name="filename"; filename="m.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } },
  );
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
}

async function passAttempt(client: TestClient, company: string, username: string): Promise<void> {
  const [task] = await t.db.query<{ id: string }>(
    `SELECT t.id FROM elearning_task t JOIN member m ON m.id = t.member_id JOIN client c ON c.id = m.client_id
      WHERE c.client_identifier = $1 AND m.username = $2 AND t.completed_at IS NULL AND t.withdrawn_at IS NULL ORDER BY t.id LIMIT 1`,
    [company, username],
  );
  const started = await client.send(createExecutionEndpoint, { taskUuid: task?.id ?? '' });
  if (started.statusCode !== 200) throw new Error(`starting an attempt failed: ${started.body}`);
  const { executionUuid } = started.answer();
  // Passed and complete in the elements of the attempt's SCORM version (a commit of the other's is refused).
  const { scormVersion } = (await client.send(readExecutionEndpoint, { executionUuid })).answer();
  const saved = await client.send(saveExecutionEndpoint, { executionUuid, cmi: PASSING_CMI[scormVersion] });
  if (saved.answer().completed !== true) throw new Error(`passing an attempt failed: ${saved.body}`);
}

async function startAnalysis(client: TestClient, company: string, username: string): Promise<void> {
  const [target] = await t.db.query<{ assessment: string; member: string }>(
    `SELECT a.id AS assessment, m.id AS member FROM risk_assessment a JOIN client c ON c.id = a.client_id
       JOIN member m ON m.client_id = c.id AND m.username = $2
      WHERE c.client_identifier = $1 AND a.status = 'active'
        AND EXISTS (SELECT 1 FROM risk_analysis an WHERE an.risk_assessment_id = a.id AND an.finished_at IS NULL) ORDER BY a.id LIMIT 1`,
    [company, username],
  );
  if (!target) throw new Error(`no active risk assessment of ${company}`);
  const assigned = await client.post('/api/risk-assessment/assign-member', {
    riskAssessmentTaskUuid: target.assessment,
    memberUuids: [target.member],
  });
  if (assigned.statusCode !== 200) throw new Error(`assigning failed: ${assigned.body}`);
  const [task] = await t.db.query<{ id: string }>(
    `SELECT t.id FROM risk_member_task t JOIN risk_analysis an ON an.id = t.analysis_id
      WHERE an.risk_assessment_id = $1 AND an.finished_at IS NULL AND t.member_id = $2 AND t.withdrawn_at IS NULL`,
    [target.assessment, target.member],
  );
  const started = await client.post('/api/risk-assessment/create-execution', { taskUuid: task?.id });
  if (started.statusCode !== 200) throw new Error(`starting an analysis failed: ${started.body}`);
}

/** A uuid of the client of the kind (acme has no archived member, say: then any of its members). */
function uuidOf(uuids: ClientUuids, kind: string | undefined): string {
  const uuid = uuids[kind ?? 'member'] ?? uuids.member;
  if (!uuid) throw new Error(`no uuid of kind ${kind}`);
  return uuid;
}

/** The row a uuid names, for the path parameters named like its columns (a file's name). */
async function rowOf(uuid: string): Promise<Record<string, unknown>> {
  for (const table of tables) {
    const [row] = await t.db.query<Record<string, unknown>>(`SELECT * FROM ${table} WHERE id = $1`, [uuid]);
    if (row) return row;
  }
  return {};
}

/** The request with these uuids, its path parameters taken from the row its path uuid names. */
async function requestWith(endpoint: EndpointContract, uuidFor: UuidSource) {
  const pathUuid = uuidPathsOfContract(endpoint).find((path) => path.startsWith(':'));
  return sampleRequest(endpoint, uuidFor, pathUuid ? await rowOf(uuidFor(pathUuid)) : {});
}

const takesUuids = (endpoint: EndpointContract) => uuidPathsOfContract(endpoint).length > 0;
const isList = (endpoint: EndpointContract) =>
  Boolean(endpoint.response && 'shape' in endpoint.response && 'items' in (endpoint.response as { shape: object }).shape);
const withUuids = SWEPT_ENDPOINTS.filter((endpoint) => takesUuids(endpoint) && !isBackOffice(endpoint));
const lists = SWEPT_ENDPOINTS.filter((endpoint) => isList(endpoint) && !isBackOffice(endpoint));
// Reads may be sent with the demo client's own uuids too: that they are served shows the
// request is one the endpoint accepts, so its 404 for acme's uuids is the client check.
const isRead = (endpoint: EndpointContract) => endpoint.method === 'GET' || endpoint.loader === 'load';

it('finds endpoints with uuids and lists to sweep', () => {
  expect(withUuids.length).toBeGreaterThan(20);
  expect(lists.length).toBeGreaterThan(5);
});

describe.each(byName(withUuids))('%s', (_name, endpoint) => {
  const expectRefused = async (uuidFor: UuidSource) => {
    const request = await requestWith(endpoint, uuidFor);
    const before = await changeMark(t.db);
    const response = await send(superAdmin, endpoint, request);
    expect({ status: response.statusCode, body: response.body, request }).toMatchObject({ status: 404 });
    expect(response.json().error.code).toMatch(/\.NotFound$/);
    expect(await tablesChangedSince(t.db, before)).toEqual([]);
  };
  const demoUuid: UuidSource = (path) => uuidOf(demo, uuidKindOf(endpoint, path, tables));
  const acmeUuid: UuidSource = (path) => uuidOf(acme, uuidKindOf(endpoint, path, tables));

  if (isRead(endpoint)) {
    it('serves the request with the demo client’s own uuids', async () => {
      const response = await send(superAdmin, endpoint, await requestWith(endpoint, demoUuid));
      expect({ status: response.statusCode, body: response.body }).toMatchObject({ status: 200 });
    });
  }

  it('answers 404 for uuids of the other client, each of the kind its field names, and changes nothing', async () => {
    await expectRefused(acmeUuid);
  });

  it.each(uuidPathsOfContract(endpoint))('answers 404 when only %s is the other client’s', async (foreignPath) => {
    await expectRefused((path) => (path === foreignPath ? acmeUuid : demoUuid)(path));
  });

  it('answers 404 when every uuid is another client’s of any kind', async () => {
    for (const kind of Object.keys(acme).sort()) await expectRefused(() => uuidOf(acme, kind));
  });
});

describe.each(byName(lists))('list %s', (_name, endpoint) => {
  it('never shows the other client’s rows', async () => {
    const request = await requestWith(endpoint, (path) => uuidOf(demo, uuidKindOf(endpoint, path, tables)));
    const response = await send(superAdmin, endpoint, { url: request.url, body: { ...(request.body as object), perPage: 100 } });
    expect(response.statusCode).toBe(200);
    expect(acmeUuids.filter((uuid) => response.body.includes(uuid))).toEqual([]);
  });
});

describe('the back office', () => {
  const backOfficeWithUuids = SWEPT_ENDPOINTS.filter((endpoint) => takesUuids(endpoint) && isBackOffice(endpoint));
  const backOfficeLists = SWEPT_ENDPOINTS.filter((endpoint) => isList(endpoint) && isBackOffice(endpoint));
  let staff: TestClient;
  let otherLicenseesClient: string;
  let otherLicenseesDomain: string;
  let otherLicenseesCourse: string;
  let ownCourse: string;
  /** The course catalog's endpoints name a course of the licensee's, not a client. */
  const isCourseEndpoint = (endpoint: EndpointContract): boolean => /^licensee\.(read-|update-)?course/.test(endpoint.id);
  /** What another licensee's uuid is for an endpoint, and the 404 it answers: a client's, but a domain's or a course's where the endpoint names one. */
  const foreignOf = (endpoint: EndpointContract): { uuid: string; code: string } =>
    endpoint.id === 'licensee.remove-domain'
      ? { uuid: otherLicenseesDomain, code: 'Licensee.DomainNotFound' }
      : isCourseEndpoint(endpoint)
        ? { uuid: otherLicenseesCourse, code: 'Licensee.CourseNotFound' }
        : { uuid: otherLicenseesClient, code: 'Client.NotFound' };
  /** The licensee's own uuid for an endpoint: a client's, or a course's of its catalog. */
  const ownOf = (endpoint: EndpointContract): string => (isCourseEndpoint(endpoint) ? ownCourse : demo.client!);

  beforeAll(async () => {
    // Another licensee with a client of its own.
    const [{ id: licenseeId }] = (await t.db.query<{ id: string }>(
      `INSERT INTO licensee (identifier, name) VALUES ('sweep-partner', 'Sweep Partner') RETURNING id`,
    )) as [{ id: string }];
    otherLicenseesClient = (
      (await t.db.query<{ id: string }>(
        `INSERT INTO client (licensee_id, client_identifier, name) VALUES ($1, 'partnerco', 'Partner Kunde GmbH') RETURNING id`,
        [licenseeId],
      )) as [{ id: string }]
    )[0].id;
    otherLicenseesDomain = (
      (await t.db.query<{ id: string }>(
        `INSERT INTO licensee_domain (licensee_id, host) VALUES ($1, 'sweep-partner.example') RETURNING id`,
        [licenseeId],
      )) as [{ id: string }]
    )[0].id;
    // A course of each licensee's catalog.
    otherLicenseesCourse = (
      (await t.db.query<{ id: string }>(
        `INSERT INTO elearning_course (licensee_id, texts, duration_minutes) VALUES ($1, '{"de_DE": {"title": "Partnerkurs"}}', 5) RETURNING id`,
        [licenseeId],
      )) as [{ id: string }]
    )[0].id;
    ownCourse = (
      (await t.db.query<{ id: string }>(
        `SELECT co.id FROM elearning_course co JOIN client c ON c.licensee_id = co.licensee_id
          WHERE c.id = $1 AND co.owner_client_id IS NULL ORDER BY co.id LIMIT 1`,
        [demo.client],
      )) as [{ id: string }]
    )[0].id;
    // A write of each licensee's staff in a client of its own, for the lists of staff writes (the audit log).
    await t.db.query(
      `INSERT INTO audit_log (licensee_id, client_id, actor_advisor_id, action, entity)
         SELECT c.licensee_id, c.id, s.id, 'auth.support-login', 'client' FROM client c
           JOIN LATERAL (SELECT id FROM customer_advisor WHERE licensee_id = c.licensee_id LIMIT 1) s ON TRUE
          WHERE c.id = $1`,
      [demo.client],
    );
    const [{ id: partnerStaff }] = (await t.db.query<{ id: string }>(
      `INSERT INTO customer_advisor (licensee_id, username, first_name, last_name, password_hash) VALUES ($1, 'partnerstaff', 'Partner', 'Staff', 'x') RETURNING id`,
      [licenseeId],
    )) as [{ id: string }];
    await t.db.query(
      `INSERT INTO audit_log (licensee_id, client_id, actor_advisor_id, action, entity) VALUES ($1, $2, $3, 'auth.support-login', 'client')`,
      [licenseeId, otherLicenseesClient, partnerStaff],
    );
    staff = new TestClient(t.app);
    const login = await staff.send(licenseeLoginEndpoint, { username: 'licenseeadmin', password: hashPassword(DEMO_PASSWORD) });
    if (login.statusCode !== 200) throw new Error(`the staff sign-in failed: ${login.body}`);
  });

  it('finds back-office endpoints with uuids and lists to sweep', () => {
    expect(backOfficeWithUuids.length).toBeGreaterThan(3);
    expect(backOfficeLists.length).toBeGreaterThan(0);
  });

  describe.each(byName(backOfficeWithUuids))('%s', (_name, endpoint) => {
    if (isRead(endpoint)) {
      it('serves the request with a client of the licensee', async () => {
        const response = await send(
          staff,
          endpoint,
          sampleRequest(endpoint, () => ownOf(endpoint)),
        );
        expect({ status: response.statusCode, body: response.body }).toMatchObject({ status: 200 });
      });
    }

    it("answers 404 for another licensee's client (or row) and changes nothing", async () => {
      const foreign = foreignOf(endpoint);
      const before = await changeMark(t.db);
      const response = await send(
        staff,
        endpoint,
        sampleRequest(endpoint, () => foreign.uuid),
      );
      expect({ status: response.statusCode, body: response.body }).toMatchObject({ status: 404 });
      expect(response.json().error.code).toBe(foreign.code);
      expect(await tablesChangedSince(t.db, before)).toEqual([]);
    });
  });

  describe.each(byName(backOfficeLists))('list %s', (_name, endpoint) => {
    it("never shows another licensee's clients (or courses)", async () => {
      const request = sampleRequest(endpoint, () => ownOf(endpoint));
      const response = await send(staff, endpoint, { url: request.url, body: { ...(request.body as object), perPage: 100 } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(ownOf(endpoint));
      expect(response.body).not.toContain(isCourseEndpoint(endpoint) ? otherLicenseesCourse : otherLicenseesClient);
    });
  });
});
