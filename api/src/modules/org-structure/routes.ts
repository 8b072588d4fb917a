import type { FastifyInstance } from 'fastify';
import {
  addMembersToOrgUnitEndpoint,
  assignMembersToGroupEndpoint,
  assignMembersToLocationEndpoint,
  copyMemberAssignmentsEndpoint,
  createLocationEndpoint,
  createMemberGroupEndpoint,
  createOrgUnitEndpoint,
  deleteLocationsEndpoint,
  deleteMemberGroupEndpoint,
  deleteOrgUnitEndpoint,
  locationDetailEndpoint,
  locationListEndpoint,
  locationMemberListEndpoint,
  memberGroupDetailsEndpoint,
  memberGroupListEndpoint,
  memberGroupMemberListEndpoint,
  orgUnitDetailEndpoint,
  orgUnitListEndpoint,
  orgUnitMemberListEndpoint,
  removeMembersFromGroupEndpoint,
  removeMembersFromLocationEndpoint,
  removeMembersFromOrgUnitEndpoint,
  updateLocationEndpoint,
  updateMemberGroupEndpoint,
  updateOrgUnitEndpoint,
  grantsScope,
  mayActOn,
  type Location,
  type MemberRole,
  type LocationFields,
  type MemberGroup,
  type MemberGroupFields,
  type OrgUnit,
  type OrgUnitFields,
} from '@compliance/shared-contracts';
import type { Queryable } from '../../db';
import type { SessionContext } from '../../context';
import { ApiError } from '../../errors';
import { assertInTenant, requireSession } from '../../plugins/tenancy';
import { assertGrantsScope, sameSet } from '../../lib/authority';
import { registerEndpoint } from '../../route';
import { auditAdmin, auditAdminEach } from '../../lib/admin-audit';
import { locationInScope, orgUnitInScope, scopeOf, type Scope } from '../../lib/scope';
import { blankToNull, CLIENT, joinSql, pageOfRows, sql, type Sql, clientRows, sqlRows } from '../../lib/sql';
import { createEntity, updateEntity, type EntityWrite } from './entity-writes';
import { assertEntityInScope, linkMembers, registerMemberLinkEndpoints, type MemberLink } from './member-links';
import {
  assertPeople,
  assignAllMembers,
  containsSearch,
  LOCATION_COLUMNS,
  LOCATION_ORDER,
  MEMBER_GROUP_COLUMNS,
  MEMBER_GROUP_ORDER,
  ORG_UNIT_COLUMNS,
  ORG_UNIT_ORDER,
  peopleOf,
  type PeopleTarget,
  readLocation,
  readMemberGroup,
  readOrgUnit,
  replacePeople,
  wouldCycle,
} from './queries';

const clientOnly = (): Sql => sql`TRUE`;

const ORG_UNIT: MemberLink = {
  entity: 'org_unit',
  linkTable: 'org_unit_member',
  entityColumn: 'org_unit_id',
  notFound: 'OrgUnit.NotFound',
  inScope: orgUnitInScope,
};
const LOCATION: MemberLink = {
  entity: 'location',
  linkTable: 'location_member',
  entityColumn: 'location_id',
  notFound: 'Location.NotFound',
  inScope: locationInScope,
};
const MEMBER_GROUP: MemberLink = {
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
async function assertGrantsKept(
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
  await assertGrantsKept(tx, session, id, {
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
    await assertInTenant(tx, session, 'org_unit', [fields.parentUuid], 'OrgUnit.NotFound');
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
    await assertGrantsKept(tx, session, id, { people: [[LOCATION_RESPONSIBLES, fields.responsibleMemberUuids]] });
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

/** Org units, locations and member groups (docs/product.md §7). */
export async function orgStructureRoutes(app: FastifyInstance): Promise<void> {
  const scoped = (request: Parameters<typeof requireSession>[0]): { session: SessionContext; scope: Scope } => {
    const session = requireSession(request);
    return { session, scope: scopeOf(session) };
  };

  // ------------------------------------------------------------ org units

  registerEndpoint(app, orgUnitListEndpoint, async (request) => {
    const { session, scope } = scoped(request);
    const where = [
      sql`o.client_id = ${CLIENT}`,
      orgUnitInScope(scope, 'o'),
      containsSearch(request.body.filter.search, [sql`o.name`, sql`o.identifier`]),
    ];
    return pageOfRows<OrgUnit>(app.db, session, {
      columns: ORG_UNIT_COLUMNS,
      from: sql`org_unit o`,
      where: joinSql(where, sql` AND `),
      order: ORG_UNIT_ORDER[request.body.sortBy ?? 'orgUnitName'],
      direction: request.body.sortDirection,
      page: request.body,
    });
  });

  registerEndpoint(app, orgUnitDetailEndpoint, async (request) => {
    const session = requireSession(request);
    await assertEntityInScope(app.db, session, ORG_UNIT, request.body.uuid);
    return readOrgUnit(app.db, session, request.body.uuid);
  });

  registerEndpoint(app, createOrgUnitEndpoint, async (request) => ({
    success: true as const,
    uuid: await createEntity(app.db, requireSession(request), ORG_UNIT_WRITE, request.body),
  }));

  registerEndpoint(app, updateOrgUnitEndpoint, async (request) => {
    const { uuid, ...fields } = request.body;
    await updateEntity(app.db, requireSession(request), ORG_UNIT_WRITE, uuid, fields);
    return { success: true as const };
  });

  registerEndpoint(app, deleteOrgUnitEndpoint, async (request) => {
    const session = requireSession(request);
    const { uuid } = request.body;
    await app.db.transaction(async (tx) => {
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
    return { success: true as const };
  });

  registerEndpoint(app, copyMemberAssignmentsEndpoint, async (request) => {
    const session = requireSession(request);
    const { sourceUuid, targetUuid } = request.body;
    const copied = await app.db.transaction(async (tx) => {
      await assertEntityInScope(tx, session, ORG_UNIT, sourceUuid);
      await assertEntityInScope(tx, session, ORG_UNIT, targetUuid);
      const members = await sqlRows<{ member_id: string; role: MemberRole }>(
        tx,
        sql`SELECT om.member_id, m.role FROM org_unit_member om JOIN member m ON m.id = om.member_id WHERE om.org_unit_id = ${sourceUuid}`,
      );
      // Only the assignments of members the caller may reassign are copied (README "Who may act on whom").
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
    return { success: true as const, copied };
  });

  registerMemberLinkEndpoints(app, ORG_UNIT, {
    list: orgUnitMemberListEndpoint,
    assign: addMembersToOrgUnitEndpoint,
    remove: removeMembersFromOrgUnitEndpoint,
  });

  // ------------------------------------------------------------ locations

  registerEndpoint(app, locationListEndpoint, async (request) => {
    const { session, scope } = scoped(request);
    const { filter } = request.body;
    const where = [
      sql`l.client_id = ${CLIENT}`,
      locationInScope(scope, 'l'),
      containsSearch(filter.search, [sql`l.name`, sql`l.identifier`, sql`l.city`]),
    ];
    if (filter.locationType) where.push(sql`l.location_type = ${filter.locationType}`);
    return pageOfRows<Location>(app.db, session, {
      columns: LOCATION_COLUMNS,
      from: sql`location l`,
      where: joinSql(where, sql` AND `),
      order: LOCATION_ORDER[request.body.sortBy ?? 'name'],
      direction: request.body.sortDirection,
      page: request.body,
    });
  });

  registerEndpoint(app, locationDetailEndpoint, async (request) => {
    const session = requireSession(request);
    await assertEntityInScope(app.db, session, LOCATION, request.body.uuid);
    return readLocation(app.db, session, request.body.uuid);
  });

  registerEndpoint(app, createLocationEndpoint, async (request) => ({
    success: true as const,
    uuid: await createEntity(app.db, requireSession(request), LOCATION_WRITE, request.body),
  }));

  registerEndpoint(app, updateLocationEndpoint, async (request) => {
    const { uuid, ...fields } = request.body;
    await updateEntity(app.db, requireSession(request), LOCATION_WRITE, uuid, fields);
    return { success: true as const };
  });

  registerEndpoint(app, deleteLocationsEndpoint, async (request) => {
    const session = requireSession(request);
    const { uuids } = request.body;
    await app.db.transaction(async (tx) => {
      await assertInTenant(tx, session, 'location', uuids, 'Location.NotFound');
      const responsible = await sqlRows(tx, sql`SELECT 1 FROM location_responsible WHERE location_id = ANY(${uuids}::uuid[]) LIMIT 1`);
      if (responsible.length > 0) throw new ApiError(400, 'Member.ResponsibleForLocation');
      await clientRows(tx, session, sql`DELETE FROM location WHERE client_id = ${CLIENT} AND id = ANY(${uuids}::uuid[])`);
      await auditAdminEach(tx, session, [...new Set(uuids)], { action: 'location.delete', entity: 'location' });
    });
    return { success: true as const };
  });

  registerMemberLinkEndpoints(app, LOCATION, {
    list: locationMemberListEndpoint,
    assign: assignMembersToLocationEndpoint,
    remove: removeMembersFromLocationEndpoint,
  });

  // ------------------------------------------------------------ member groups

  registerEndpoint(app, memberGroupListEndpoint, async (request) => {
    const session = requireSession(request);
    const { filter } = request.body;
    const where = [sql`g.client_id = ${CLIENT}`, containsSearch(filter.search, [sql`g.name`, sql`g.identifier`])];
    if (filter.type) where.push(sql`g.type = ${filter.type}`);
    return pageOfRows<MemberGroup>(app.db, session, {
      columns: MEMBER_GROUP_COLUMNS,
      from: sql`member_group g`,
      where: joinSql(where, sql` AND `),
      order: MEMBER_GROUP_ORDER[request.body.sortBy ?? 'name'],
      direction: request.body.sortDirection,
      page: request.body,
    });
  });

  registerEndpoint(app, memberGroupDetailsEndpoint, async (request) => {
    const session = requireSession(request);
    await assertEntityInScope(app.db, session, MEMBER_GROUP, request.body.uuid);
    return readMemberGroup(app.db, session, request.body.uuid);
  });

  registerEndpoint(app, createMemberGroupEndpoint, async (request) => ({
    success: true as const,
    uuid: await createEntity(app.db, requireSession(request), MEMBER_GROUP_WRITE, request.body),
  }));

  registerEndpoint(app, updateMemberGroupEndpoint, async (request) => {
    const { uuid, ...fields } = request.body;
    await updateEntity(app.db, requireSession(request), MEMBER_GROUP_WRITE, uuid, fields);
    return { success: true as const };
  });

  registerEndpoint(app, deleteMemberGroupEndpoint, async (request) => {
    const session = requireSession(request);
    const { uuids } = request.body;
    await app.db.transaction(async (tx) => {
      await assertInTenant(tx, session, 'member_group', uuids, 'MemberGroup.NotFound');
      await clientRows(tx, session, sql`DELETE FROM member_group WHERE client_id = ${CLIENT} AND id = ANY(${uuids}::uuid[])`);
      await auditAdminEach(tx, session, [...new Set(uuids)], { action: 'member_group.delete', entity: 'member_group' });
    });
    return { success: true as const };
  });

  registerMemberLinkEndpoints(app, MEMBER_GROUP, {
    list: memberGroupMemberListEndpoint,
    assign: assignMembersToGroupEndpoint,
    remove: removeMembersFromGroupEndpoint,
  });
}
