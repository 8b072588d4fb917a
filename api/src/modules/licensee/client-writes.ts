import { auditStaffWrite } from '../../lib/staff-audit';
import type { LicenseeSessionContext } from '../../context';
import type { Database, Queryable } from '../../db';
import { ApiError } from '../../errors';
import { lockClientOfLicensee, type LockedClient } from './queries';

// What every back-office write to one client shares: the client locked for the transaction
// (another licensee's answers 404), and the audit entry with the staff account as actor.

/** Runs `write` in a transaction holding the client's lock, with what the lock read; another licensee's client is 404 Client.NotFound. */
export function withClientLocked<T>(
  db: Database,
  session: LicenseeSessionContext,
  clientId: string,
  write: (tx: Queryable, client: LockedClient) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const client = await lockClientOfLicensee(tx, session, clientId);
    if (!client) throw new ApiError(404, 'Client.NotFound');
    return write(tx, client);
  });
}

/** Records a write of the licensee's staff to one of its clients in the audit log, the staff account as actor. */
export function auditStaff(
  tx: Queryable,
  session: LicenseeSessionContext,
  clientId: string,
  action: string,
  details?: Record<string, unknown>,
): Promise<void> {
  return auditStaffWrite(tx, session, { action, entity: 'client', entityId: clientId, clientId, details });
}
