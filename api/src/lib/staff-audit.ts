import { audit, auditInEachClient } from '../audit';
import type { LicenseeSessionContext } from '../context';
import type { Queryable } from '../db';

/** One write of the licensee's staff: what was done to which row, and the client it concerns (none for the licensee's own rows). */
export interface StaffWrite {
  action: string;
  entity: string;
  entityId: string;
  clientId?: string | null;
  details?: Record<string, unknown>;
}

/** A staff write as the audit log records it, the staff account as actor (decision 0013). */
const staffEntry = (session: LicenseeSessionContext, write: Omit<StaffWrite, 'clientId'>) => ({
  licenseeId: session.licenseeId,
  actor: { advisorId: session.staffId },
  action: write.action,
  entity: write.entity,
  entityId: write.entityId,
  details: write.details,
});

/** Records a write of the licensee's staff in the audit log, against its client when it has one. */
export function auditStaffWrite(tx: Queryable, session: LicenseeSessionContext, write: StaffWrite): Promise<void> {
  return audit(tx, { ...staffEntry(session, write), clientId: write.clientId ?? null });
}

/** Records a write of the licensee's staff in the log of each client it reached (auditInEachClient). */
export function auditStaffWriteInClients(
  tx: Queryable,
  session: LicenseeSessionContext,
  clientIds: readonly string[],
  write: Omit<StaffWrite, 'clientId'>,
): Promise<void> {
  return auditInEachClient(tx, clientIds, staffEntry(session, write));
}
