import type { EndpointContract } from '@compliance/shared-contracts';
import { buildTestApp, type TestApp } from '../test/build';
import { signInAll, type TestClient } from '../test/client';
import { jsonSchemaOf, uuidPathsOf } from './samples';
import { databaseDigest, PUBLIC_ENDPOINTS, sampleRequest, send, SWEPT_ENDPOINTS, UUID_KINDS, uuidKindOf, uuidsOfClient, type UuidKind } from './support';

// Tenant isolation over every contract that takes a uuid: signed in to client demo, a uuid of
// client acme answers 404 and changes nothing; lists never show acme's rows.

let t: TestApp;
let superAdmin: TestClient;
let acme: Partial<Record<UuidKind, string>>;
let demo: Partial<Record<UuidKind, string>>;
let acmeIds: string[];

beforeAll(async () => {
  t = await buildTestApp();
  const client = await signInAll(t.app, { superAdmin: ['demo', 'superadmin'], acmeAdmin: ['acme', 'admin'] });
  superAdmin = client('superAdmin');
  // An upload of acme's, so the import endpoints have a foreign import to be refused.
  const csv = 'firstName;lastName;username\nAda;Acme;ada.acme\n';
  const boundary = 'sweep-boundary';
  await client('acmeAdmin').post(
    '/api/memberimport/upload-csv',
    `--${boundary}\r\nContent-Disposition: form-data; name="filename"; filename="m.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } },
  );
  acme = await uuidsOfClient(t.db, 'acme');
  demo = await uuidsOfClient(t.db, 'demo');
  const rows = await t.db.query<{ id: string }>(
    `SELECT m.id FROM member m JOIN client c ON c.id = m.client_id WHERE c.client_identifier = 'acme'
     UNION ALL SELECT o.id FROM org_unit o JOIN client c ON c.id = o.client_id WHERE c.client_identifier = 'acme'
     UNION ALL SELECT l.id FROM location l JOIN client c ON c.id = l.client_id WHERE c.client_identifier = 'acme'
     UNION ALL SELECT g.id FROM member_group g JOIN client c ON c.id = g.client_id WHERE c.client_identifier = 'acme'`,
  );
  acmeIds = rows.map((row) => row.id);
});
afterAll(async () => {
  await t.close();
});

/** An acme uuid of the kind; acme has no ou-admin, say, and then any of its members serves. */
function foreign(kind: UuidKind): string {
  const uuid = acme[kind] ?? acme.member;
  if (!uuid) throw new Error('client acme has no members');
  return uuid;
}

function uuidPathsOfContract(contract: EndpointContract): string[] {
  const body = contract.body ? uuidPathsOf(jsonSchemaOf(contract.body)) : [];
  const params = contract.params ? uuidPathsOf(jsonSchemaOf(contract.params)).map((path) => `:${path}`) : [];
  return [...body, ...params];
}

const withUuids = SWEPT_ENDPOINTS.filter((endpoint) => !PUBLIC_ENDPOINTS.includes(endpoint.id) && uuidPathsOfContract(endpoint).length > 0);
const lists = SWEPT_ENDPOINTS.filter((endpoint) => !PUBLIC_ENDPOINTS.includes(endpoint.id) && endpoint.response && 'shape' in endpoint.response && 'items' in (endpoint.response as { shape: object }).shape);

it('finds endpoints with uuids and lists to sweep', () => {
  expect(withUuids.length).toBeGreaterThan(20);
  expect(lists.length).toBeGreaterThan(5);
});

describe.each(withUuids.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))('%s', (_name, endpoint) => {
  const expectRefused = async (uuidFor: (path: string) => string) => {
    const before = await databaseDigest(t.db);
    const request = sampleRequest(endpoint, uuidFor);
    const response = await send(superAdmin, endpoint, request);
    expect({ status: response.statusCode, body: response.body, request }).toMatchObject({ status: 404 });
    expect(response.json().error.code).toMatch(/\.NotFound$/);
    expect(await databaseDigest(t.db)).toBe(before);
  };

  it('answers 404 for uuids of the other client, each of the kind its field names, and changes nothing', async () => {
    await expectRefused((path) => {
      return foreign(uuidKindOf(endpoint, path) ?? 'member');
    });
  });

  it.each(uuidPathsOfContract(endpoint))('answers 404 when only %s is the other client’s', async (foreignPath) => {
    await expectRefused((path) => {
      const kind = uuidKindOf(endpoint, path) ?? 'member';
      if (path === foreignPath) return foreign(kind);
      const uuid = demo[kind];
      if (!uuid) throw new Error(`client demo has no ${kind} for ${path}`);
      return uuid;
    });
  });

  it.each(Object.keys(UUID_KINDS) as UuidKind[])('answers 404 when every uuid is an other client’s %s', async (kind) => {
    const uuid = foreign(kind);
    await expectRefused(() => uuid);
  });
});

describe.each(lists.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))('list %s', (_name, endpoint) => {
  it('never shows the other client’s rows', async () => {
    const request = sampleRequest(endpoint, (path) => demo[uuidKindOf(endpoint, path) ?? 'member'] ?? '');
    const response = await send(superAdmin, endpoint, { url: request.url, body: { ...(request.body as object), perPage: 100 } });
    expect(response.statusCode).toBe(200);
    expect(acmeIds.filter((id) => response.body.includes(id))).toEqual([]);
  });
});
