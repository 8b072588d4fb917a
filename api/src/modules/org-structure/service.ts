import type {
  BodyOf,
  copyMemberAssignmentsEndpoint,
  locationListEndpoint,
  LocationFields,
  memberGroupListEndpoint,
  MemberGroupFields,
  MemberRole,
  OrgUnitFields,
  orgUnitListEndpoint,
} from '@compliance/shared-contracts';
import { grantsScope, mayActOn } from '@compliance/shared-contracts';
import type { Database, Queryable } from '../../db';
import type { SessionContext } from '../../context';
import { ApiError } from '../../errors';
import { assertInClient } from '../../plugins/client-scope';
import { assertGrantsScope, sameSet } from '../../lib/authority';
import { auditAdmin, auditAdminEach } from '../../lib/admin-audit';
import { locationInScope, orgUnitInScope, scopeOf } from '../../lib/scope';
import { blankToNull, CLIENT, clientRows, containsSearch, sql, sqlIdentifier, sqlRows, type Sql } from '../../lib/sql';
import { pageOfRows } from '../../lib/paging';
import { createEntity, updateEntity, type EntityWrite } from './entity-writes';
import { assertEntityInScope, linkMembers, type MemberLink } from './member-links';
import {
  assertPeople,
  assignAllMembers,
  LOCATION_LIST,
  MEMBER_GROUP_LIST,
  ORG_UNIT_LIST,
  peopleOf,
  type PeopleTarget,
  readLocation,
  readMemberGroup,
  readOrgUnit,
  replacePeople,
  wouldCycle,
} from './queries';

// What the org-unit, location and member-group endpoints do, each write in one transaction; the
// routes only hand the session and body over.

const clientOnly = (): Sql => sql`TRUE`;

export const ORG_UNIT: MemberLink = {
  entity: 'org_unit',
  linkTable: 'org_unit_member',
  entityColumn: 'org_unit_id',
  notFound: 'OrgUnit.NotFound',
  inScope: orgUnitInScope,
};
export const LOCATION: MemberLink = {
  entity: 'location',
  linkTable: 'location_member',
  entityColumn: 'location_id',
  notFound: 'Location.NotFound',
  inScope: locationInScope,
};
export const MEMBER_GROUP: MemberLink = {
  entity: 'member_group',
  linkTable: 'member_group_member',
  entityColumn: 'member_group_id',
  notFound: 'MemberGroup.NotFound',
  inScope: clientOnly,
};

const OU_ACCOUNTABLES: PeopleTarget = { table: 'org_unit_admin', column: 'org_unit_id', kind: 'accountable' };
const OU_ADMINS: PeopleTarget = { table: 'org_unit_admin', column: 'org_unit_id', kind: 'admin' };
const LOCATION_RESPONSIBLES: PeopleTarget = { table: 'location_responsible', column: 'location_id' };

/**
 * Scope is granted, never taken: a session that does not grant scope saves an entity only with
 * its grants as they are, its responsible people and (org units) the default flag that gives a
 * unit every member of the client (403 `Role.AdminsOnly` otherwise). `id` is null on create.
 */
async function assertGrantsUnchanged(
  tx: Queryable,
  session: SessionContext,
  id: string | null,
  sent: { people: ReadonlyArray<[PeopleTarget, readonly string[]]>; isDefault?: boolean },
): Promise<void> {
  if (grantsScope(session.role)) return;
  if (sent.isDefault !== undefined) {
    const [stored] =
      id === null
        ? []
        : await clientRows<{ is_default: boolean }>(
            tx,
            session,
            sql`SELECT is_default FROM org_unit WHERE client_id = ${CLIENT} AND id = ${id}`,
          );
    if (sent.isDefault !== (stored?.is_default ?? false)) assertGrantsScope(session);
  }
  for (const [target, people] of sent.people) {
    if (!sameSet(await peopleOf(tx, target, id), people)) assertGrantsScope(session);
  }
}

/** Checks an org unit form beyond its identifier: people, parent and root rules (docs/product.md §3, §5). `id` is null on create. */
async function checkOrgUnit(tx: Queryable, session: SessionContext, fields: OrgUnitFields, id: string | null): Promise<void> {
  await assertGrantsUnchanged(tx, session, id, {
    isDefault: fields.isDefault,
    people: [
      [OU_ACCOUNTABLES, fields.accountableUuids],
      [OU_ADMINS, fields.adminUuids],
    ],
  });
  if (fields.isRoot) {
    const roots = await clientRows(
      tx,
      session,
      sql`SELECT 1 FROM org_unit WHERE client_id = ${CLIENT} AND is_root AND id IS DISTINCT FROM ${id}`,
    );
    if (roots.length > 0) throw new ApiError(400, 'OrgUnit.RootExists');
  }
  if (fields.parentUuid !== null) {
    await assertInClient(tx, session, 'org_unit', [fields.parentUuid], 'OrgUnit.NotFound');
    // The root is the top; a unit cannot hang below itself or its descendants.
    if (fields.isRoot || (id !== null && (fields.parentUuid === id || (await wouldCycle(tx, id, fields.parentUuid)))))
      throw new ApiError(400, 'OrgUnit.ParentInvalid');
  }
  await assertPeople(tx, session, fields.accountableUuids, ['admin', 'super-admin'], 'OrgUnit.AccountableNotAdmin');
  await assertPeople(tx, session, fields.adminUuids, ['ou-admin'], 'Role.Invalid');
}

/** Writes the people of an org unit and, for a default unit, gives it every member. */
async function saveOrgUnitPeople(tx: Queryable, session: SessionContext, id: string, fields: OrgUnitFields): Promise<void> {
  await replacePeople(tx, OU_ACCOUNTABLES, id, fields.accountableUuids);
  await replacePeople(tx, OU_ADMINS, id, fields.adminUuids);
  if (fields.isDefault) await assignAllMembers(tx, session, id);
}

const ORG_UNIT_WRITE: EntityWrite<OrgUnitFields> = {
  link: ORG_UNIT,
  identifierOf: (fields) => fields.orgUnitIdentifier,
  identifierExists: 'OrgUnit.IdentifierExists',
  otherConstraints: { org_unit_one_root: 'OrgUnit.RootExists' },
  columns: ['identifier', 'name', 'is_root', 'is_default', 'parent_id'],
  values: (fields) => [fields.orgUnitIdentifier, fields.orgUnitName, fields.isRoot, fields.isDefault, fields.parentUuid],
  check: checkOrgUnit,
  afterSave: saveOrgUnitPeople,
};

const LOCATION_WRITE: EntityWrite<LocationFields> = {
  link: LOCATION,
  identifierOf: (fields) => fields.locationIdentifier,
  identifierExists: 'Location.IdentifierExists',
  columns: ['identifier', 'name', 'street', 'postal_code', 'city', 'country_code', 'location_type', 'floor_space'],
  values: (fields) => [
    fields.locationIdentifier,
    fields.name,
    blankToNull(fields.street),
    blankToNull(fields.postalCode),
    fields.city,
    fields.countryCode,
    fields.locationType,
    fields.floorSpace,
  ],
  check: async (tx, session, fields, id) => {
    await assertGrantsUnchanged(tx, session, id, { people: [[LOCATION_RESPONSIBLES, fields.responsibleMemberUuids]] });
    await assertPeople(tx, session, fields.responsibleMemberUuids, null, 'Role.Invalid');
  },
  afterSave: (tx, _session, id, fields) => replacePeople(tx, LOCATION_RESPONSIBLES, id, fields.responsibleMemberUuids),
};

const MEMBER_GROUP_WRITE: EntityWrite<MemberGroupFields> = {
  link: MEMBER_GROUP,
  identifierOf: (fields) => fields.memberGroupIdentifier,
  identifierExists: 'MemberGroup.IdentifierExists',
  columns: ['identifier', 'name', 'type'],
  values: (fields) => [fields.memberGroupIdentifier, fields.name, fields.type],
};

/** Reads one entity after checking that it is the client's and in the session's scope (404 otherwise). */
const readInScope =
  <Row>(link: MemberLink, read: (db: Queryable, client: SessionContext, id: string) => Promise<Row>) =>
  async (db: Database, session: SessionContext, uuid: string): Promise<Row> => {
    await assertEntityInScope(db, session, link, uuid);
    return read(db, session, uuid);
  };

/** Deletes entities of the client after `check`, each with its audit entry. */
async function deleteEntities(
  db: Database,
  session: SessionContext,
  link: MemberLink,
  uuids: readonly string[],
  check?: (tx: Queryable) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await assertInClient(tx, session, link.entity, uuids, link.notFound);
    await check?.(tx);
    await clientRows(
      tx,
      session,
      sql`DELETE FROM ${sqlIdentifier(link.entity)} WHERE client_id = ${CLIENT} AND id = ANY(${uuids}::uuid[])`,
    );
    await auditAdminEach(tx, session, [...new Set(uuids)], { action: `${link.entity}.delete`, entity: link.entity });
  });
}

/** Create and update of one kind of entity, each in one transaction (entity-writes.ts). */
const writesOf = <Fields>(write: EntityWrite<Fields>) => ({
  create: (db: Database, session: SessionContext, fields: Fields) => createEntity(db, session, write, fields),
  update: (db: Database, session: SessionContext, uuid: string, fields: Fields) => updateEntity(db, session, write, uuid, fields),
});

// ------------------------------------------------------------ org units

/** One page of the org units in the session's scope. */
export function listOrgUnits(db: Database, session: SessionContext, request: BodyOf<typeof orgUnitListEndpoint>) {
  const where = [
    sql`o.client_id = ${CLIENT}`,
    orgUnitInScope(scopeOf(session), 'o'),
    containsSearch(request.filter.search, [sql`o.name`, sql`o.identifier`]),
  ];
  return pageOfRows(db, session, ORG_UNIT_LIST, where, request);
}

/** One org unit in the session's scope. */
export const readOrgUnitInScope = readInScope(ORG_UNIT, readOrgUnit);

/** Creates (answering the id) and saves org units. */
export const orgUnitWrites = writesOf(ORG_UNIT_WRITE);

/** Deletes an org unit that is not the root and has neither members nor child units. */
export async function deleteOrgUnit(db: Database, session: SessionContext, uuid: string): Promise<void> {
  await db.transaction(async (tx) => {
    await assertEntityInScope(tx, session, ORG_UNIT, uuid);
    const [unit] = await clientRows<{ is_root: boolean; has_members: boolean; has_children: boolean }>(
      tx,
      session,
      sql`SELECT o.is_root, EXISTS (SELECT 1 FROM org_unit_member WHERE org_unit_id = o.id) AS has_members,
                 EXISTS (SELECT 1 FROM org_unit c WHERE c.parent_id = o.id) AS has_children
            FROM org_unit o WHERE o.client_id = ${CLIENT} AND o.id = ${uuid} FOR UPDATE`,
    );
    if (unit?.is_root) throw new ApiError(400, 'OrgUnit.RootNotDeletable');
    if (unit?.has_children) throw new ApiError(400, 'OrgUnit.HasChildren');
    if (unit?.has_members) throw new ApiError(400, 'OrgUnit.HasMembers');
    await clientRows(tx, session, sql`DELETE FROM org_unit WHERE client_id = ${CLIENT} AND id = ${uuid}`);
    await auditAdmin(tx, session, { action: 'org_unit.delete', entity: 'org_unit', entityId: uuid });
  });
}

/** Copies the member assignments of one org unit to another; answers how many were new. */
export async function copyMemberAssignments(
  db: Database,
  session: SessionContext,
  { sourceUuid, targetUuid }: BodyOf<typeof copyMemberAssignmentsEndpoint>,
): Promise<number> {
  return db.transaction(async (tx) => {
    await assertEntityInScope(tx, session, ORG_UNIT, sourceUuid);
    await assertEntityInScope(tx, session, ORG_UNIT, targetUuid);
    const members = await sqlRows<{ member_id: string; role: MemberRole }>(
      tx,
      sql`SELECT om.member_id, m.role FROM org_unit_member om JOIN member m ON m.id = om.member_id WHERE om.org_unit_id = ${sourceUuid}`,
    );
    // Only the assignments of members the caller may reassign are copied (docs/roles.md "Who may act on whom").
    const reassignable = members.filter((row) => mayActOn(session.role, row.role));
    const added = await linkMembers(
      tx,
      ORG_UNIT,
      targetUuid,
      reassignable.map((row) => row.member_id),
    );
    await auditAdmin(tx, session, {
      action: 'org_unit.copy-member-assignments',
      entity: 'org_unit',
      entityId: targetUuid,
      details: { sourceUuid, members: added },
    });
    return added;
  });
}

// ------------------------------------------------------------ locations

/** One page of the locations in the session's scope. */
export function listLocations(db: Database, session: SessionContext, request: BodyOf<typeof locationListEndpoint>) {
  const { filter } = request;
  const where = [
    sql`l.client_id = ${CLIENT}`,
    locationInScope(scopeOf(session), 'l'),
    containsSearch(filter.search, [sql`l.name`, sql`l.identifier`, sql`l.city`]),
  ];
  if (filter.locationType) where.push(sql`l.location_type = ${filter.locationType}`);
  return pageOfRows(db, session, LOCATION_LIST, where, request);
}

/** One location in the session's scope. */
export const readLocationInScope = readInScope(LOCATION, readLocation);

/** Creates (answering the id) and saves locations. */
export const locationWrites = writesOf(LOCATION_WRITE);

/** Deletes locations nobody is responsible for. */
export const deleteLocations = (db: Database, session: SessionContext, uuids: readonly string[]) =>
  deleteEntities(db, session, LOCATION, uuids, async (tx) => {
    const responsible = await sqlRows(tx, sql`SELECT 1 FROM location_responsible WHERE location_id = ANY(${uuids}::uuid[]) LIMIT 1`);
    if (responsible.length > 0) throw new ApiError(400, 'Member.ResponsibleForLocation');
  });

// ------------------------------------------------------------ member groups

/** One page of the client's member groups. */
export function listMemberGroups(db: Database, session: SessionContext, request: BodyOf<typeof memberGroupListEndpoint>) {
  const { filter } = request;
  const where = [sql`g.client_id = ${CLIENT}`, containsSearch(filter.search, [sql`g.name`, sql`g.identifier`])];
  if (filter.type) where.push(sql`g.type = ${filter.type}`);
  return pageOfRows(db, session, MEMBER_GROUP_LIST, where, request);
}

/** One member group of the client. */
export const readMemberGroupInScope = readInScope(MEMBER_GROUP, readMemberGroup);

/** Creates (answering the id) and saves member groups. */
export const memberGroupWrites = writesOf(MEMBER_GROUP_WRITE);

/** Deletes member groups. */
export const deleteMemberGroups = (db: Database, session: SessionContext, uuids: readonly string[]) =>
  deleteEntities(db, session, MEMBER_GROUP, uuids);
