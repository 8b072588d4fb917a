import type { LightMyRequestResponse } from 'fastify';
import { ENDPOINTS, fillPath, type EndpointContract } from '@compliance/shared-contracts';
import type { Queryable } from '../db';
import type { TestClient } from '../test/client';
import { jsonSchemaOf, sampleOf, type UuidSource } from './samples';

/**
 * Endpoints anyone may call without a session. The sweeps check this list against the
 * contracts, so making an endpoint public takes a change here too, in plain sight.
 */
export const PUBLIC_ENDPOINTS: readonly string[] = [
  'auth.csrf',
  'auth.login',
  'auth.logout',
  'auth.support-login',
  'auth.create-password-reset-token',
  'auth.reset-password',
  'bootstrap.load-licensee-config',
  'file.read',
  'remotes.list',
  'assets.i18n',
];

/** Every endpoint of the contracts, as the sweeps see them. */
export const SWEPT_ENDPOINTS: readonly EndpointContract[] = ENDPOINTS;

/** Tables left out of the digest: session rows record each request's time (idle timeout). */
const UNDIGESTED_TABLES = ['session', 'schema_migration'];

/**
 * A digest of every row of every table (but those above): equal before and after a request
 * means the request changed nothing, in any tenant.
 */
export async function databaseDigest(db: Queryable): Promise<string> {
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const parts: string[] = [];
  for (const { table_name: table } of tables) {
    if (UNDIGESTED_TABLES.includes(table)) continue;
    const [row] = await db.query<{ digest: string | null }>(`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${table} t`);
    parts.push(`${table}:${row?.digest ?? 'empty'}`);
  }
  return parts.join('\n');
}

/** The kinds of entity a uuid can name, and how to find one of a client's. */
export const UUID_KINDS = {
  member: `SELECT id FROM member WHERE client_id = $1 AND archived_at IS NULL AND role = 'member' ORDER BY username LIMIT 1`,
  archivedMember: `SELECT id FROM member WHERE client_id = $1 AND archived_at IS NOT NULL ORDER BY username LIMIT 1`,
  admin: `SELECT id FROM member WHERE client_id = $1 AND archived_at IS NULL AND role = 'admin' ORDER BY username LIMIT 1`,
  ouAdmin: `SELECT id FROM member WHERE client_id = $1 AND archived_at IS NULL AND role = 'ou-admin' ORDER BY username LIMIT 1`,
  orgUnit: `SELECT id FROM org_unit WHERE client_id = $1 AND NOT is_root ORDER BY identifier LIMIT 1`,
  rootOrgUnit: `SELECT id FROM org_unit WHERE client_id = $1 AND is_root LIMIT 1`,
  location: `SELECT id FROM location WHERE client_id = $1 ORDER BY identifier LIMIT 1`,
  memberGroup: `SELECT id FROM member_group WHERE client_id = $1 ORDER BY identifier LIMIT 1`,
  memberImport: `SELECT id FROM member_import WHERE client_id = $1 LIMIT 1`,
  file: `SELECT id FROM file WHERE client_id = $1 LIMIT 1`,
} as const;
export type UuidKind = keyof typeof UUID_KINDS;

/** One uuid of each kind that the client has (kinds it has none of are left out). */
export async function uuidsOfClient(db: Queryable, clientIdentifier: string): Promise<Partial<Record<UuidKind, string>>> {
  const [client] = await db.query<{ id: string }>('SELECT id FROM client WHERE client_identifier = $1', [clientIdentifier]);
  if (!client) throw new Error(`no client ${clientIdentifier}`);
  const result: Partial<Record<UuidKind, string>> = {};
  for (const [kind, sql] of Object.entries(UUID_KINDS) as [UuidKind, string][]) {
    const [row] = await db.query<{ id: string }>(sql, [client.id]);
    if (row) result[kind] = row.id;
  }
  return result;
}

// Which entity a uuid field names: by the field's own name first, then by the endpoint's area.
const KIND_BY_FIELD: readonly (readonly [RegExp, UuidKind])[] = [
  // The parent of an org unit must not be the unit itself: the root is every unit's possible parent.
  [/parent/i, 'rootOrgUnit'],
  [/orgunit/i, 'orgUnit'],
  [/accountable/i, 'admin'],
  [/^admin/i, 'ouAdmin'],
  [/location/i, 'location'],
  [/group/i, 'memberGroup'],
  [/import/i, 'memberImport'],
  [/member|responsible/i, 'member'],
];
const KIND_BY_ENDPOINT: readonly (readonly [RegExp, UuidKind])[] = [
  [/^org-unit/, 'orgUnit'],
  [/^location/, 'location'],
  [/^member-group/, 'memberGroup'],
  [/^archive-member/, 'archivedMember'],
  [/^member-import/, 'memberImport'],
  [/^file/, 'file'],
  [/^member|^profile/, 'member'],
];

/** The kind of entity a uuid field of an endpoint names (undefined: unknown). */
export function uuidKindOf(contract: EndpointContract, fieldPath: string): UuidKind | undefined {
  const field = fieldPath.replace(/\[\d+\]/g, '').split('.').pop() ?? '';
  if (field !== 'uuid' && field !== 'uuids') {
    const byField = KIND_BY_FIELD.find(([pattern]) => pattern.test(field));
    if (byField) return byField[1];
  }
  return KIND_BY_ENDPOINT.find(([pattern]) => pattern.test(contract.id))?.[1];
}

/** The request of a contract: its path with parameters filled, and its body, from samples. */
export function sampleRequest(contract: EndpointContract, uuidFor: UuidSource): { url: string; body: unknown } {
  const params = contract.params ? (sampleOf(jsonSchemaOf(contract.params), (path) => uuidFor(`:${path}`)) as Record<string, string>) : {};
  const fixed = { file: 'de_DE.json', context: 'client', type: 'document', filename: 'x.txt' };
  const url = fillPath(contract.path, { ...fixed, ...params, ...(params.uuid ? { uuid: params.uuid } : {}) });
  const body = contract.body ? sampleOf(jsonSchemaOf(contract.body), uuidFor) : undefined;
  return { url, body };
}

/** Sends a contract's request as the client (GET or POST with CSRF, as the browser does). */
export function send(client: TestClient, contract: EndpointContract, request: { url: string; body: unknown }): Promise<LightMyRequestResponse> {
  return contract.method === 'GET' ? client.get(request.url) : client.post(request.url, request.body ?? {});
}

/** Whether a body looks like it leaks internals: stack frames, source paths or SQL. */
export function leaksInternals(body: string): boolean {
  return /\n\s+at |\.tsx?:\d|node_modules|SELECT |INSERT INTO|UPDATE \w+ SET|syntax error|relation "|violates|pglite|ECONNREFUSED/i.test(body);
}
