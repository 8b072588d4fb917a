import type { ELearningFigures, ELearningStatisticsRow, Language } from '@compliance/shared-contracts';
import type { SessionContext } from '../../context';
import type { Database } from '../../db';
import { WHOLE_ELEARNING, standingStatus } from '../../lib/elearning-standing';
import { memberInScope, orgUnitInScope, scopeOf, type Scope } from '../../lib/scope';
import { CLIENT, clientRows, sql, type Sql } from '../../lib/sql';
import { assertInClient, requireMember } from '../../plugins/client-scope';
import { courseText } from './queries';
import { COUNT_NAMES } from './statistics-workbook';

// E-Learning statistics (read-statistics, read-member-statistics), computed in SQL: each member
// with an E-Learning counts once, by their current task.

/** The standing an open task `t` gives its member: a repetition not yet due or started counts as completed. */
export const OPEN_TASK_STANDING = sql`CASE WHEN t.due_date < CURRENT_DATE THEN 'overdue' WHEN t.started_at IS NOT NULL THEN 'inprogress'
  WHEN t.is_repeat THEN 'completed' ELSE 'due' END`;

/**
 * Each member's standing per E-Learning (`elearning_id`, `member_id`, `standing`) for the members
 * `members` selects (a condition on the member `m`): the open task's status (a repetition not yet
 * due or started counts as completed), or completed where a done task has no open successor (a
 * once-only E-Learning). Archived members and withdrawn tasks do not count.
 */
function standings(members: Sql): Sql {
  return sql`SELECT t.elearning_id, t.member_id, ${OPEN_TASK_STANDING} AS standing
    FROM elearning_task t JOIN member m ON m.id = t.member_id
   WHERE t.client_id = ${CLIENT} AND t.completed_at IS NULL AND t.withdrawn_at IS NULL AND m.archived_at IS NULL AND ${members}
  UNION ALL
  SELECT DISTINCT t.elearning_id, t.member_id, 'completed'
    FROM elearning_task t JOIN member m ON m.id = t.member_id
   WHERE t.client_id = ${CLIENT} AND t.completed_at IS NOT NULL AND t.withdrawn_at IS NULL AND m.archived_at IS NULL AND ${members}
     AND NOT EXISTS (SELECT 1 FROM elearning_task o WHERE o.elearning_id = t.elearning_id AND o.member_id = t.member_id
                        AND o.completed_at IS NULL AND o.withdrawn_at IS NULL)`;
}

/** The counts over the standings `s` of a group. */
const COUNTS = sql`count(s.member_id)::int AS assigned,
  count(*) FILTER (WHERE s.standing = 'completed')::int AS completed,
  count(*) FILTER (WHERE s.standing = 'inprogress')::int AS inprogress,
  count(*) FILTER (WHERE s.standing = 'due')::int AS due,
  count(*) FILTER (WHERE s.standing = 'overdue')::int AS overdue`;

type Counts = Omit<ELearningFigures, 'completionRate'>;
const NO_COUNTS: Counts = { assigned: 0, completed: 0, inprogress: 0, due: 0, overdue: 0 };

/** Counts with their completion rate: completed of assigned in percent, one decimal (0 with nobody assigned). */
const withRate = <Row extends Counts>(row: Row): Row & { completionRate: number } => ({
  ...row,
  completionRate: row.assigned === 0 ? 0 : Math.round((1000 * row.completed) / row.assigned) / 10,
});

/**
 * The counts over the tally table rows `t` of a group (020_elearning_standing_tally.sql), each row
 * under the status it stands for today (standingStatus), as OPEN_TASK_STANDING does for a task.
 */
const TALLY_STANDING = standingStatus('t');
const TALLY_COUNTS = sql`COALESCE(sum(t.members), 0)::int AS assigned,
  COALESCE(sum(t.members) FILTER (WHERE ${TALLY_STANDING} = 'completed'), 0)::int AS completed,
  COALESCE(sum(t.members) FILTER (WHERE ${TALLY_STANDING} = 'inprogress'), 0)::int AS inprogress,
  COALESCE(sum(t.members) FILTER (WHERE ${TALLY_STANDING} = 'due'), 0)::int AS due,
  COALESCE(sum(t.members) FILTER (WHERE ${TALLY_STANDING} = 'overdue'), 0)::int AS overdue`;

/**
 * Per active E-Learning of the client: the figures of the members in scope. The whole client's
 * are the tally table's; a narrower scope (loc- and ou-admins) counts its members' tasks.
 */
function perELearning(scope: Scope, language: Language): Sql {
  const title = courseText('title', language);
  const [counted, counts] =
    scope.kind === 'client'
      ? [sql`LEFT JOIN elearning_standing_tally t ON t.elearning_id = e.id AND t.org_unit_id = ${WHOLE_ELEARNING}`, TALLY_COUNTS]
      : [sql`LEFT JOIN (${standings(memberInScope(scope, 'm'))}) s ON s.elearning_id = e.id`, COUNTS];
  return sql`SELECT e.id AS "elearningUuid", ${title} AS title, NULL::uuid AS "orgUnitUuid", NULL AS "orgUnitName", ${counts}
      FROM elearning e JOIN elearning_course c ON c.id = e.course_id ${counted}
     WHERE e.client_id = ${CLIENT} AND e.status = 'active'
     GROUP BY e.id, c.texts ORDER BY lower(${title}), e.id`;
}

/**
 * Per org unit one E-Learning is assigned to (the ou-admin's own): its members' figures; a member
 * of two units counts in both. The whole client's are the tally table's.
 */
function perOrgUnit(scope: Scope, elearningId: string, language: Language): Sql {
  const [counted, counts] =
    scope.kind === 'client'
      ? [sql`LEFT JOIN elearning_standing_tally t ON t.elearning_id = e.id AND t.org_unit_id = o.id`, TALLY_COUNTS]
      : [
          sql`LEFT JOIN ((${standings(sql`${memberInScope(scope, 'm')} AND t.elearning_id = ${elearningId}`)}) s
                JOIN org_unit_member om ON om.member_id = s.member_id) ON om.org_unit_id = o.id`,
          COUNTS,
        ];
  return sql`SELECT e.id AS "elearningUuid", ${courseText('title', language)} AS title, o.id AS "orgUnitUuid", o.name AS "orgUnitName", ${counts}
      FROM elearning e JOIN elearning_course c ON c.id = e.course_id
      JOIN elearning_org_unit a ON a.elearning_id = e.id JOIN org_unit o ON o.id = a.org_unit_id ${counted}
     WHERE e.client_id = ${CLIENT} AND e.id = ${elearningId} AND ${orgUnitInScope(scope, 'o')}
     GROUP BY e.id, c.texts, o.id, o.name ORDER BY lower(o.name), o.id`;
}

/** The figures over every standing of active E-Learnings that `members` (a condition on the task `t` and member `m`) selects. */
async function totalOf(db: Database, session: SessionContext, members: Sql): Promise<ELearningFigures> {
  const [row] = await clientRows<Counts>(
    db,
    session,
    sql`WITH s AS (${standings(members)}) SELECT ${COUNTS} FROM s JOIN elearning e ON e.id = s.elearning_id AND e.status = 'active'`,
  );
  return withRate(row ?? NO_COUNTS);
}

/** The whole client's figures of one E-Learning, from the tally table (none while it is inactive). */
async function tallyTotalOf(db: Database, session: SessionContext, elearningId: string): Promise<ELearningFigures> {
  const [row] = await clientRows<Counts>(
    db,
    session,
    sql`SELECT ${TALLY_COUNTS} FROM elearning_standing_tally t JOIN elearning e ON e.id = t.elearning_id AND e.status = 'active'
         WHERE t.client_id = ${CLIENT} AND t.elearning_id = ${elearningId} AND t.org_unit_id = ${WHOLE_ELEARNING}`,
  );
  return withRate(row ?? NO_COUNTS);
}

type CountsRow = Omit<ELearningStatisticsRow, 'completionRate'>;

/**
 * read-statistics: per E-Learning, or per org unit of one E-Learning, with the totals. Per
 * E-Learning the totals are the rows' sums (each member counts in one row per E-Learning); per
 * org unit a member of two units is in two rows, so the totals are counted apart.
 */
export async function readStatistics(
  db: Database,
  session: SessionContext,
  elearningUuid: string | undefined,
  language: Language,
): Promise<{ items: ELearningStatisticsRow[]; total: ELearningFigures }> {
  const scope = scopeOf(session);
  if (elearningUuid === undefined) {
    const rows = await clientRows<CountsRow>(db, session, perELearning(scope, language));
    const sums = Object.fromEntries(COUNT_NAMES.map((name) => [name, rows.reduce((sum, row) => sum + row[name], 0)])) as Counts;
    return { items: rows.map(withRate), total: withRate(sums) };
  }
  await assertInClient(db, session, 'elearning', [elearningUuid], 'ELearning.NotFound');
  const rows = await clientRows<CountsRow>(db, session, perOrgUnit(scope, elearningUuid, language));
  return {
    items: rows.map(withRate),
    total:
      scope.kind === 'client'
        ? await tallyTotalOf(db, session, elearningUuid)
        : await totalOf(db, session, sql`${memberInScope(scope, 'm')} AND t.elearning_id = ${elearningUuid}`),
  };
}

/** read-member-statistics: the signed-in member's own figures. */
export function readMemberStatistics(db: Database, session: SessionContext): Promise<ELearningFigures> {
  return totalOf(db, session, sql`m.id = ${requireMember(session)}`);
}
