import {
  LOCATION_SORT_COLUMNS,
  MEMBER_GROUP_SORT_COLUMNS,
  ORG_UNIT_SORT_COLUMNS,
  type ErrorCode,
  type Location,
  type MemberGroup,
  type MemberRole,
  type OrgUnit,
} from '@compliance/shared-contracts';
import type { Queryable } from '../../db';
import { ApiError } from '../../errors';
import { memberReferences } from '../../lib/members';
import { CLIENT, clientRows, sql, sqlIdentifier, sqlRows, type Sql, type ClientRef } from '../../lib/sql';
import type { RowList } from '../../lib/paging';

/** Active members linked to entity `alias` through `linkTable` (archived members do not count). */
const memberCount = (linkTable: string, entityColumn: string, alias: string): Sql =>
  sql`(SELECT count(*)::int FROM ${sqlIdentifier(linkTable)} x JOIN member xm ON xm.id = x.member_id AND xm.archived_at IS NULL
        WHERE x.${sqlIdentifier(entityColumn)} = ${sqlIdentifier(alias)}.id)`;

// ---------------------------------------------------------------- org units

export const ORG_UNIT_COLUMNS = sql`o.id AS uuid, o.identifier AS "orgUnitIdentifier", o.name AS "orgUnitName", o.is_root AS "isRoot",
  o.is_default AS "isDefault", o.parent_id AS "parentUuid", ${memberCount('org_unit_member', 'org_unit_id', 'o')} AS "memberCount",
  ${memberReferences('org_unit_admin', 'org_unit_id', 'o', sql`AND r.kind = 'accountable'`)} AS accountables,
  ${memberReferences('org_unit_admin', 'org_unit_id', 'o', sql`AND r.kind = 'admin'`)} AS admins`;

export const ORG_UNIT_LIST: RowList<(typeof ORG_UNIT_SORT_COLUMNS)[number], OrgUnit> = {
  columns: ORG_UNIT_COLUMNS,
  from: sql`org_unit o`,
  pageKeys: { columns: [sql`o.id`] },
  order: {
    orgUnitName: [sql`lower(o.name)`, sql`o.id`],
    orgUnitIdentifier: [sql`o.identifier`, sql`o.id`],
    memberCount: [memberCount('org_unit_member', 'org_unit_id', 'o'), sql`o.id`],
  },
  defaultSort: 'orgUnitName',
};

/** One org unit (already checked to be the client's and in scope). */
export async function readOrgUnit(db: Queryable, client: ClientRef, id: string): Promise<OrgUnit> {
  const [row] = await clientRows<OrgUnit>(
    db,
    client,
    sql`SELECT ${ORG_UNIT_COLUMNS} FROM org_unit o WHERE o.client_id = ${CLIENT} AND o.id = ${id}`,
  );
  if (!row) throw new ApiError(404, 'OrgUnit.NotFound');
  return row;
}

/** Whether making `parentId` the parent of `id` would close a cycle (the unit would be its own ancestor). */
export async function wouldCycle(db: Queryable, id: string, parentId: string): Promise<boolean> {
  const [row] = await sqlRows<{ cycle: boolean }>(
    db,
    sql`WITH RECURSIVE up AS (
          SELECT id, parent_id FROM org_unit WHERE id = ${parentId}
          UNION SELECT o.id, o.parent_id FROM org_unit o JOIN up ON o.id = up.parent_id)
        SELECT EXISTS (SELECT 1 FROM up WHERE id = ${id}) AS cycle`,
  );
  return row?.cycle === true;
}

/** Puts every active member of the client into the unit (a default unit has everyone). */
export async function assignAllMembers(db: Queryable, client: ClientRef, orgUnitId: string): Promise<void> {
  await clientRows(
    db,
    client,
    sql`INSERT INTO org_unit_member (org_unit_id, member_id)
        SELECT ${orgUnitId}::uuid, id FROM member WHERE client_id = ${CLIENT} AND archived_at IS NULL ON CONFLICT DO NOTHING`,
  );
}

/** Where an entity's responsible people are stored: an org unit's admins or accountables, a location's responsible members. */
export type PeopleTarget =
  | { table: 'org_unit_admin'; column: 'org_unit_id'; kind: 'admin' | 'accountable' }
  | { table: 'location_responsible'; column: 'location_id'; kind?: undefined };

const kindClause = (target: PeopleTarget): Sql => (target.kind === undefined ? sql`` : sql`AND kind = ${target.kind}`);

/** Replaces the people of one kind of an entity (accountables, ou-admins, location responsibles). */
export async function replacePeople(db: Queryable, target: PeopleTarget, entityId: string, memberIds: readonly string[]): Promise<void> {
  const table = sqlIdentifier(target.table);
  const column = sqlIdentifier(target.column);
  await sqlRows(db, sql`DELETE FROM ${table} WHERE ${column} = ${entityId} ${kindClause(target)}`);
  if (memberIds.length === 0) return;
  const ids = [...new Set(memberIds)];
  await sqlRows(
    db,
    target.kind === undefined
      ? sql`INSERT INTO ${table} (${column}, member_id) SELECT ${entityId}::uuid, unnest(${ids}::uuid[])`
      : sql`INSERT INTO ${table} (${column}, member_id, kind) SELECT ${entityId}::uuid, unnest(${ids}::uuid[]), ${target.kind}`,
  );
}

/** Who holds a responsibility of an entity now (none for an entity not yet created). */
export async function peopleOf(db: Queryable, target: PeopleTarget, entityId: string | null): Promise<string[]> {
  if (entityId === null) return [];
  const rows = await sqlRows<{ member_id: string }>(
    db,
    sql`SELECT member_id FROM ${sqlIdentifier(target.table)} WHERE ${sqlIdentifier(target.column)} = ${entityId} ${kindClause(target)}`,
  );
  return rows.map((row) => row.member_id);
}

/**
 * Checks people chosen for an entity: each an active member of the client (404
 * `Member.NotFound` otherwise) holding one of `roles` (400 `wrongRole` otherwise).
 */
export async function assertPeople(
  db: Queryable,
  client: ClientRef,
  ids: readonly string[],
  roles: readonly MemberRole[] | null,
  wrongRole: ErrorCode,
): Promise<void> {
  if (ids.length === 0) return;
  const unique = [...new Set(ids)];
  const rows = await clientRows<{ role: MemberRole }>(
    db,
    client,
    sql`SELECT role FROM member WHERE client_id = ${CLIENT} AND id = ANY(${unique}::uuid[]) AND archived_at IS NULL`,
  );
  if (rows.length !== unique.length) throw new ApiError(404, 'Member.NotFound');
  if (roles && rows.some((row) => !roles.includes(row.role))) throw new ApiError(400, wrongRole);
}

/** Whether the identifier is taken by another entity of the client in `table`. */
export async function identifierTaken(
  db: Queryable,
  client: ClientRef,
  table: 'org_unit' | 'location' | 'member_group',
  identifier: string,
  exceptId: string | null,
): Promise<boolean> {
  const rows = await clientRows(
    db,
    client,
    sql`SELECT 1 FROM ${sqlIdentifier(table)} WHERE client_id = ${CLIENT} AND identifier = ${identifier} AND id IS DISTINCT FROM ${exceptId}::uuid`,
  );
  return rows.length > 0;
}

// ---------------------------------------------------------------- locations

export const LOCATION_COLUMNS = sql`l.id AS uuid, l.identifier AS "locationIdentifier", l.name, l.street, l.postal_code AS "postalCode", l.city,
  l.country_code AS "countryCode", l.location_type AS "locationType", l.floor_space::float8 AS "floorSpace",
  ${memberCount('location_member', 'location_id', 'l')} AS "memberCount",
  ${memberReferences('location_responsible', 'location_id', 'l')} AS "responsibleMembers"`;

export const LOCATION_LIST: RowList<(typeof LOCATION_SORT_COLUMNS)[number], Location> = {
  columns: LOCATION_COLUMNS,
  from: sql`location l`,
  pageKeys: { columns: [sql`l.id`] },
  order: {
    name: [sql`lower(l.name)`, sql`l.id`],
    locationIdentifier: [sql`l.identifier`, sql`l.id`],
    city: [sql`lower(l.city)`, sql`l.id`],
    countryCode: [sql`l.country_code`, sql`lower(l.name)`, sql`l.id`],
    locationType: [sql`l.location_type`, sql`lower(l.name)`, sql`l.id`],
    floorSpace: [sql`l.floor_space`, sql`l.id`],
    memberCount: [memberCount('location_member', 'location_id', 'l'), sql`l.id`],
  },
  defaultSort: 'name',
};

export async function readLocation(db: Queryable, client: ClientRef, id: string): Promise<Location> {
  const [row] = await clientRows<Location>(
    db,
    client,
    sql`SELECT ${LOCATION_COLUMNS} FROM location l WHERE l.client_id = ${CLIENT} AND l.id = ${id}`,
  );
  if (!row) throw new ApiError(404, 'Location.NotFound');
  return row;
}

// ---------------------------------------------------------------- member groups

export const MEMBER_GROUP_COLUMNS = sql`g.id AS uuid, g.identifier AS "memberGroupIdentifier", g.name, g.type,
  ${memberCount('member_group_member', 'member_group_id', 'g')} AS "memberCount"`;

export const MEMBER_GROUP_LIST: RowList<(typeof MEMBER_GROUP_SORT_COLUMNS)[number], MemberGroup> = {
  columns: MEMBER_GROUP_COLUMNS,
  from: sql`member_group g`,
  pageKeys: { columns: [sql`g.id`] },
  order: {
    name: [sql`lower(g.name)`, sql`g.id`],
    memberGroupIdentifier: [sql`g.identifier`, sql`g.id`],
    type: [sql`g.type`, sql`lower(g.name)`, sql`g.id`],
    memberCount: [memberCount('member_group_member', 'member_group_id', 'g'), sql`g.id`],
  },
  defaultSort: 'name',
};

export async function readMemberGroup(db: Queryable, client: ClientRef, id: string): Promise<MemberGroup> {
  const [row] = await clientRows<MemberGroup>(
    db,
    client,
    sql`SELECT ${MEMBER_GROUP_COLUMNS} FROM member_group g WHERE g.client_id = ${CLIENT} AND g.id = ${id}`,
  );
  if (!row) throw new ApiError(404, 'MemberGroup.NotFound');
  return row;
}
