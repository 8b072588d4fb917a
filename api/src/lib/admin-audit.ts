import type { Queryable } from '../db';
import { audit } from '../audit';
import type { SessionContext } from '../context';

/**
 * Records an administrator's write (member, company, org structure) in the audit log: who
 * (member or advisor), in which client, what on which entity. `details` hold the company's own
 * data as `{ before, after }`, a person's data by field names and counts only: the log outlives
 * the data and must not become a copy of it (docs/decisions/0015-audit-before-and-after.md).
 */
export function auditAdmin(
  tx: Queryable,
  session: SessionContext,
  entry: { action: string; entity: string; entityId?: string | null; details?: Record<string, unknown> },
): Promise<void> {
  return audit(tx, {
    licenseeId: session.licenseeId,
    clientId: session.clientId,
    actor: { memberId: session.memberId, advisorId: session.advisorId },
    ...entry,
  });
}

/** One audit entry per entity of a bulk write, so each entity's history stays complete. */
export async function auditAdminEach(
  tx: Queryable,
  session: SessionContext,
  ids: readonly string[],
  entry: { action: string; entity: string; details?: Record<string, unknown> },
): Promise<void> {
  for (const entityId of ids) await auditAdmin(tx, session, { ...entry, entityId });
}

/**
 * An administrator's change of the company's own data, audited as `{ before, after }` (decision
 * 0015): `read` (locked the first time, for the write's transaction) before and after `write`.
 * Answers false, writing nothing, when `read` finds nothing to change.
 */
export async function auditAdminChange<Row>(
  tx: Queryable,
  session: SessionContext,
  entry: { action: string; entity: string; entityId: string },
  read: (lock: boolean) => Promise<Row | undefined>,
  write: () => Promise<unknown>,
): Promise<boolean> {
  const before = await read(true);
  if (before === undefined) return false;
  await write();
  await auditAdmin(tx, session, { ...entry, details: { before, after: await read(false) } });
  return true;
}
