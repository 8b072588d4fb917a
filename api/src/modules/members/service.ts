import type {
  CreateMemberBody,
  MemberFields,
  MemberListRequest,
  ProfileOrgUnitListRequest,
  UpdateMemberDetailsBody,
} from '@compliance/shared-contracts';
import type { Database, Queryable } from '../../db';
import type { SessionContext } from '../../context';
import { ApiError } from '../../errors';
import { assertMayGiveRole } from '../../lib/authority';
import { assertInClient } from '../../plugins/client-scope';
import { replacePassword } from '../../lib/passwords';
import { lockLoginNames, loginNameTaken, NO_MEMBER_YET } from '../../lib/login-names';
import { auditAdmin, auditAdminEach } from '../../lib/admin-audit';
import { assertMemberCapacity, assignDefaultOrgUnits } from '../../lib/membership';
import { findMember, findMembersToActOn, findMemberToActOn, listMemberOrgUnits } from '../../lib/members';
import { scopeOf } from '../../lib/scope';
import { blankToNull, isUniqueViolation } from '../../lib/sql';
import {
  addToOrgUnits,
  clientIdentifierOf,
  deleteMembers,
  endSessions,
  insertMember,
  listMembers,
  readManagedMember,
  responsibilities,
  saveMemberOptions,
  setArchived,
  updateMember,
} from './queries';

// What the members endpoints do, each write in one transaction; the routes only hand the
// session and body over. Every function reaches only the members the session's scope allows.

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

/** One page of the member list; a filter naming another client's org unit or location is refused like any foreign uuid. */
export async function listMembersInReach(db: Database, session: SessionContext, request: MemberListRequest) {
  const { orgUnitUuid, locationUuid } = request.filter;
  if (orgUnitUuid) await assertInClient(db, session, 'org_unit', [orgUnitUuid], 'OrgUnit.NotFound');
  if (locationUuid) await assertInClient(db, session, 'location', [locationUuid], 'Location.NotFound');
  return listMembers(db, session, scopeOf(session), request);
}

/** One page of the archive (all archived members of the client: only client-wide admins see it). */
export { listArchivedMembers } from './queries';

/** A member's details tab. */
export const readMember = (db: Database, session: SessionContext, uuid: string) => readManagedMember(db, session, scopeOf(session), uuid);

/** Creates a member with password, org units and the default units; answers the new id. */
export async function createMember(db: Database, session: SessionContext, body: CreateMemberBody): Promise<string> {
  assertMayGiveRole(session, body.roleIdentifier);
  return db.transaction(async (tx) => {
    await assertInClient(tx, session, 'org_unit', body.orgUnitUuids, 'OrgUnit.NotFound');
    await lockLoginNames(tx, session);
    await assertLoginNamesFree(tx, session, body, NO_MEMBER_YET);
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
}

/** Saves a member's fields, status and options. */
export async function updateMemberDetails(db: Database, session: SessionContext, body: UpdateMemberDetailsBody): Promise<void> {
  const { uuid, status, options, ...fields } = body;
  await db.transaction(async (tx) => {
    const member = await findMemberToActOn(tx, session, scopeOf(session), uuid);
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
}

/** Archives members (the caller never); they are signed out at once. */
export async function archiveMembers(db: Database, session: SessionContext, uuids: readonly string[]): Promise<void> {
  if (session.memberId !== null && uuids.includes(session.memberId)) throw new ApiError(400, 'Member.CannotArchiveSelf');
  await db.transaction(async (tx) => {
    const members = await findMembersToActOn(tx, session, scopeOf(session), uuids);
    const ids = members.filter((member) => !member.archived).map((member) => member.id);
    await setArchived(tx, session, ids, true);
    await endSessions(tx, session, ids);
    await auditAdminEach(tx, session, ids, { action: 'member.archive', entity: 'member' });
  });
}

/** Brings archived members back, within the client's member limit. */
export async function unarchiveMembers(db: Database, session: SessionContext, uuids: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const archived = (await findMembersToActOn(tx, session, scopeOf(session), uuids)).filter((member) => member.archived);
    const counted = archived.filter((member) => member.status === 'active').length;
    await assertMemberCapacity(tx, session.clientId, counted);
    const ids = archived.map((member) => member.id);
    await setArchived(tx, session, ids, false);
    // Default units created while they were archived have them too.
    await assignDefaultOrgUnits(tx, session.clientId, ids);
    await auditAdminEach(tx, session, ids, { action: 'member.unarchive', entity: 'member' });
  });
}

/** Deletes archived members for good, unless one is still responsible for a location or an org unit. */
export async function deleteArchived(db: Database, session: SessionContext, uuids: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const members = await findMembersToActOn(tx, session, scopeOf(session), uuids);
    if (members.some((member) => !member.archived)) throw new ApiError(400, 'Member.NotArchived');
    const ids = members.map((member) => member.id);
    const held = await responsibilities(tx, ids);
    if (held.locations) throw new ApiError(400, 'Member.ResponsibleForLocation');
    if (held.orgUnits) throw new ApiError(400, 'Member.ResponsibleForOrgUnit');
    await auditAdminEach(tx, session, ids, { action: 'member.delete', entity: 'member' });
    await deleteMembers(tx, session, ids);
  });
}

/**
 * Sends an active member with an e-mail address a reset link: `sendReset` is the forgot-password
 * flow itself (same token, mail and 10-minute throttle per account).
 */
export async function resetMemberPassword(
  db: Database,
  session: SessionContext,
  uuid: string,
  sendReset: (account: { clientIdentifier: string; username: string }) => Promise<void>,
): Promise<void> {
  const member = await findMemberToActOn(db, session, scopeOf(session), uuid);
  if (!member.email) throw new ApiError(400, 'Member.NoEmail');
  if (member.archived) throw new ApiError(400, 'Member.Archived');
  if (member.status !== 'active') throw new ApiError(400, 'Member.Deactivated');
  await sendReset({ clientIdentifier: await clientIdentifierOf(db, session), username: member.username });
  await auditAdmin(db, session, { action: 'member.reset-password', entity: 'member', entityId: member.id });
}

/** One page of a member's org units. */
export async function listOrgUnitsOfMember(db: Database, session: SessionContext, uuid: string, request: ProfileOrgUnitListRequest) {
  await findMember(db, session, scopeOf(session), uuid);
  return listMemberOrgUnits(db, session, uuid, request);
}
