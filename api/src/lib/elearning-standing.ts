import { ATTENTION_CERTIFICATE_DAYS, type ELearningTaskStatus } from '@compliance/shared-contracts';
import type { Queryable } from '../db';
import { readAdministeredIds, type Scope } from './scope';
import { CLIENT, sql, sqlIdentifier, sqlInteger, type ClientRef, type Sql } from './sql';

// The trigger-maintained E-Learning standings (020_elearning_standing_tally.sql), read by the
// E-Learning statistics, the members' standing list and the admins' overview.

/** The scope (020, 063) under which a standing or tally row counts for its E-Learning as a whole. */
export const WHOLE_ELEARNING = sql`'00000000-0000-0000-0000-000000000000'::uuid`;

/**
 * An admin's scope with the scopes its standings are kept under (063): the E-Learning as a whole
 * for the client, a loc-admin's locations, an ou-admin's org units.
 */
export type KeptScope = Scope & { keptIds: readonly string[] };

/** The scope with the ids its standings are kept under; one query for a narrower scope, none for the client. */
export async function readKeptScope(db: Queryable, client: ClientRef, scope: Scope): Promise<KeptScope> {
  return {
    ...scope,
    keptIds: scope.kind === 'client' ? ['00000000-0000-0000-0000-000000000000'] : await readAdministeredIds(db, client, scope),
  };
}

/** The one scope kept for an admin's scope (063, 064), when it is one: none for an admin of several units or locations, or of none. */
export function onlyKeptId(scope: KeptScope): string | undefined {
  return scope.keptIds.length === 1 ? scope.keptIds[0] : undefined;
}

/**
 * The standings of the members in the scope as tally rows (`elearning_id`, `kind`, `due_date`,
 * `members`): one kept scope's rows of the tally table (a few hundred), or for several (a member at
 * two of a loc-admin's locations counts once) their members' standings counted here.
 */
export function keptTally(scope: KeptScope): Sql {
  const only = onlyKeptId(scope);
  if (only !== undefined) {
    return sql`SELECT t.elearning_id, t.kind, t.due_date, t.members FROM elearning_standing_tally t
                WHERE t.client_id = ${CLIENT} AND t.scope_id = ${only}::uuid`;
  }
  return sql`SELECT s.elearning_id, s.kind, COALESCE(s.due_date, 'infinity') AS due_date, count(*)::int AS members
      FROM (SELECT DISTINCT s.member_id, s.elearning_id, s.kind, s.due_date FROM elearning_standing s
             WHERE s.client_id = ${CLIENT} AND s.scope_id = ANY(${[...scope.keptIds]}::uuid[])) s
     GROUP BY s.elearning_id, s.kind, COALESCE(s.due_date, 'infinity')`;
}

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

/**
 * A certificate valid until the date `validUntil` runs out today or within ATTENTION_CERTIFICATE_DAYS
 * days. The days are written into the text, a constant as they are: a list's page that binds
 * nothing else but the client is then prepared once (lib/paging/offset.ts), where planning its
 * joins cost more than running them.
 */
export const certificateRunsOut = (validUntil: Sql): Sql =>
  sql`${validUntil} BETWEEN CURRENT_DATE AND CURRENT_DATE + ${sqlInteger(ATTENTION_CERTIFICATE_DAYS)}`;

/**
 * The number (`count`) of certificates of active E-Learnings that run out under the kept scope
 * `scopeId` (the whole client, a unit or a location: 067), summed from the tally table
 * (026_certificate_tally.sql), a row per E-Learning, scope and date, not counted from the
 * certificates; `elearning` narrows the E-Learnings `e`.
 */
export const talliedCertificatesRunningOut = (scopeId: Sql, elearning: Sql = sql`TRUE`): Sql =>
  sql`SELECT COALESCE(sum(t.members), 0)::int AS count
        FROM certificate_tally t JOIN elearning e ON e.id = t.elearning_id AND e.status = 'active'
       WHERE t.client_id = ${CLIENT} AND t.scope_id = ${scopeId} AND ${certificateRunsOut(sql`t.valid_until`)} AND ${elearning}`;

/**
 * The number (`count`) of certificates of active E-Learnings of the members in the scope that run
 * out: one kept scope's tally rows, or for several (a member at two of a loc-admin's locations
 * counts once) their kept certificates counted here.
 */
export function certificatesRunningOut(scope: KeptScope): Sql {
  const only = onlyKeptId(scope);
  if (only !== undefined) return talliedCertificatesRunningOut(sql`${only}::uuid`);
  return sql`SELECT count(*)::int AS count
      FROM (SELECT DISTINCT cs.member_id, cs.elearning_id FROM certificate_standing cs
              JOIN elearning e ON e.id = cs.elearning_id AND e.status = 'active'
             WHERE cs.client_id = ${CLIENT} AND cs.scope_id = ANY(${[...scope.keptIds]}::uuid[]) AND ${certificateRunsOut(sql`cs.valid_until`)}) kept`;
}

/** The notification (036_standing_order_announced.sql) that the client's standings changed in a way that moves them in the standing list by due date. */
export const standingsChanged = (client: { clientId: string }): string => `standings:${client.clientId}`;
