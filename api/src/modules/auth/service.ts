import type { BodyOf, loginEndpoint, resetPasswordEndpoint, supportLoginEndpoint } from '@compliance/shared-contracts';
import { audit } from '../../audit';
import type { AnySessionContext } from '../../context';
import type { Database, Queryable } from '../../db';
import { ApiError } from '../../errors';
import { findClient, findLoginCandidate, findStaffAccount } from '../../lib/login-candidates';
import { replacePassword } from '../../lib/passwords';
import { digest } from '../../security/tokens';
import { verifyStored } from '../../security/passwords';
import { sql, sqlRows, sqlRow } from '../../lib/sql';

// What sign-in, support login and the password reset check and record. The routes own the
// cookies: each function hands its transaction to `openSession`, so the session row is
// written with the login's audit entry or not at all.

/** Writes the new session's row inside the login's transaction (the route sets its cookie). */
export type OpenSession<Who> = (tx: Queryable, who: Who) => Promise<void>;

/** Who a member session belongs to. */
export interface MemberSessionOwner {
  clientId: string;
  memberId: string;
}

/** Who a support session belongs to. */
export interface AdvisorSessionOwner {
  clientId: string;
  advisorId: string;
}

const invalidCredentials = () => new ApiError(401, 'Auth.InvalidCredentials');

/** Signs a member in: checks client, login name and password, records the login; answers the member's id. */
export async function logInMember(
  db: Database,
  licenseeId: string,
  { username, clientIdentifier, password }: BodyOf<typeof loginEndpoint>,
  openSession: OpenSession<MemberSessionOwner>,
): Promise<string> {
  const client = await findClient(db, licenseeId, clientIdentifier);
  const member = client ? await findLoginCandidate(db, client.id, username) : undefined;
  // Verify even when nobody matched, so the answer time does not reveal which part was wrong.
  const valid = await verifyStored(password, member?.password_hash);
  if (!client || !member || !valid) throw invalidCredentials();
  if (client.deactivated_at) throw new ApiError(403, 'Client.Deactivated');
  if (member.archived_at) throw new ApiError(403, 'Member.Archived');
  if (member.status !== 'active') throw new ApiError(403, 'Member.Deactivated');

  await db.transaction(async (tx) => {
    await openSession(tx, { clientId: client.id, memberId: member.id });
    await sqlRows(tx, sql`UPDATE member SET last_login_at = now() WHERE id = ${member.id}`);
    await audit(tx, {
      licenseeId,
      clientId: client.id,
      actor: { memberId: member.id },
      action: 'auth.login',
      entity: 'member',
      entityId: member.id,
    });
  });
  return member.id;
}

/** Signs a licensee's customer advisor into a client that allows support login; answers the advisor's id. */
export async function logInAdvisor(
  db: Database,
  licenseeId: string,
  { username, clientIdentifier, password }: BodyOf<typeof supportLoginEndpoint>,
  openSession: OpenSession<AdvisorSessionOwner>,
): Promise<string> {
  const advisor = await findStaffAccount(db, licenseeId, username);
  const valid = await verifyStored(password, advisor?.password_hash);
  if (!advisor || !valid) throw invalidCredentials();
  if (advisor.status !== 'active') throw new ApiError(403, 'Member.Deactivated');
  const client = await findClient(db, licenseeId, clientIdentifier);
  if (!client) throw new ApiError(404, 'Client.NotFound');
  if (!client.allow_support_login) throw new ApiError(403, 'Auth.SupportLoginDisallowed');

  await db.transaction(async (tx) => {
    await openSession(tx, { clientId: client.id, advisorId: advisor.id });
    await audit(tx, {
      licenseeId,
      clientId: client.id,
      actor: { advisorId: advisor.id },
      action: 'auth.support-login',
      entity: 'client',
      entityId: client.id,
    });
  });
  return advisor.id;
}

/** Records a sign-out in the audit log. */
export async function recordLogout(db: Queryable, session: AnySessionContext): Promise<void> {
  await audit(
    db,
    session.kind === 'licensee'
      ? {
          licenseeId: session.licenseeId,
          clientId: null,
          actor: { advisorId: session.staffId },
          action: 'auth.logout',
          entity: 'licensee',
          entityId: session.staffId,
        }
      : {
          licenseeId: session.licenseeId,
          clientId: session.clientId,
          actor: { memberId: session.memberId, advisorId: session.advisorId },
          action: 'auth.logout',
          entity: session.kind,
          entityId: session.memberId ?? session.advisorId,
        },
  );
}

/** Sets the new password with a valid token (once), ending the member's other sessions. */
export async function redeemResetToken(db: Database, body: BodyOf<typeof resetPasswordEndpoint>) {
  if (body.password !== body.passwordConfirmation) throw new ApiError(400, 'Password.Mismatch');
  return db.transaction(async (tx) => {
    const row = await sqlRow<{ id: string; member_id: string; client_id: string; client_identifier: string; licensee_id: string }>(
      tx,
      sql`SELECT t.id, t.member_id, m.client_id, c.client_identifier, c.licensee_id
         FROM password_reset_token t
         JOIN member m ON m.id = t.member_id
         JOIN client c ON c.id = m.client_id
        WHERE t.token_hash = ${digest(body.token)} AND t.used_at IS NULL AND t.expires_at > now()
          AND m.archived_at IS NULL AND m.status = 'active' AND c.deactivated_at IS NULL
        FOR UPDATE OF t`,
    );
    if (!row) throw new ApiError(400, 'PasswordResetToken.Invalid');
    await replacePassword(tx, row.member_id, body.password);
    await sqlRows(tx, sql`UPDATE password_reset_token SET used_at = now() WHERE id = ${row.id}`);
    await sqlRows(tx, sql`DELETE FROM session WHERE member_id = ${row.member_id}`);
    await audit(tx, {
      licenseeId: row.licensee_id,
      clientId: row.client_id,
      actor: { memberId: row.member_id },
      action: 'password.reset',
      entity: 'member',
      entityId: row.member_id,
    });
    return { memberId: row.member_id, clientId: row.client_id, clientIdentifier: row.client_identifier };
  });
}
