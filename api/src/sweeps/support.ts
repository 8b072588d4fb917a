import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ALL_ERROR_CODES, ENDPOINTS, fillPath, LICENSEE_PERMISSIONS, type EndpointContract } from '@compliance/shared-contracts';
import { NOTIFY_EVERYTHING_CHANGED, type Database, type Queryable } from '../db';
import { sourceFile } from '../source-files';
import type { TestClient } from '../test/client';
import { jsonSchemaOf, sampleOf, uuidPathsOf, type UuidSource } from './samples';

/**
 * Endpoints anyone may call without a session. The sweeps check this list against the
 * contracts, so making an endpoint public takes a change here too, in plain sight.
 */
export const PUBLIC_ENDPOINTS: readonly string[] = [
  'auth.csrf',
  'auth.login',
  'auth.logout',
  'auth.support-login',
  'licensee.login',
  'auth.create-password-reset-token',
  'auth.reset-password',
  'bootstrap.load-licensee-config',
  'file.read',
  'remotes.list',
  'assets.i18n',
  'health.live',
  'health.ready',
  // No session, but a bearer token of its own (METRICS_TOKEN); 404 without one configured.
  'health.metrics',
];

/** Every endpoint of the contracts, as the sweeps see them. */
export const SWEPT_ENDPOINTS: readonly EndpointContract[] = ENDPOINTS;

/** Whether a contract is the back office's: only the licensee's staff hold its permissions. */
export const isBackOffice = (endpoint: EndpointContract): boolean =>
  endpoint.access.kind === 'session' &&
  (endpoint.access.permissions ?? []).every((permission) => LICENSEE_PERMISSIONS.includes(permission));

/** `METHOD path` of a contract, as test names and the route table write it. */
export const endpointName = (endpoint: EndpointContract): string => `${endpoint.method} ${endpoint.path}`;

/** Rows for `describe.each` / `it.each`: the endpoint's name, then the endpoint. */
export const byName = <E extends EndpointContract>(endpoints: readonly E[]) =>
  endpoints.map((endpoint) => [endpointName(endpoint), endpoint] as const);

/**
 * Routes under `/api` that no contract describes, each with the reason it may exist. Anything
 * else the router knows under `/api` must have a contract, so the sweeps reach it.
 */
export const INFRASTRUCTURE_ROUTES: readonly { readonly pattern: RegExp; readonly reason: string }[] = [
  {
    pattern: /^\/api\/docs(\/|$)/,
    reason: 'OpenAPI documentation and its UI, generated from the contracts (docs/architecture.md §4); public, reads nothing of a client',
  },
];

/**
 * Every route the Fastify router holds, as `METHOD /path` (`:name` parameters), read from its
 * own route tree, so a route registered without a contract (or hidden from OpenAPI) shows too.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const segments: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    // "│   ├── api/login (POST)": four columns of tree drawing per level, the segment, its methods.
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    segments.length = depth;
    segments.push(match[2] ?? '');
    const path = segments.join('');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push(`${method} ${path}`);
  }
  // Fastify answers HEAD for every GET route by itself: those are the GET routes.
  return routes.filter((route) => !(route.startsWith('HEAD ') && routes.includes(route.replace(/^HEAD /, 'GET '))));
}

/**
 * Columns whose changes do not count, by table: a session's last use and idle expiry move with
 * every request (the idle timeout); its other columns, and whether it exists at all, count.
 */
const UNWATCHED_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  session: ['last_seen_at', 'expires_at'],
};
/**
 * The migrations table changes only at start-up; the log of changes is the watch's own; the
 * rate limits count requests, refused ones too, as a session's last use does.
 */
const CHANGE_LOG = 'sweep_change';
const UNWATCHED_TABLES: readonly string[] = ['schema_migration', CHANGE_LOG, 'rate_limit_count'];

/** The tables watched and copied: every base table of the schema but those above. */
async function watchedTables(db: Queryable): Promise<string[]> {
  const tables = await db.query<{ tablename: string }>(
    'SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename',
  );
  return tables.map((row) => row.tablename).filter((table) => !UNWATCHED_TABLES.includes(table));
}

/** The databases whose tables log their changes already (each sweep file has its own). */
const watching = new WeakMap<Queryable, Promise<void>>();

/**
 * Makes every table log the changes made to its rows (all tenants) in `sweep_change`: each row
 * that goes (-1) and each that comes (+1), bar its unwatched columns; an update is both, unless
 * it leaves the row as it was. A trigger per table, so a sweep learns what a request changed from
 * one small read: comparing digests of every table before and after each of the sweeps'
 * thousands of calls took most of their time.
 */
function watchChanges(db: Queryable): Promise<void> {
  let installed = watching.get(db);
  if (!installed) {
    installed = (async () => {
      await db.query(`CREATE TABLE ${CHANGE_LOG} (id bigserial PRIMARY KEY, table_name text NOT NULL, sign int NOT NULL, item jsonb)`);
      await db.query(`CREATE FUNCTION sweep_note_change() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE
          unwatched text[] := coalesce(TG_ARGV, '{}'::text[]);
        BEGIN
          IF TG_OP = 'TRUNCATE' THEN
            INSERT INTO ${CHANGE_LOG} (table_name, sign, item) VALUES (TG_TABLE_NAME, 0, NULL);
            RETURN NULL;
          END IF;
          IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - unwatched) = (to_jsonb(NEW) - unwatched) THEN
            RETURN NULL;
          END IF;
          IF TG_OP IN ('UPDATE', 'DELETE') THEN
            INSERT INTO ${CHANGE_LOG} (table_name, sign, item) VALUES (TG_TABLE_NAME, -1, to_jsonb(OLD) - unwatched);
          END IF;
          IF TG_OP IN ('UPDATE', 'INSERT') THEN
            INSERT INTO ${CHANGE_LOG} (table_name, sign, item) VALUES (TG_TABLE_NAME, 1, to_jsonb(NEW) - unwatched);
          END IF;
          RETURN NULL;
        END $$`);
      for (const table of await watchedTables(db)) {
        const unwatched = (UNWATCHED_COLUMNS[table] ?? []).map((column) => `'${column}'`).join(', ');
        await db.query(
          `CREATE TRIGGER sweep_watch AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION sweep_note_change(${unwatched})`,
        );
        await db.query(
          `CREATE TRIGGER sweep_watch_truncate AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION sweep_note_change()`,
        );
      }
    })();
    watching.set(db, installed);
  }
  return installed;
}

/** A mark of the changes so far, for {@link tablesChangedSince}. */
export async function changeMark(db: Queryable): Promise<number> {
  await watchChanges(db);
  const [row] = await db.query<{ mark: string }>(`SELECT coalesce(max(id), 0)::text AS mark FROM ${CHANGE_LOG}`);
  return Number(row?.mark ?? 0);
}

/**
 * The tables whose rows (of any tenant, not only those with `client_id`) differ from what they
 * were at the mark: a row that came and went again (an upload refused after it was noted) is no
 * difference. None after a request means the request changed nothing anywhere.
 */
export async function tablesChangedSince(db: Queryable, mark: number): Promise<string[]> {
  const rows = await db.query<{ table_name: string }>(
    `SELECT DISTINCT table_name FROM (
       SELECT table_name, sum(sign) AS net, bool_or(item IS NULL) AS truncated FROM ${CHANGE_LOG} WHERE id > $1 GROUP BY table_name, item
     ) net WHERE net <> 0 OR truncated ORDER BY table_name`,
    [mark],
  );
  return rows.map((row) => row.table_name);
}

/** A copy of every table's rows, held in a schema of its own beside the database's. */
export interface TableSnapshot {
  schema: string;
}

/**
 * Copies every table's rows aside, so a sweep can let a request change the database and then
 * put back what it changed ({@link restoreChangedTables}). {@link dropSnapshot} removes the copy.
 */
export async function snapshotTables(db: Database): Promise<TableSnapshot> {
  const [row] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const schema = `${row?.schema ?? 'public'}_snapshot`;
  await watchChanges(db);
  await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await db.query(`CREATE SCHEMA ${schema}`);
  for (const table of await watchedTables(db)) await db.query(`CREATE TABLE ${schema}.${table} AS SELECT * FROM ${table}`);
  await db.query(`DELETE FROM ${CHANGE_LOG}`);
  return { schema };
}

/** Removes a snapshot's copy. */
export async function dropSnapshot(db: Database, snapshot: TableSnapshot): Promise<void> {
  await db.query(`DROP SCHEMA IF EXISTS ${snapshot.schema} CASCADE`);
}

/**
 * Puts back the rows of every table changed since the snapshot, and answers those tables.
 * Foreign keys and triggers (the watch's too) are off while it does (replica mode): the rows it
 * writes were consistent when they were copied.
 */
export async function restoreChangedTables(db: Database, snapshot: TableSnapshot): Promise<string[]> {
  const changed = await tablesChangedSince(db, 0);
  if (changed.length === 0) return [];
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL session_replication_role = replica');
    for (const table of changed) {
      await tx.query(`DELETE FROM ${table}`);
      await tx.query(`INSERT INTO ${table} SELECT * FROM ${snapshot.schema}.${table}`);
    }
    await tx.query(`DELETE FROM ${CHANGE_LOG}`);
    // Replica mode held migration 029's triggers quiet too: what instances cache of sessions goes.
    await tx.query(NOTIFY_EVERYTHING_CHANGED);
  });
  return changed;
}

/**
 * Kinds of uuid narrower than their table, for fields that name one sort of row: an archived
 * member to restore, an admin to make accountable, the root as a parent anything may have.
 */
const NARROW_KINDS = {
  archivedMember: `SELECT id FROM member WHERE client_id = $1 AND archived_at IS NOT NULL ORDER BY username LIMIT 1`,
  admin: `SELECT id FROM member WHERE client_id = $1 AND archived_at IS NULL AND role = 'admin' ORDER BY username LIMIT 1`,
  ouAdmin: `SELECT id FROM member WHERE client_id = $1 AND archived_at IS NULL AND role = 'ou-admin' ORDER BY username LIMIT 1`,
  rootOrgUnit: `SELECT id FROM org_unit WHERE client_id = $1 AND is_root LIMIT 1`,
} as const;

/**
 * Plain kinds, one per client table with a uuid `id` (found in the schema, so a table added later
 * is a kind too), with a preferred row where the first one would be a poor sample.
 */
/** The accounts the sweeps sign in as: the client's super-admin, or its admin where it has none. */
const SWEEP_ACCOUNTS = `SELECT m.id FROM member m WHERE m.role = 'super-admin'
    OR (m.role = 'admin' AND NOT EXISTS (SELECT 1 FROM member s WHERE s.client_id = m.client_id AND s.role = 'super-admin'))`;

const PREFERRED_ROW: Readonly<Record<string, string>> = {
  member: `archived_at IS NULL AND role = 'member'`,
  org_unit: `NOT is_root`,
  // An attempt is served to the member taking it alone, and the sweeps sign in as the client's
  // super-admin (acme, which has none, as its admin): their own current attempt, a completed one
  // so that it has a result too.
  elearning_execution: `archived_at IS NULL AND completed_at IS NOT NULL AND member_id IN (${SWEEP_ACCOUNTS})`,
  // A member's analysis, likewise, is theirs alone: the sweeping account's open one.
  risk_member_task: `withdrawn_at IS NULL AND completed_at IS NULL AND ended_at IS NULL AND member_id IN (${SWEEP_ACCOUNTS})`,
  risk_execution: `task_id IN (SELECT t.id FROM risk_member_task t WHERE t.withdrawn_at IS NULL AND t.completed_at IS NULL
    AND t.ended_at IS NULL AND t.member_id IN (${SWEEP_ACCOUNTS}))`,
};

/** One uuid of each kind the client has (kinds it has none of are left out), and the client's own. */
export type ClientUuids = Readonly<Record<string, string>>;

/**
 * {@link clientTablesWithUuids} read from the migrations' text instead of a database, for
 * choosing tests before any database exists; a sweep compares the two.
 */
export function clientTablesOfMigrations(): string[] {
  const dir = sourceFile('db', 'migrations');
  const tables: string[] = [];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    for (const match of readFileSync(join(dir, file), 'utf8').matchAll(/CREATE TABLE (\w+) \(([\s\S]*?)\n\);/g)) {
      const columns = match[2] ?? '';
      if (/^\s*id uuid\b/m.test(columns) && /^\s*client_id\b/m.test(columns)) tables.push(match[1] ?? '');
    }
  }
  return tables.sort();
}

/** The client tables whose rows have a uuid `id`: each is a kind of uuid a request can carry. */
export async function clientTablesWithUuids(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ table_name: string }>(
    `SELECT c.table_name FROM information_schema.columns c
      WHERE c.table_schema = current_schema() AND c.column_name = 'id' AND c.data_type = 'uuid'
        AND EXISTS (SELECT 1 FROM information_schema.columns t
                     WHERE t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.column_name = 'client_id')
      ORDER BY c.table_name`,
  );
  return rows.map((row) => row.table_name);
}

async function clientId(db: Queryable, clientIdentifier: string): Promise<string> {
  const [client] = await db.query<{ id: string }>('SELECT id FROM client WHERE client_identifier = $1', [clientIdentifier]);
  if (!client) throw new Error(`no client ${clientIdentifier}`);
  return client.id;
}

/** One uuid of each kind (client tables, the narrow kinds, `client` itself) that the client has. */
export async function uuidsOfClient(db: Queryable, clientIdentifier: string): Promise<ClientUuids> {
  const id = await clientId(db, clientIdentifier);
  const result: Record<string, string> = { client: id };
  for (const table of await clientTablesWithUuids(db)) {
    const preferred = PREFERRED_ROW[table] ? `AND ${PREFERRED_ROW[table]}` : '';
    const [row] = await db.query<{ id: string }>(`SELECT id FROM ${table} WHERE client_id = $1 ${preferred} ORDER BY id LIMIT 1`, [id]);
    if (row) result[table] = row.id;
  }
  for (const [kind, sql] of Object.entries(NARROW_KINDS)) {
    const [row] = await db.query<{ id: string }>(sql, [id]);
    if (row) result[kind] = row.id;
  }
  return result;
}

/** Every uuid of the client's rows in every client table, and the client's own. */
export async function allUuidsOfClient(db: Queryable, clientIdentifier: string): Promise<string[]> {
  const id = await clientId(db, clientIdentifier);
  const uuids = [id];
  for (const table of await clientTablesWithUuids(db)) {
    uuids.push(...(await db.query<{ id: string }>(`SELECT id FROM ${table} WHERE client_id = $1`, [id])).map((row) => row.id));
  }
  return uuids;
}

// Field names whose entity their words do not say.
const KIND_BY_FIELD: readonly (readonly [RegExp, string])[] = [
  // The parent of an org unit must not be the unit itself: the root is every unit's possible parent.
  [/^parent/i, 'rootOrgUnit'],
  [/^accountable/i, 'admin'],
  [/^admin/i, 'ouAdmin'],
  // The result of an evaluated analysis (docs/product.md §3 riskAssessmentExecutionResultUuid).
  [/^riskAssessmentExecutionResult/i, 'risk_result'],
];
// Areas whose bare `uuid` names a narrower kind than the area's table.
const KIND_BY_AREA: Readonly<Record<string, string>> = { 'archive-member': 'archivedMember' };

const snakeCase = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();

/**
 * The table a name speaks of: equal to it, or ending in it (`responsible_member`), or it ending in
 * the name (`import`). Of several, the one of the contract's own area (`risk_execution` for a
 * risk-assessment call's `executionUuid`), then the longest.
 */
function tableNamed(name: string, tables: readonly string[], area = ''): string | undefined {
  const matches = tables.filter((table) => name === table || name.endsWith(`_${table}`) || table.endsWith(`_${name}`));
  const areaWord = `${snakeCase(area).split('_')[0]}_`;
  const ofArea = (table: string) => (table.startsWith(areaWord) ? 0 : 1);
  return matches.sort((a, b) => ofArea(a) - ofArea(b) || b.length - a.length)[0];
}

/**
 * The kind of entity a uuid field of an endpoint names: by the field's own name (`orgUnitUuids`
 * → org_unit, `importUuid` → member_import), else, for a bare `uuid`, by the endpoint's area
 * (`member-group.read-details` → member_group). Undefined when neither tells.
 */
export function uuidKindOf(contract: EndpointContract, fieldPath: string, tables: readonly string[]): string | undefined {
  const field =
    fieldPath
      .replace(/\[\d+\]/g, '')
      .replace(/^:/, '')
      .split('.')
      .pop() ?? '';
  if (field !== 'uuid' && field !== 'uuids') {
    const special = KIND_BY_FIELD.find(([pattern]) => pattern.test(field));
    if (special) return special[1];
    const byField = tableNamed(snakeCase(field.replace(/Uuids?$/, '')), tables, contract.id.split('.')[0]);
    if (byField) return byField;
  }
  const area = contract.id.split('.')[0] ?? '';
  return (
    KIND_BY_AREA[area] ??
    tableNamed(snakeCase(area).replace(/_(list|details)$/, ''), tables) ??
    tableNamed(snakeCase(contract.tag).replace(/s$/, ''), tables)
  );
}

/** The dotted paths of every uuid a contract takes: body fields, then path parameters as `:name`. */
export function uuidPathsOfContract(contract: EndpointContract): string[] {
  const body = contract.body ? uuidPathsOf(jsonSchemaOf(contract.body)) : [];
  const params = contract.params ? uuidPathsOf(jsonSchemaOf(contract.params)).map((path) => `:${path}`) : [];
  return [...body, ...params];
}

/** A uuid source giving each field a uuid of the client, of the kind the field names. */
export function uuidsByKind(contract: EndpointContract, uuids: ClientUuids, tables: readonly string[], fallback = 'member'): UuidSource {
  return (path) => {
    const kind = uuidKindOf(contract, path, tables) ?? fallback;
    const uuid = uuids[kind] ?? uuids[fallback];
    if (!uuid) throw new Error(`no uuid of kind ${kind} for ${contract.id} ${path}`);
    return uuid;
  };
}

/**
 * The request of a contract: its path with parameters filled and its body, from samples. A
 * path parameter named like a column of the row a uuid parameter names (a file's `context`,
 * `type` and `filename`) takes that row's value, so the request is one the endpoint would serve.
 */
export function sampleRequest(
  contract: EndpointContract,
  uuidFor: UuidSource,
  row: Readonly<Record<string, unknown>> = {},
): { url: string; body: unknown } {
  const params = contract.params ? (sampleOf(jsonSchemaOf(contract.params), (path) => uuidFor(`:${path}`)) as Record<string, unknown>) : {};
  const filled = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(row[snakeCase(name)] ?? value)]));
  const url = fillPath(contract.path, filled);
  const body = contract.body ? sampleOf(jsonSchemaOf(contract.body), uuidFor) : undefined;
  return { url, body };
}

/** Sends a contract's request as the client (GET, or POST with CSRF as the browser does). */
export function send(
  client: TestClient,
  contract: EndpointContract,
  request: { url: string; body: unknown },
): Promise<LightMyRequestResponse> {
  return contract.method === 'GET' ? client.get(request.url) : client.post(request.url, request.body ?? {});
}

/** Whether a body looks like it leaks internals: stack frames, source paths or SQL. */
export function leaksInternals(body: string): boolean {
  return /\n\s+at |\s{4}at \S|\.tsx?:\d|\.js:\d+:\d|node_modules|SELECT |INSERT INTO|UPDATE \w+ SET|DELETE FROM|syntax error|relation "|violates|duplicate key|pglite|ECONNREFUSED/i.test(
    body,
  );
}

/**
 * Statuses an error answer may have: those of docs/architecture.md §4, 415 for a body of a type the
 * endpoint does not read (HTTP's own status for it, with the code Schema.Invalid), and 503
 * while the database is away.
 */
const ERROR_STATUSES: ReadonlySet<number> = new Set([400, 401, 403, 404, 409, 413, 415, 429, 503]);

/**
 * Why an answer is not the error body of docs/architecture.md §4 (undefined when it is): JSON
 * `{error: {code}}` with a listed code, `fields` on validation errors only, nothing else.
 */
export function errorBodyProblem(response: LightMyRequestResponse): string | undefined {
  if (!ERROR_STATUSES.has(response.statusCode)) return `status ${response.statusCode} is not an error status of docs/architecture.md §4`;
  if (!String(response.headers['content-type'] ?? '').startsWith('application/json'))
    return `content type ${String(response.headers['content-type'])}`;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return 'not JSON';
  }
  if (typeof body !== 'object' || body === null || Object.keys(body).join() !== 'error') return 'not {error}';
  const error = (body as { error: unknown }).error as Record<string, unknown> | null;
  if (typeof error !== 'object' || error === null || typeof error.code !== 'string') return 'no error code';
  if (!(ALL_ERROR_CODES as readonly string[]).includes(error.code)) return `code ${error.code} is not in the code list of shared-contracts`;
  const extra = Object.keys(error).filter((key) => key !== 'code' && !(key === 'fields' && error.code === 'Schema.Invalid'));
  if (extra.length > 0) return `unexpected ${extra.join(', ')}`;
  if (error.fields !== undefined) {
    const fields = error.fields;
    if (
      !Array.isArray(fields) ||
      !fields.every(
        (field: unknown) =>
          typeof field === 'object' &&
          field !== null &&
          typeof (field as { path?: unknown }).path === 'string' &&
          typeof (field as { message?: unknown }).message === 'string',
      )
    ) {
      return 'fields are not {path, message}';
    }
  }
  return undefined;
}
