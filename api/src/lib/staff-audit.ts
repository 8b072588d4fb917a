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

/** Records a write of the licensee's staff in the audit log, the staff account as actor (decision 0013). */
export function auditStaffWrite(tx: Queryable, session: LicenseeSessionContext, write: StaffWrite): Promise<void> {
  return audit(tx, {
    licenseeId: session.licenseeId,
    clientId: write.clientId ?? null,
    actor: { advisorId: session.staffId },
    action: write.action,
    entity: write.entity,
    entityId: write.entityId,
    details: write.details,
  });
}

/** Records a write of the licensee's staff in the log of each client it reached (auditInEachClient), the staff account as actor. */
export function auditStaffWriteInClients(
  tx: Queryable,
  session: LicenseeSessionContext,
  clientIds: readonly string[],
  write: Omit<StaffWrite, 'clientId'>,
): Promise<void> {
  return auditInEachClient(tx, clientIds, {
    licenseeId: session.licenseeId,
    actor: { advisorId: session.staffId },
    action: write.action,
    entity: write.entity,
    entityId: write.entityId,
    details: write.details,
  });
}
