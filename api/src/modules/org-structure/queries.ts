import type { ErrorCode, Location, MemberGroup, MemberRole, OrgUnit } from '@compliance/shared-contracts';
import type { Queryable } from '../../db';
import { ApiError } from '../../errors';
import { tenantQuery } from '../../plugins/tenancy';
import { containsPattern, orderBy, pageClause, SqlParams, type Tenant } from '../../lib/sql';

/** Active members linked to entity `alias` through `linkTable` (archived members do not count). */
const memberCount = (linkTable: string, entityColumn: string, alias: string): string =>
  `(SELECT count(*)::int FROM ${linkTable} x JOIN member xm ON xm.id = x.member_id AND xm.archived_at IS NULL WHERE x.${entityColumn} = ${alias}.id)`;

/** Members of a people table (accountables, admins, responsibles) as JSON references, by name. */
const memberReferences = (table: string, entityColumn: string, alias: string, extra = ''): string =>
  `coalesce((SELECT json_agg(json_build_object('uuid', rm.id, 'firstName', rd.first_name, 'lastName', rd.last_name) ORDER BY rm.last_name_key, rm.first_name_key, rm.id)
               FROM ${table} r JOIN member rm ON rm.id = r.member_id JOIN member_details rd ON rd.member_id = rm.id
              WHERE r.${entityColumn} = ${alias}.id ${extra}), '[]'::json)`;

/** Count and one page of a small entity list (org units, locations, groups: hundreds at most). */
export async function pageOf<Row>(
  db: Queryable,
  tenant: Tenant,
  params: SqlParams,
  query: {
    columns: string;
    from: string;
    where: string;
    order: readonly string[];
    direction: 'asc' | 'desc';
    page: { page: number; perPage: number };
  },
): Promise<{ items: Row[]; total: number }> {
  const [count] = await tenantQuery<{ total: number }>(
    db,
    tenant,
    `SELECT count(*)::int AS total FROM ${query.from} WHERE ${query.where}`,
    params.values,
  );
  const pageParams = new SqlParams();
  pageParams.values.push(...params.values);
  const limit = pageClause(query.page, pageParams);
  const items = await tenantQuery<Row>(
    db,
    tenant,
    `SELECT ${query.columns} FROM ${query.from} WHERE ${query.where} ORDER BY ${orderBy(query.order, query.direction)} ${limit}`,
    pageParams.values,
  );
  return { items, total: count?.total ?? 0 };
}

/** SQL condition: any of the columns contains the search (case-insensitive); TRUE without one. */
export function containsSearch(search: string | undefined, columns: readonly string[], params: SqlParams): string {
  if (!search) return 'TRUE';
  const p = params.add(containsPattern(search));
  return `(${columns.map((column) => `${column} ILIKE ${p}`).join(' OR ')})`;
}

// ---------------------------------------------------------------- org units

export const ORG_UNIT_COLUMNS = `o.id AS uuid, o.identifier AS "orgUnitIdentifier", o.name AS "orgUnitName", o.is_root AS "isRoot",
  o.is_default AS "isDefault", o.parent_id AS "parentUuid", ${memberCount('org_unit_member', 'org_unit_id', 'o')} AS "memberCount",
  ${memberReferences('org_unit_admin', 'org_unit_id', 'o', "AND r.kind = 'accountable'")} AS accountables,
  ${memberReferences('org_unit_admin', 'org_unit_id', 'o', "AND r.kind = 'admin'")} AS admins`;

export const ORG_UNIT_ORDER = {
  orgUnitName: ['lower(o.name)', 'o.id'],
  orgUnitIdentifier: ['o.identifier', 'o.id'],
  memberCount: [memberCount('org_unit_member', 'org_unit_id', 'o'), 'o.id'],
} as const;

/** One org unit (already checked to be in the tenant and scope). */
export async function readOrgUnit(db: Queryable, tenant: Tenant, id: string): Promise<OrgUnit> {
  const [row] = await tenantQuery<OrgUnit>(db, tenant, `SELECT ${ORG_UNIT_COLUMNS} FROM org_unit o WHERE o.client_id = $1 AND o.id = $2`, [
    id,
  ]);
  if (!row) throw new ApiError(404, 'OrgUnit.NotFound');
  return row;
}

/** Whether making `parentId` the parent of `id` would close a cycle (the unit would be its own ancestor). */
export async function wouldCycle(db: Queryable, id: string, parentId: string): Promise<boolean> {
  const [row] = await db.query<{ cycle: boolean }>(
    `WITH RECURSIVE up AS (
       SELECT id, parent_id FROM org_unit WHERE id = $2
       UNION SELECT o.id, o.parent_id FROM org_unit o JOIN up ON o.id = up.parent_id)
     SELECT EXISTS (SELECT 1 FROM up WHERE id = $1) AS cycle`,
    [id, parentId],
  );
  return row?.cycle === true;
}

/** Puts every active member of the client into the unit (a default unit has everyone). */
export async function assignAllMembers(db: Queryable, tenant: Tenant, orgUnitId: string): Promise<void> {
  await tenantQuery(
    db,
    tenant,
    `INSERT INTO org_unit_member (org_unit_id, member_id)
     SELECT $2, id FROM member WHERE client_id = $1 AND archived_at IS NULL ON CONFLICT DO NOTHING`,
    [orgUnitId],
  );
}

/** Where an entity's responsible people are kept: an org unit's admins or accountables, a location's responsible members. */
export type PeopleTarget =
  | { table: 'org_unit_admin'; column: 'org_unit_id'; kind: 'admin' | 'accountable' }
  | { table: 'location_responsible'; column: 'location_id'; kind?: undefined };

const kindClause = (target: PeopleTarget): string => (target.kind === undefined ? '' : `AND kind = '${target.kind}'`);

/** Replaces the people of one kind of an entity (accountables, ou-admins, location responsibles). */
export async function replacePeople(db: Queryable, target: PeopleTarget, entityId: string, memberIds: readonly string[]): Promise<void> {
  await db.query(`DELETE FROM ${target.table} WHERE ${target.column} = $1 ${kindClause(target)}`, [entityId]);
  if (memberIds.length === 0) return;
  await db.query(
    `INSERT INTO ${target.table} (${target.column}, member_id${target.kind === undefined ? '' : ', kind'})
     SELECT $1, unnest($2::uuid[])${target.kind === undefined ? '' : `, '${target.kind}'`}`,
    [entityId, [...new Set(memberIds)]],
  );
}

/** Who holds a responsibility of an entity now (none for an entity not yet created). */
export async function peopleOf(db: Queryable, target: PeopleTarget, entityId: string | null): Promise<string[]> {
  if (entityId === null) return [];
  const rows = await db.query<{ member_id: string }>(
    `SELECT member_id FROM ${target.table} WHERE ${target.column} = $1 ${kindClause(target)}`,
    [entityId],
  );
  return rows.map((row) => row.member_id);
}

/**
 * Checks people chosen for an entity: each an active member of the client (404
 * `Member.NotFound` otherwise) holding one of `roles` (400 `wrongRole` otherwise).
 */
export async function assertPeople(
  db: Queryable,
  tenant: Tenant,
  ids: readonly string[],
  roles: readonly MemberRole[] | null,
  wrongRole: ErrorCode,
): Promise<void> {
  if (ids.length === 0) return;
  const unique = [...new Set(ids)];
  const rows = await tenantQuery<{ role: MemberRole }>(
    db,
    tenant,
    'SELECT role FROM member WHERE client_id = $1 AND id = ANY($2::uuid[]) AND archived_at IS NULL',
    [unique],
  );
  if (rows.length !== unique.length) throw new ApiError(404, 'Member.NotFound');
  if (roles && rows.some((row) => !roles.includes(row.role))) throw new ApiError(400, wrongRole);
}

/** Whether the identifier is taken by another entity of the client in `table`. */
export async function identifierTaken(
  db: Queryable,
  tenant: Tenant,
  table: 'org_unit' | 'location' | 'member_group',
  identifier: string,
  exceptId: string | null,
): Promise<boolean> {
  const rows = await tenantQuery(db, tenant, `SELECT 1 FROM ${table} WHERE client_id = $1 AND identifier = $2 AND id IS DISTINCT FROM $3`, [
    identifier,
    exceptId,
  ]);
  return rows.length > 0;
}

// ---------------------------------------------------------------- locations

export const LOCATION_COLUMNS = `l.id AS uuid, l.identifier AS "locationIdentifier", l.name, l.street, l.postal_code AS "postalCode", l.city,
  l.country_code AS "countryCode", l.location_type AS "locationType", l.floor_space::float8 AS "floorSpace",
  ${memberCount('location_member', 'location_id', 'l')} AS "memberCount",
  ${memberReferences('location_responsible', 'location_id', 'l')} AS "responsibleMembers"`;

export const LOCATION_ORDER = {
  name: ['lower(l.name)', 'l.id'],
  locationIdentifier: ['l.identifier', 'l.id'],
  city: ['lower(l.city)', 'l.id'],
  countryCode: ['l.country_code', 'lower(l.name)', 'l.id'],
  locationType: ['l.location_type', 'lower(l.name)', 'l.id'],
  floorSpace: ['l.floor_space', 'l.id'],
  memberCount: [memberCount('location_member', 'location_id', 'l'), 'l.id'],
} as const;

export async function readLocation(db: Queryable, tenant: Tenant, id: string): Promise<Location> {
  const [row] = await tenantQuery<Location>(db, tenant, `SELECT ${LOCATION_COLUMNS} FROM location l WHERE l.client_id = $1 AND l.id = $2`, [
    id,
  ]);
  if (!row) throw new ApiError(404, 'Location.NotFound');
  return row;
}

// ---------------------------------------------------------------- member groups

export const MEMBER_GROUP_COLUMNS = `g.id AS uuid, g.identifier AS "memberGroupIdentifier", g.name, g.type,
  ${memberCount('member_group_member', 'member_group_id', 'g')} AS "memberCount"`;

export const MEMBER_GROUP_ORDER = {
  name: ['lower(g.name)', 'g.id'],
  memberGroupIdentifier: ['g.identifier', 'g.id'],
  type: ['g.type', 'lower(g.name)', 'g.id'],
  memberCount: [memberCount('member_group_member', 'member_group_id', 'g'), 'g.id'],
} as const;

export async function readMemberGroup(db: Queryable, tenant: Tenant, id: string): Promise<MemberGroup> {
  const [row] = await tenantQuery<MemberGroup>(
    db,
    tenant,
    `SELECT ${MEMBER_GROUP_COLUMNS} FROM member_group g WHERE g.client_id = $1 AND g.id = $2`,
    [id],
  );
  if (!row) throw new ApiError(404, 'MemberGroup.NotFound');
  return row;
}
