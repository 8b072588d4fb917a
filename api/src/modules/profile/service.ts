import {
  languageCodeSchema,
  validateUsername,
  type BodyOf,
  type changePasswordEndpoint,
  type changeUsernameEndpoint,
  type ProfileOrgUnitListRequest,
  type ProfileSetting,
  type UpdateProfileBody,
} from '@compliance/shared-contracts';
import { audit } from '../../audit';
import type { SessionContext } from '../../context';
import type { Database } from '../../db';
import { ApiError } from '../../errors';
import { lockLoginNames, loginNameTaken, NO_MEMBER_YET } from '../../lib/login-names';
import { listMemberOrgUnits } from '../../lib/members';
import { replacePassword } from '../../lib/passwords';
import { blankToNull, isUniqueViolation } from '../../lib/sql';
import { verifyStored } from '../../security/passwords';
import { endOtherSessions, findCredentials, readProfileSetting, saveProfileSetting, updateProfile, updateUsername } from './queries';

// What the profile endpoints do: a signed-in member's own data, each write in one transaction
// and audited. The routes only hand the session's member and the body over.

/** A signed-in member: the session and the member it belongs to. */
export interface OwnMember {
  session: SessionContext;
  memberId: string;
}

/** Who and where for the audit log of a member's own change. */
const auditContext = ({ session, memberId }: OwnMember) => ({
  licenseeId: session.licenseeId,
  clientId: session.clientId,
  actor: { memberId },
  entity: 'member',
  entityId: memberId,
});

const wrongCurrent = () => new ApiError(400, 'Password.WrongCurrent');

/** Saves the member's names and contact data; a new e-mail must be free as a login name. */
export async function saveOwnProfile(db: Database, own: OwnMember, body: UpdateProfileBody): Promise<void> {
  const { session, memberId } = own;
  const change = {
    email: blankToNull(body.email),
    firstName: body.firstName,
    lastName: body.lastName,
    phoneNumber: blankToNull(body.phoneNumber),
    mobileNumber: blankToNull(body.mobileNumber),
  };
  await db.transaction(async (tx) => {
    if (change.email !== null) {
      await lockLoginNames(tx, session);
      if (await loginNameTaken(tx, session, change.email, memberId)) throw new ApiError(400, 'Member.EmailExists');
    }
    await updateProfile(tx, session, memberId, change);
    // Field names only: the log outlives the data and must not become a copy of it.
    await audit(tx, { ...auditContext(own), action: 'profile.update', details: { fields: Object.keys(change) } });
  });
}

/** The member's theme and language, with the languages the product offers. */
export async function readOwnSetting(db: Database, { session, memberId }: OwnMember) {
  const setting = await readProfileSetting(db, session, memberId);
  return { ...setting, availableLanguages: [...languageCodeSchema.options] };
}

/** Saves the member's theme and language. */
export async function saveOwnSetting(db: Database, own: OwnMember, setting: ProfileSetting): Promise<void> {
  await db.transaction(async (tx) => {
    await saveProfileSetting(tx, own.session, own.memberId, setting);
    await audit(tx, {
      ...auditContext(own),
      action: 'profile.update-setting',
      details: { theme: setting.frontendStyle.theme, languageCode: setting.languageCode },
    });
  });
}

/** Replaces the password after checking the current one; every other session of the member ends. */
export async function changeOwnPassword(db: Database, own: OwnMember, body: BodyOf<typeof changePasswordEndpoint>): Promise<void> {
  const { session, memberId } = own;
  if (body.new !== body.newCheck) throw new ApiError(400, 'Password.Mismatch');
  await db.transaction(async (tx) => {
    const credentials = await findCredentials(tx, session, memberId);
    if (!(await verifyStored(body.old, credentials?.password_hash))) throw wrongCurrent();
    await replacePassword(tx, memberId, body.new);
    // Whoever else holds a session (a lost laptop, a shared PC) loses it; this browser stays signed in.
    await endOtherSessions(tx, session, memberId, session.id);
    await audit(tx, { ...auditContext(own), action: 'password.change' });
  });
}

/** Renames the member after checking the current username and password; the new name must be free. */
export async function changeOwnUsername(db: Database, own: OwnMember, body: BodyOf<typeof changeUsernameEndpoint>): Promise<void> {
  const { session, memberId } = own;
  const { username, newUsername, password } = body;
  await db.transaction(async (tx) => {
    const credentials = await findCredentials(tx, session, memberId);
    // The password is checked even when the username is wrong, so both fail alike.
    const passwordValid = await verifyStored(password, credentials?.password_hash);
    const usernameValid = credentials !== undefined && credentials.username.toLowerCase() === username.toLowerCase();
    if (!passwordValid || !usernameValid) throw wrongCurrent();
    if (validateUsername(newUsername) !== undefined) throw new ApiError(400, 'Username.Invalid');
    await lockLoginNames(tx, session);
    if (await loginNameTaken(tx, session, newUsername, memberId)) throw new ApiError(400, 'Username.Exists');
    try {
      await updateUsername(tx, session, memberId, newUsername);
    } catch (error) {
      // A name taken meanwhile by a write outside this module still answers as a clash, not a 500.
      if (isUniqueViolation(error)) throw new ApiError(400, 'Username.Exists');
      throw error;
    }
    await audit(tx, { ...auditContext(own), action: 'username.change', details: { from: credentials.username, to: newUsername } });
  });
}

/** Whether a username is taken; for a new member even the caller's own name counts as taken. */
export async function isUsernameTaken(db: Database, { session, memberId }: OwnMember, username: string, forNewMember: boolean) {
  return loginNameTaken(db, session, username, forNewMember ? NO_MEMBER_YET : memberId);
}

/** One page of the member's own org units. */
export const listOwnOrgUnits = (db: Database, { session, memberId }: OwnMember, request: ProfileOrgUnitListRequest) =>
  listMemberOrgUnits(db, session, memberId, request);
