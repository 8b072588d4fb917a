import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  changePasswordEndpoint,
  changeUsernameEndpoint,
  checkUsernameEndpoint,
  languageCodeSchema,
  readProfileOrgUnitListEndpoint,
  readProfileSettingEndpoint,
  updateProfileEndpoint,
  updateProfileSettingEndpoint,
  validateUsername,
} from '@compliance/shared-contracts';
import { audit } from '../../audit';
import type { SessionContext } from '../../context';
import { ApiError, forbidden } from '../../errors';
import { requireSession } from '../../plugins/client-scope';
import { registerEndpoint, SUCCESS } from '../../route';
import { verifyStored } from '../../security/passwords';
import { replacePassword } from '../../lib/passwords';
import { lockLoginNames, loginNameTaken } from '../../lib/login-names';
import { listMemberOrgUnits } from '../../lib/members';
import { endOtherSessions, findCredentials, readProfileSetting, saveProfileSetting, updateProfile, updateUsername } from './queries';

/**
 * The session of a signed-in company member. Advisors (support login) have no profile of
 * their own; the role table already keeps them out, this guard holds should it ever change.
 */
function requireMember(request: FastifyRequest): { session: SessionContext; memberId: string } {
  const session = requireSession(request);
  if (session.kind !== 'member' || session.memberId === null) throw forbidden();
  return { session, memberId: session.memberId };
}

/** Who and where for the audit log of a member's own change. */
const auditContext = (session: SessionContext, memberId: string) => ({
  licenseeId: session.licenseeId,
  clientId: session.clientId,
  actor: { memberId },
  entity: 'member',
  entityId: memberId,
});

/** Forms send '' for an emptied optional field; the database keeps "none" as null. */
const blankToNull = (value: string | null): string | null => (value === null || value === '' ? null : value);

/** Whether a database error is a unique-index violation (same SQLSTATE on PostgreSQL and PGlite). */
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/** Matches no member: the all-zero uuid is never generated. */
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

const wrongCurrent = () => new ApiError(400, 'Password.WrongCurrent');

/** Profile endpoints of docs/product.md §7: the signed-in member's own data, settings, password, username and org units. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { rateLimit } = app.config;
  // Both re-check the current password: a borrowed session must not become a way to guess it.
  const limitBySession = {
    rateLimit: {
      max: rateLimit.loginMax,
      timeWindow: rateLimit.windowMs,
      keyGenerator: (request: FastifyRequest) => request.sessionCookieId ?? request.ip,
    },
  };

  registerEndpoint(app, updateProfileEndpoint, async (request) => {
    const { session, memberId } = requireMember(request);
    const { body } = request;
    const change = {
      email: blankToNull(body.email),
      firstName: body.firstName,
      lastName: body.lastName,
      phoneNumber: blankToNull(body.phoneNumber),
      mobileNumber: blankToNull(body.mobileNumber),
    };
    await app.db.transaction(async (tx) => {
      if (change.email !== null) {
        await lockLoginNames(tx, session);
        if (await loginNameTaken(tx, session, change.email, memberId)) throw new ApiError(400, 'Member.EmailExists');
      }
      await updateProfile(tx, session, memberId, change);
      // Field names only: the log outlives the data and must not become a copy of it.
      await audit(tx, { ...auditContext(session, memberId), action: 'profile.update', details: { fields: Object.keys(change) } });
    });
    return SUCCESS;
  });

  registerEndpoint(app, readProfileSettingEndpoint, async (request) => {
    const { session, memberId } = requireMember(request);
    const setting = await readProfileSetting(app.db, session, memberId);
    return { ...setting, availableLanguages: [...languageCodeSchema.options] };
  });

  registerEndpoint(app, updateProfileSettingEndpoint, async (request) => {
    const { session, memberId } = requireMember(request);
    await app.db.transaction(async (tx) => {
      await saveProfileSetting(tx, session, memberId, request.body);
      await audit(tx, {
        ...auditContext(session, memberId),
        action: 'profile.update-setting',
        details: { theme: request.body.frontendStyle.theme, languageCode: request.body.languageCode },
      });
    });
    return SUCCESS;
  });

  registerEndpoint(
    app,
    changePasswordEndpoint,
    async (request) => {
      const { session, memberId } = requireMember(request);
      const { old, new: next, newCheck } = request.body;
      if (next !== newCheck) throw new ApiError(400, 'Password.Mismatch');
      await app.db.transaction(async (tx) => {
        const credentials = await findCredentials(tx, session, memberId);
        if (!(await verifyStored(old, credentials?.password_hash))) throw wrongCurrent();
        await replacePassword(tx, memberId, next);
        // Whoever else holds a session (a lost laptop, a shared PC) loses it; this browser stays signed in.
        await endOtherSessions(tx, session, memberId, session.id);
        await audit(tx, { ...auditContext(session, memberId), action: 'password.change' });
      });
      return SUCCESS;
    },
    { config: limitBySession },
  );

  registerEndpoint(
    app,
    changeUsernameEndpoint,
    async (request) => {
      const { session, memberId } = requireMember(request);
      const { username, newUsername, password } = request.body;
      await app.db.transaction(async (tx) => {
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
        await audit(tx, {
          ...auditContext(session, memberId),
          action: 'username.change',
          details: { from: credentials.username, to: newUsername },
        });
      });
      return SUCCESS;
    },
    { config: limitBySession },
  );

  registerEndpoint(app, checkUsernameEndpoint, async (request) => {
    const { session, memberId } = requireMember(request);
    // A name for a new member is taken even when it is the caller's own.
    const exceptMemberId = request.body.forNewMember ? NIL_UUID : memberId;
    return { usernameExists: await loginNameTaken(app.db, session, request.body.username, exceptMemberId) };
  });

  registerEndpoint(app, readProfileOrgUnitListEndpoint, async (request) => {
    const { session, memberId } = requireMember(request);
    return listMemberOrgUnits(app.db, session, memberId, request.body);
  });
}
