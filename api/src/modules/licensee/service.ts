import { permissionsForRole, type BodyOf, type LicenseeStaffState, type licenseeLoginEndpoint } from '@compliance/shared-contracts';
import { audit } from '../../audit';
import type { LicenseeSessionContext } from '../../context';
import type { Database, Queryable } from '../../db';
import { ApiError } from '../../errors';
import { verifyStored } from '../../security/passwords';
import { findStaffAccount } from '../../lib/login-candidates';
import { auditStaff, withClientLocked } from './client-writes';
import { readStaff } from './queries';

// The back office's sign-in and who is signed in (decision 0013). The route owns the cookie:
// the login hands its transaction to `openSession`, so the session row is written with the
// login's audit entry or not at all.

/**
 * Signs a member of the licensee's staff into the back office: checks login name and password
 * among the staff of the licensee that serves the host, records the login; answers the staff id.
 */
export async function logInStaff(
  db: Database,
  licenseeId: string,
  { username, password }: BodyOf<typeof licenseeLoginEndpoint>,
  openSession: (tx: Queryable, staffId: string) => Promise<void>,
): Promise<string> {
  const staff = await findStaffAccount(db, licenseeId, username);
  // Verify even when nobody matched, so the answer time does not reveal an unknown name.
  const valid = await verifyStored(password, staff?.password_hash);
  if (!staff || !valid) throw new ApiError(401, 'Auth.InvalidCredentials');
  if (staff.status !== 'active') throw new ApiError(403, 'Member.Deactivated');
  await db.transaction(async (tx) => {
    await openSession(tx, staff.id);
    await audit(tx, {
      licenseeId,
      clientId: null,
      actor: { advisorId: staff.id },
      action: 'auth.licensee-login',
      entity: 'licensee',
      entityId: licenseeId,
    });
  });
  return staff.id;
}

/** The signed-in member of the staff, their role and permissions, and their licensee. */
export async function staffState(db: Queryable, session: LicenseeSessionContext): Promise<LicenseeStaffState> {
  const row = await readStaff(db, session.licenseeId, session.staffId);
  if (!row) throw new ApiError(401, 'Auth.Unauthenticated');
  return {
    staff: {
      uuid: row.id,
      username: row.username,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      roleIdentifier: session.role,
      permissions: permissionsForRole(session.role),
    },
    licensee: { uuid: row.licensee_id, identifier: row.licensee_identifier, name: row.licensee_name },
  };
}

/**
 * Enters a client of the licensee from the back office as the support login does (docs/product.md
 * §6): `openSession` replaces the staff session with a support session in the client, in the
 * transaction of its audit entry. Another licensee's client is 404, one that forbids support
 * login 403 Auth.SupportLoginDisallowed; a deactivated client can still be entered.
 */
export async function enterClient(
  db: Database,
  session: LicenseeSessionContext,
  clientId: string,
  openSession: (tx: Queryable, owner: { clientId: string; advisorId: string }) => Promise<void>,
): Promise<void> {
  await withClientLocked(db, session, clientId, async (tx, client) => {
    if (!client.allowSupportLogin) throw new ApiError(403, 'Auth.SupportLoginDisallowed');
    await openSession(tx, { clientId, advisorId: session.staffId });
    await auditStaff(tx, session, clientId, 'auth.support-login', { by: 'back-office' });
  });
}
