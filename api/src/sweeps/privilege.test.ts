import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createMemberEndpoint,
  grantsScope,
  hasAnyPermission,
  mayActOn,
  MEMBER_ROLES,
  permissionsForRole,
  ROLES,
  type EndpointContract,
  type MemberRole,
  type Role,
} from '@compliance/shared-contracts';
import { buildTestApp, type TestApp } from '../test/build';
import { signInEveryRole, type TestClient } from '../test/client';
import { errorCodeOf } from '../test/answers';
import { newMemberBody } from '../test/members';
import {
  dropSnapshot,
  endpointName,
  restoreChangedTables,
  sampleRequest,
  send,
  snapshotTables,
  SWEPT_ENDPOINTS,
  clientTablesOfMigrations,
  clientTablesWithUuids,
  uuidKindOf,
  uuidPathsOfContract,
  uuidsByKind,
  uuidsOfClient,
  type ClientUuids,
  type TableSnapshot,
} from './support';

// Who may act on whom, swept: every contract whose body or path takes a member uuid (found from
// the schemas, so later areas' contracts are swept with no new code here) is called by each role
// of the demo client against members of every role, inside and outside the caller's scope.
// What docs/roles.md "Who may act on whom" refuses must answer 403 or 404 and change nothing; what it
// allows must not be refused. After every call the tables it changed are put back, so each call
// meets the same database.

/** Kinds of uuid (support.ts) that name a member. */
const MEMBER_KINDS: readonly string[] = ['member', 'archivedMember', 'admin', 'ouAdmin'];
/** Member fields that name who is responsible for something: setting them grants scope. */
const GRANT_FIELD = /(^|\.)(accountable|admin|responsible)\w*Uuids?(\[\d+\])?$/i;

interface Target {
  role: MemberRole;
  inScope: boolean;
  archived: boolean;
  uuid: string;
}
const label = (target: Pick<Target, 'role' | 'inScope'>) => `${target.role} ${target.inScope ? 'in' : 'out'}`;

let t: TestApp;
let callers: Map<Role, TestClient>;
let targets: Target[];
let own: ClientUuids;
let tables: string[];
let snapshot: TableSnapshot;

/**
 * Members made for the sweep, one of each role inside the loc-admin's location and the
 * ou-admin's unit and one outside both, active and archived: made through the API as the owner.
 */
async function makeTargets(owner: TestClient, unit: string, location: string): Promise<Target[]> {
  const made: Target[] = [];
  for (const role of MEMBER_ROLES) {
    for (const inScope of [true, false]) {
      for (const archived of [false, true]) {
        const username = `sweep.${role}.${inScope ? 'in' : 'out'}${archived ? '.archived' : ''}`;
        const created = await owner.send(
          createMemberEndpoint,
          newMemberBody(username, { lastName: username, roleIdentifier: role, orgUnitUuids: inScope ? [unit] : [] }),
        );
        if (created.statusCode !== 200) throw new Error(`could not make ${username}: ${created.body}`);
        const uuid = created.answer().uuid;
        if (inScope) await owner.post('/api/location/assign-members', { uuid: location, memberUuids: [uuid] });
        if (archived) await owner.post('/api/memberlist/archivemember', { uuids: [uuid] });
        made.push({ role, inScope, archived, uuid });
      }
    }
  }
  return made;
}

beforeAll(async () => {
  t = await buildTestApp();
  callers = await signInEveryRole(t.app);
  tables = await clientTablesWithUuids(t.db);
  const [unit] = await t.db.query<{ id: string }>(
    "SELECT oa.org_unit_id AS id FROM org_unit_admin oa JOIN member m ON m.id = oa.member_id WHERE oa.kind = 'admin' AND m.username = 'ouadmin'",
  );
  const [location] = await t.db.query<{ id: string }>(
    "SELECT lr.location_id AS id FROM location_responsible lr JOIN member m ON m.id = lr.member_id WHERE m.username = 'locadmin'",
  );
  if (!unit || !location) throw new Error('the demo ou-admin or loc-admin has no unit or location');
  targets = await makeTargets(callers.get('super-admin')!, unit.id, location.id);
  // Every other uuid a request carries names what the scoped admins administer, so that a
  // refusal is about the member, not about the unit or location.
  own = { ...(await uuidsOfClient(t.db, 'demo')), org_unit: unit.id, location: location.id };
  snapshot = await snapshotTables(t.db);
});
afterAll(async () => {
  await dropSnapshot(t.db, snapshot);
  await t.close();
});

/** The member uuid fields of a contract (body fields, then path parameters as `:name`), given the schema's client tables. */
function memberFieldsOf(endpoint: EndpointContract, tableList: readonly string[] = tables): string[] {
  return uuidPathsOfContract(endpoint).filter((path) => MEMBER_KINDS.includes(uuidKindOf(endpoint, path, tableList) ?? ''));
}

// Tests are named before the database exists: the contracts are chosen by the client tables of
// the migrations' text, and the first test proves the database has exactly those.
const MIGRATION_TABLES = clientTablesOfMigrations();
const swept = SWEPT_ENDPOINTS.filter(
  (endpoint) => endpoint.access.kind === 'session' && memberFieldsOf(endpoint, MIGRATION_TABLES).length > 0,
);
const isRead = (endpoint: EndpointContract) => endpoint.method === 'GET' || endpoint.loader === 'load';
const isScoped = (role: Role) => role === 'loc-admin' || role === 'ou-admin';

/** What docs/roles.md "Who may act on whom" says of naming the target in the field: allowed or refused. */
function allowedByRule(caller: Role, endpoint: EndpointContract, field: string, target: Target): boolean {
  if (!hasAnyPermission(permissionsForRole(caller), endpoint.access.kind === 'session' ? endpoint.access.permissions : [])) return false;
  if (GRANT_FIELD.test(field)) return grantsScope(caller);
  if (isScoped(caller) && !target.inScope) return false;
  return isRead(endpoint) || mayActOn(caller, target.role);
}

/**
 * The request with the field naming the target, and every other uuid one the caller may use
 * (other member fields keep a sample of their kind). A role field keeps the target's role:
 * giving roles is a rule of its own.
 */
function requestFor(endpoint: EndpointContract, field: string, target: Target) {
  const others = uuidsByKind(endpoint, own, tables);
  const request = sampleRequest(endpoint, (path) => (path === field ? target.uuid : others(path)));
  const body = request.body as Record<string, unknown> | undefined;
  if (body && typeof body === 'object' && 'roleIdentifier' in body) body.roleIdentifier = target.role;
  return request;
}

/** Archived targets for the fields that name archived members, active ones otherwise. */
function targetsFor(endpoint: EndpointContract, field: string): Target[] {
  const archived = uuidKindOf(endpoint, field, tables) === 'archivedMember';
  return targets.filter((target) => target.archived === archived);
}

const matrix = new Map<string, string[]>();

it('finds the contracts that take a member uuid, by the client tables the database has', () => {
  expect(MIGRATION_TABLES).toEqual(tables);
  expect(swept.map((endpoint) => endpoint.id)).toEqual(
    expect.arrayContaining([
      'member-list.updatememberdetails',
      'member-list.reset-password',
      'location.assign-members',
      'org-unit.update-org-unit',
      'location.update-location-detail',
    ]),
  );
});

/** Rows for `describe.each`: each member field of each swept contract. */
const sweptFields = swept.flatMap((endpoint) =>
  memberFieldsOf(endpoint, MIGRATION_TABLES).map((field) => [`${endpointName(endpoint)} ${field}`, endpoint, field] as const),
);

describe.each(sweptFields)('%s', (_name, endpoint, field) => {
  it.each(ROLES)('as %s: refused where the rule refuses (403 or 404, nothing changed), not refused where it allows', async (caller) => {
    const client = callers.get(caller)!;
    const cells: string[] = [];
    const wrong: unknown[] = [];
    for (const target of targetsFor(endpoint, field)) {
      const allowed = allowedByRule(caller, endpoint, field, target);
      const response = await send(client, endpoint, requestFor(endpoint, field, target));
      const changed = await restoreChangedTables(t.db, snapshot);
      const refused = [401, 403, 404].includes(response.statusCode);
      const code = errorCodeOf(response);
      const answer = response.statusCode < 300 ? '✓' : `${response.statusCode}${code ? ` ${code}` : ''}`;
      cells.push(allowed === !refused ? answer : `✗ ${answer}`);
      if (allowed === refused || (refused && changed.length > 0)) {
        wrong.push({ target: label(target), allowed, status: response.statusCode, code, changed });
      }
    }
    matrix.set(`| \`${endpointName(endpoint)}\` | \`${field}\` | ${caller} |`, cells);
    expect(wrong).toEqual([]);
  });
});

afterAll(() => {
  const columns = targets.filter((target) => !target.archived).map(label);
  const header = `| endpoint | field | caller | ${columns.join(' | ')} |\n| --- | --- | --- |${columns.map(() => ' :-: |').join('')}`;
  const rows = [...matrix].map(([row, cells]) => `${row} ${cells.join(' | ')} |`);
  const legend =
    'targets: a member of each role inside the loc-admin’s location and the ou-admin’s unit, and one outside both (archived ones for the archive’s calls); ✓ allowed, otherwise the status and code it answered; ✗ differs from docs/roles.md "Who may act on whom"';
  const table = [header, ...rows].join('\n');
  const dir = join(__dirname, '..', '..', '..', '.test-results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'privilege-matrix.md'), `# Who may act on whom, as swept\n\n${legend}.\n\n${table}\n`);
  console.log(`Privilege matrix (${legend}; also in .test-results/privilege-matrix.md):\n${table}`);
});
