import { type Queryable } from './db';
import { sql, sqlRows } from './lib/sql';

export interface AuditEntry {
  licenseeId: string | null;
  clientId: string | null;
  actor: { memberId?: string | null; advisorId?: string | null };
  /** What happened, e.g. 'auth.login', 'member.archive'. */
  action: string;
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
}

/** Records one write in the audit log (who, what, when, client); call it in the write's transaction. */
export async function audit(db: Queryable, entry: AuditEntry): Promise<void> {
  await sqlRows(
    db,
    sql`INSERT INTO audit_log (licensee_id, client_id, actor_member_id, actor_advisor_id, action, entity, entity_id, details)
     VALUES (${entry.licenseeId}, ${entry.clientId}, ${entry.actor.memberId ?? null}, ${entry.actor.advisorId ?? null}, ${entry.action}, ${entry.entity}, ${entry.entityId ?? null}, ${JSON.stringify(entry.details ?? {})})`.prepare(),
  );
}

/**
 * Records one write of the licensee in the log of each client it reaches (a course offered to
 * them, a new version of one they hold), so each client's owner reads it in their own log; one
 * statement however many clients. Details name nothing of the other clients.
 */
export async function auditInEachClient(db: Queryable, clientIds: readonly string[], entry: Omit<AuditEntry, 'clientId'>): Promise<void> {
  if (clientIds.length === 0) return;
  await sqlRows(
    db,
    sql`INSERT INTO audit_log (licensee_id, client_id, actor_member_id, actor_advisor_id, action, entity, entity_id, details)
     SELECT ${entry.licenseeId}, client_id, ${entry.actor.memberId ?? null}, ${entry.actor.advisorId ?? null}, ${entry.action}, ${entry.entity},
            ${entry.entityId ?? null}, ${JSON.stringify(entry.details ?? {})}
       FROM unnest(${clientIds}::uuid[]) AS client_id`,
  );
}
