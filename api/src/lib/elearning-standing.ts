import { ATTENTION_CERTIFICATE_DAYS, type ELearningTaskStatus } from '@compliance/shared-contracts';
import { CLIENT, sql, sqlIdentifier, type Sql } from './sql';

// The trigger-maintained E-Learning standings (020_elearning_standing_tally.sql), read by the
// E-Learning statistics, the members' standing list and the admins' overview.

/** The org unit under which a standing or tally row counts for its E-Learning as a whole. */
export const WHOLE_ELEARNING = sql`'00000000-0000-0000-0000-000000000000'::uuid`;

/**
 * The status (ELEARNING_TASK_STATUSES) a standing or tally row `alias` stands for today: past
 * its due date an open task is overdue (a completed row has none); a repetition not yet due, or
 * only done tasks, count as completed.
 */
export function standingStatus(alias: string): Sql {
  const row = sqlIdentifier(alias);
  return sql`(CASE WHEN ${row}.due_date < CURRENT_DATE THEN 'overdue' WHEN ${row}.kind IN ('completed', 'repeat') THEN 'completed'
    WHEN ${row}.kind = 'started' THEN 'inprogress' ELSE 'due' END)`;
}

/**
 * SQL condition: the standing or tally row `alias` stands for `status` today. Overdue is its
 * due date's own test, standingStatus's first case, which the standings' index (028) finds as a range.
 */
export function standingIs(alias: string, status: ELearningTaskStatus): Sql {
  return status === 'overdue' ? sql`${sqlIdentifier(alias)}.due_date < CURRENT_DATE` : sql`${standingStatus(alias)} = ${status}`;
}

/** A certificate valid until the date `validUntil` runs out today or within ATTENTION_CERTIFICATE_DAYS days. */
export const certificateRunsOut = (validUntil: Sql): Sql =>
  sql`${validUntil} BETWEEN CURRENT_DATE AND CURRENT_DATE + ${ATTENTION_CERTIFICATE_DAYS}::int`;

/**
 * The number (`count`) of the client's certificates of active E-Learnings that run out, summed
 * from the tally table (026_certificate_tally.sql), a row per E-Learning and date, not counted from
 * the certificates; `elearning` narrows the E-Learnings `e`.
 */
export const talliedCertificatesRunningOut = (elearning: Sql = sql`TRUE`): Sql =>
  sql`SELECT COALESCE(sum(t.members), 0)::int AS count
        FROM certificate_tally t JOIN elearning e ON e.id = t.elearning_id AND e.status = 'active'
       WHERE t.client_id = ${CLIENT} AND ${certificateRunsOut(sql`t.valid_until`)} AND ${elearning}`;

/** The notification (036_standing_order_announced.sql) that the client's standings changed in a way that moves them in the standing list by due date. */
export const standingsChanged = (client: { clientId: string }): string => `standings:${client.clientId}`;
