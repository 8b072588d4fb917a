import type { FastifyInstance } from 'fastify';
import {
  archivedMemberListEndpoint,
  archiveMembersEndpoint,
  createMemberEndpoint,
  deleteArchivedMembersEndpoint,
  memberDetailsEndpoint,
  memberListEndpoint,
  memberOrgUnitListEndpoint,
  resetMemberPasswordEndpoint,
  unarchiveMembersEndpoint,
  updateMemberDetailsEndpoint,
  type MemberFields,
} from '@compliance/shared-contracts';
import type { Queryable } from '../../db';
import type { SessionContext } from '../../context';
import { ApiError } from '../../errors';
import { assertMayGiveRole } from '../../lib/authority';
import { assertInTenant, requireSession } from '../../plugins/tenancy';
import { registerEndpoint } from '../../route';
import { replacePassword } from '../../lib/passwords';
import { createResetToken } from '../../lib/password-reset';
import { lockLoginNames, loginNameTaken } from '../../lib/login-names';
import { auditAdmin, auditAdminEach } from '../../lib/admin-audit';
import { assertMemberCapacity, assignDefaultOrgUnits } from '../../lib/membership';
import {
  addToOrgUnits,
  clientIdentifierOf,
  deleteMembers,
  endSessions,
  insertMember,
  listArchivedMembers,
  listMembers,
  readManagedMember,
  responsibilities,
  saveMemberOptions,
  setArchived,
  updateMember,
} from './queries';
import { findMember, findMembersToActOn, findMemberToActOn, listMemberOrgUnits, type MemberState } from '../../lib/members';
import { scopeOf, type Scope } from '../../lib/scope';
import { blankToNull, isUniqueViolation } from '../../lib/sql';

/** Matches no member: the all-zero uuid is never generated. */
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * Username and e-mail must be free in the client (case-insensitive, as login and the profile
 * check them). Call after {@link lockLoginNames} in the same transaction.
 */
async function assertLoginNamesFree(
  tx: Queryable,
  session: SessionContext,
  fields: Pick<MemberFields, 'username' | 'email'>,
  memberId: string,
): Promise<void> {
  if (await loginNameTaken(tx, session, fields.username, memberId)) throw new ApiError(400, 'Username.Exists');
  if (fields.email && (await loginNameTaken(tx, session, fields.email, memberId))) throw new ApiError(400, 'Member.EmailExists');
}

/** A clash on the unique username index that slipped past the check (a write outside this module) is still a clash, not a 500. */
async function usernameClashAsError<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(400, 'Username.Exists');
    throw error;
  }
}

/** Members, the archive and a member's org units (docs/product.md §7 "Company and members"). */
export async function membersRoutes(app: FastifyInstance): Promise<void> {
  /** The session and the data it may administer. */
  const scoped = (request: Parameters<typeof requireSession>[0]): { session: SessionContext; scope: Scope } => {
    const session = requireSession(request);
    return { session, scope: scopeOf(session) };
  };

  registerEndpoint(app, memberListEndpoint, async (request) => {
    const { session, scope } = scoped(request);
    // A filter naming another client's org unit or location is refused like any foreign uuid.
    const { orgUnitUuid, locationUuid } = request.body.filter;
    if (orgUnitUuid) await assertInTenant(app.db, session, 'org_unit', [orgUnitUuid], 'OrgUnit.NotFound');
    if (locationUuid) await assertInTenant(app.db, session, 'location', [locationUuid], 'Location.NotFound');
    return listMembers(app.db, session, scope, request.body);
  });

  registerEndpoint(app, createMemberEndpoint, async (request) => {
    const session = requireSession(request);
    const { body } = request;
    assertMayGiveRole(session, body.roleIdentifier);
    const id = await app.db.transaction(async (tx) => {
      await assertInTenant(tx, session, 'org_unit', body.orgUnitUuids, 'OrgUnit.NotFound');
      await lockLoginNames(tx, session);
      await assertLoginNamesFree(tx, session, body, NIL_UUID);
      await assertMemberCapacity(tx, session.clientId, 1);
      const memberId = await usernameClashAsError(() => insertMember(tx, session, body));
      if (body.initialPassword !== null) await replacePassword(tx, memberId, body.initialPassword);
      await addToOrgUnits(tx, memberId, body.orgUnitUuids);
      await assignDefaultOrgUnits(tx, session.clientId, [memberId]);
      await auditAdmin(tx, session, {
        action: 'member.create',
        entity: 'member',
        entityId: memberId,
        details: { role: body.roleIdentifier, orgUnits: body.orgUnitUuids.length, initialPassword: body.initialPassword !== null },
      });
      return memberId;
    });
    return { success: true as const, uuid: id };
  });

  registerEndpoint(app, memberDetailsEndpoint, async (request) => {
    const { session, scope } = scoped(request);
    return readManagedMember(app.db, session, scope, request.body.uuid);
  });

  registerEndpoint(app, updateMemberDetailsEndpoint, async (request) => {
    const { session, scope } = scoped(request);
    const { uuid, status, options, ...fields } = request.body;
    await app.db.transaction(async (tx) => {
      const member = await findMemberToActOn(tx, session, scope, uuid);
      if (fields.roleIdentifier !== member.role) {
        // Scoped admins edit their members' data, not their rights; nobody changes their own role.
        assertMayGiveRole(session, fields.roleIdentifier);
        if (uuid === session.memberId) throw new ApiError(403, 'Role.NotAllowed');
      }
      if (uuid === session.memberId && status !== 'active') throw new ApiError(400, 'Member.CannotArchiveSelf');
      // Saving details with the same login names cannot make a clash: then neither the check nor
      // the client-wide lock it needs, which would queue every such save behind the client's writes.
      if (fields.username !== member.username || blankToNull(fields.email) !== member.email) {
        await lockLoginNames(tx, session);
        await assertLoginNamesFree(tx, session, fields, uuid);
      }
      const reactivated = member.status === 'deactivated' && status === 'active' && !member.archived;
      if (reactivated) await assertMemberCapacity(tx, session.clientId, 1);
      await usernameClashAsError(() => updateMember(tx, session, uuid, fields, status));
      await saveMemberOptions(tx, uuid, options);
      if (status === 'deactivated') await endSessions(tx, session, [uuid]);
      await auditAdmin(tx, session, {
        action: 'member.update',
        entity: 'member',
        entityId: uuid,
        details: { fields: [...Object.keys(fields), 'status', 'options'], ...(member.status === status ? {} : { status }) },
      });
    });
    return { success: true as const };
  });

  registerEndpoint(app, archiveMembersEndpoint, async (request) => {
    const { session, scope } = scoped(request);
    const { uuids } = request.body;
    if (session.memberId !== null && uuids.includes(session.memberId)) throw new ApiError(400, 'Member.CannotArchiveSelf');
    await app.db.transaction(async (tx) => {
      const members = await findMembersToActOn(tx, session, scope, uuids);
      const ids = members.filter((member) => !member.archived).map((member) => member.id);
      await setArchived(tx, session, ids, true);
      await endSessions(tx, session, ids);
      await auditAdminEach(tx, session, ids, { action: 'member.archive', entity: 'member' });
    });
    return { success: true as const };
  });

  registerEndpoint(app, archivedMemberListEndpoint, async (request) => {
    const session = requireSession(request);
    return listArchivedMembers(app.db, session, request.body);
  });

  registerEndpoint(app, unarchiveMembersEndpoint, async (request) => {
    const { session, scope } = scoped(request);
    await app.db.transaction(async (tx) => {
      const archived = (await findMembersToActOn(tx, session, scope, request.body.uuids)).filter((member) => member.archived);
      const counted = archived.filter((member: MemberState) => member.status === 'active').length;
      await assertMemberCapacity(tx, session.clientId, counted);
      const ids = archived.map((member) => member.id);
      await setArchived(tx, session, ids, false);
      // Default units created while they were archived have them too.
      await assignDefaultOrgUnits(tx, session.clientId, ids);
      await auditAdminEach(tx, session, ids, { action: 'member.unarchive', entity: 'member' });
    });
    return { success: true as const };
  });

  registerEndpoint(app, deleteArchivedMembersEndpoint, async (request) => {
    const { session, scope } = scoped(request);
    await app.db.transaction(async (tx) => {
      const members = await findMembersToActOn(tx, session, scope, request.body.uuids);
      if (members.some((member) => !member.archived)) throw new ApiError(400, 'Member.NotArchived');
      const ids = members.map((member) => member.id);
      const held = await responsibilities(tx, ids);
      if (held.locations) throw new ApiError(400, 'Member.ResponsibleForLocation');
      if (held.orgUnits) throw new ApiError(400, 'Member.ResponsibleForOrgUnit');
      await auditAdminEach(tx, session, ids, { action: 'member.delete', entity: 'member' });
      await deleteMembers(tx, session, ids);
    });
    return { success: true as const };
  });

  registerEndpoint(app, resetMemberPasswordEndpoint, async (request) => {
    const { session, scope } = scoped(request);
    const member = await findMemberToActOn(app.db, session, scope, request.body.uuid);
    if (!member.email) throw new ApiError(400, 'Member.NoEmail');
    if (member.archived) throw new ApiError(400, 'Member.Archived');
    if (member.status !== 'active') throw new ApiError(400, 'Member.Deactivated');
    // The forgot-password flow itself: same token, mail and 10-minute throttle per account.
    await createResetToken(app, request, { clientIdentifier: await clientIdentifierOf(app.db, session), username: member.username });
    await auditAdmin(app.db, session, { action: 'member.reset-password', entity: 'member', entityId: member.id });
    return { success: true as const };
  });

  registerEndpoint(app, memberOrgUnitListEndpoint, async (request) => {
    const { session, scope } = scoped(request);
    await findMember(app.db, session, scope, request.body.uuid);
    return listMemberOrgUnits(app.db, session, request.body.uuid, request.body);
  });
}
