import type { ELearningFigures, ELearningStatisticsRow, Language } from '@compliance/shared-contracts';
import type { SessionContext } from '../context';
import type { Database } from '../db';
import { contentText } from './content-catalog';
import { keptTally, onlyKeptId, standingStatus, type KeptScope } from './elearning-standing';
import { orgUnitInScope } from './scope';
import { CLIENT, clientRows, sql, type Sql } from './sql';

// The E-Learning figures of members in an admin's scope, computed in SQL: each member with an
// E-Learning counts once per E-Learning, by their current task. Read by the E-Learning statistics
// and the admins' overview.

/** The standing an open task `t` gives its member: a repetition not yet due or started counts as completed. */
export const OPEN_TASK_STANDING = sql`CASE WHEN t.due_date < CURRENT_DATE THEN 'overdue' WHEN t.started_at IS NOT NULL THEN 'inprogress'
  WHEN t.is_repeat THEN 'completed' ELSE 'due' END`;

/**
 * Each member's standing per E-Learning (`elearning_id`, `member_id`, `standing`) for the members
 * `members` selects (a condition on the member `m`): the open task's status (a repetition not yet
 * due or started counts as completed), or completed where a done task has no open successor (a
 * once-only E-Learning). Archived members and withdrawn tasks do not count.
 */
export function standings(members: Sql): Sql {
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
export const COUNTS = sql`count(s.member_id)::int AS assigned,
  count(*) FILTER (WHERE s.standing = 'completed')::int AS completed,
  count(*) FILTER (WHERE s.standing = 'inprogress')::int AS inprogress,
  count(*) FILTER (WHERE s.standing = 'due')::int AS due,
  count(*) FILTER (WHERE s.standing = 'overdue')::int AS overdue`;

export type Counts = Omit<ELearningFigures, 'completionRate'>;
export const NO_COUNTS: Counts = { assigned: 0, completed: 0, inprogress: 0, due: 0, overdue: 0 };

/** Completed of assigned in percent, one decimal (0 with nobody assigned). */
export const completionRateOf = (assigned: number, completed: number): number =>
  assigned === 0 ? 0 : Math.round((1000 * completed) / assigned) / 10;

/** Counts with their completion rate. */
export const withRate = <Row extends Counts>(row: Row): Row & { completionRate: number } => ({
  ...row,
  completionRate: completionRateOf(row.assigned, row.completed),
});

/**
 * The counts over the tally table rows `t` of a group (020_elearning_standing_tally.sql), each row
 * under the status it stands for today (standingStatus), as OPEN_TASK_STANDING does for a task.
 */
const TALLY_STANDING = standingStatus('t');
export const TALLY_COUNTS = sql`COALESCE(sum(t.members), 0)::int AS assigned,
  COALESCE(sum(t.members) FILTER (WHERE ${TALLY_STANDING} = 'completed'), 0)::int AS completed,
  COALESCE(sum(t.members) FILTER (WHERE ${TALLY_STANDING} = 'inprogress'), 0)::int AS inprogress,
  COALESCE(sum(t.members) FILTER (WHERE ${TALLY_STANDING} = 'due'), 0)::int AS due,
  COALESCE(sum(t.members) FILTER (WHERE ${TALLY_STANDING} = 'overdue'), 0)::int AS overdue`;

/** Per active E-Learning of the client, by title: the figures of the members in the scope, from its kept tally (063). */
function perELearning(scope: KeptScope, language: Language): Sql {
  const title = contentText('c', 'title', language);
  return sql`SELECT e.id AS "elearningUuid", ${title} AS title, NULL::uuid AS "orgUnitUuid", NULL AS "orgUnitName", ${TALLY_COUNTS}
      FROM elearning e JOIN elearning_course c ON c.id = e.course_id LEFT JOIN (${keptTally(scope)}) t ON t.elearning_id = e.id
     WHERE e.client_id = ${CLIENT} AND e.status = 'active'
     GROUP BY e.id, c.texts ORDER BY lower(${title}), e.id`;
}

/**
 * The standings of the members in the scope per org unit, as tally rows (`org_unit_id`,
 * `org_unit_name`, `elearning_id`, `kind`, `due_date`, `members`), as keptTally gives them for the
 * scope as a whole: the units' own tally rows (063) for the client and an ou-admin, the units'
 * parts at a loc-admin's one location (065); a loc-admin's of several locations counted here from
 * their standings, a member at two of them once (a unit's standing of a member is their standing
 * as a whole).
 */
export function unitTally(scope: KeptScope): Sql {
  const location = scope.kind === 'locations' ? onlyKeptId(scope) : undefined;
  if (scope.kind === 'locations' && location === undefined) {
    return sql`SELECT o.id AS org_unit_id, o.name AS org_unit_name, l.elearning_id, l.kind, COALESCE(l.due_date, 'infinity') AS due_date,
               count(*)::int AS members
        FROM (SELECT DISTINCT s.member_id, s.elearning_id, s.kind, s.due_date FROM elearning_standing s
               WHERE s.client_id = ${CLIENT} AND s.scope_id = ANY(${[...scope.keptIds]}::uuid[])) l
        JOIN org_unit_member om ON om.member_id = l.member_id JOIN org_unit o ON o.id = om.org_unit_id
       GROUP BY o.id, o.name, l.elearning_id, l.kind, COALESCE(l.due_date, 'infinity')`;
  }
  const unitScope = location === undefined ? sql`o.id` : sql`org_unit_at_location_scope(o.id, ${location}::uuid)`;
  return sql`SELECT o.id AS org_unit_id, o.name AS org_unit_name, t.elearning_id, t.kind, t.due_date, t.members
      FROM org_unit o JOIN elearning_standing_tally t ON t.client_id = ${CLIENT} AND t.scope_id = ${unitScope}
     WHERE o.client_id = ${CLIENT} AND ${orgUnitInScope(scope, 'o')}`;
}

/** An org unit's figures: its members' standings (one per member and active E-Learning), completed and overdue. */
export interface OrgUnitFigures {
  orgUnit: { uuid: string; name: string };
  assigned: number;
  completed: number;
  overdue: number;
}

/**
 * Per org unit in the scope with members assigned an active E-Learning: how many of their
 * standings there are, how many are completed and how many overdue, in no order; one walk over
 * the units' tally rows (unitTally) for the overview's completion and overdue shares alike.
 */
export async function readFiguresPerOrgUnit(db: Database, session: SessionContext, scope: KeptScope): Promise<OrgUnitFigures[]> {
  const rows = await clientRows<{ id: string; name: string } & Counts>(
    db,
    session,
    sql`SELECT * FROM (SELECT t.org_unit_id AS id, t.org_unit_name AS name, ${TALLY_COUNTS}
                         FROM (${unitTally(scope)}) t JOIN elearning e ON e.id = t.elearning_id AND e.status = 'active'
                        GROUP BY t.org_unit_id, t.org_unit_name) c
         WHERE c.assigned > 0`.prepare(),
  );
  return rows.map(({ id, name, assigned, completed, overdue }) => ({ orgUnit: { uuid: id, name }, assigned, completed, overdue }));
}

/** Per active E-Learning of the client, by title: the figures of the members in the scope, with the completion rate. */
export async function readFiguresPerELearning(
  db: Database,
  session: SessionContext,
  scope: KeptScope,
  language: Language,
): Promise<ELearningStatisticsRow[]> {
  const rows = await clientRows<Omit<ELearningStatisticsRow, 'completionRate'>>(db, session, perELearning(scope, language).prepare());
  return rows.map(withRate);
}
