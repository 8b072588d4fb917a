import type { ELearningFigures, ELearningStatisticsRow, Language } from '@compliance/shared-contracts';
import type { SessionContext } from '../../context';
import type { Database } from '../../db';
import { memberInScope, orgUnitInScope, scopeOf, type Scope } from '../../lib/scope';
import { CLIENT, clientRows, sql, type Sql } from '../../lib/sql';
import { assertInClient, requireMember } from '../../plugins/client-scope';
import { courseText } from './queries';

// E-Learning statistics (read-statistics, read-member-statistics), computed in SQL: each member
// with an E-Learning counts once, by their current task.

/**
 * Each member's standing per E-Learning (`elearning_id`, `member_id`, `standing`) for the members
 * `members` selects (a condition on the member `m`): the open task's status (a repetition not yet
 * due or started counts as completed), or completed where a done task has no open successor (a
 * once-only E-Learning). Archived members and withdrawn tasks do not count.
 */
function standings(members: Sql): Sql {
  return sql`SELECT t.elearning_id, t.member_id,
         CASE WHEN t.due_date < CURRENT_DATE THEN 'overdue' WHEN t.started_at IS NOT NULL THEN 'inprogress'
              WHEN t.is_repeat THEN 'completed' ELSE 'due' END AS standing
    FROM elearning_task t JOIN member m ON m.id = t.member_id
   WHERE t.client_id = ${CLIENT} AND t.completed_at IS NULL AND t.withdrawn_at IS NULL AND m.archived_at IS NULL AND ${members}
  UNION ALL
  SELECT DISTINCT t.elearning_id, t.member_id, 'completed'
    FROM elearning_task t JOIN member m ON m.id = t.member_id
   WHERE t.client_id = ${CLIENT} AND t.completed_at IS NOT NULL AND t.withdrawn_at IS NULL AND m.archived_at IS NULL AND ${members}
     AND NOT EXISTS (SELECT 1 FROM elearning_task o WHERE o.elearning_id = t.elearning_id AND o.member_id = t.member_id
                        AND o.completed_at IS NULL AND o.withdrawn_at IS NULL)`;
}

/** The figures over the standings `s` of a group. */
const FIGURES = sql`count(s.member_id)::int AS assigned,
  count(*) FILTER (WHERE s.standing = 'completed')::int AS completed,
  count(*) FILTER (WHERE s.standing = 'inprogress')::int AS inprogress,
  count(*) FILTER (WHERE s.standing = 'due')::int AS due,
  count(*) FILTER (WHERE s.standing = 'overdue')::int AS overdue,
  coalesce(round(100.0 * count(*) FILTER (WHERE s.standing = 'completed') / nullif(count(s.member_id), 0), 1), 0)::float8 AS "completionRate"`;

const NO_FIGURES: ELearningFigures = { assigned: 0, completed: 0, inprogress: 0, due: 0, overdue: 0, completionRate: 0 };

/** Per active E-Learning of the client: the figures of the members in scope. */
function perELearning(scope: Scope, language: Language): Sql {
  return sql`WITH s AS (${standings(memberInScope(scope, 'm'))})
    SELECT e.id AS "elearningUuid", ${courseText('title', language)} AS title, NULL::uuid AS "orgUnitUuid", NULL AS "orgUnitName", ${FIGURES}
      FROM elearning e JOIN elearning_course c ON c.id = e.course_id LEFT JOIN s ON s.elearning_id = e.id
     WHERE e.client_id = ${CLIENT} AND e.status = 'active'
     GROUP BY e.id, c.texts ORDER BY lower(${courseText('title', language)}), e.id`;
}

/** Per org unit one E-Learning is assigned to (the ou-admin's own): its members' figures; a member of two units counts in both. */
function perOrgUnit(scope: Scope, elearningId: string, language: Language): Sql {
  return sql`WITH s AS (${standings(sql`${memberInScope(scope, 'm')} AND t.elearning_id = ${elearningId}`)})
    SELECT e.id AS "elearningUuid", ${courseText('title', language)} AS title, o.id AS "orgUnitUuid", o.name AS "orgUnitName", ${FIGURES}
      FROM elearning e JOIN elearning_course c ON c.id = e.course_id
      JOIN elearning_org_unit a ON a.elearning_id = e.id JOIN org_unit o ON o.id = a.org_unit_id
      LEFT JOIN (s JOIN org_unit_member om ON om.member_id = s.member_id) ON om.org_unit_id = o.id
     WHERE e.client_id = ${CLIENT} AND e.id = ${elearningId} AND ${orgUnitInScope(scope, 'o')}
     GROUP BY e.id, c.texts, o.id, o.name ORDER BY lower(o.name), o.id`;
}

/** The figures over every standing the query `standings` gives. */
async function totalOf(db: Database, session: SessionContext, members: Sql): Promise<ELearningFigures> {
  const [row] = await clientRows<ELearningFigures>(
    db,
    session,
    sql`WITH s AS (${standings(members)}) SELECT ${FIGURES} FROM s JOIN elearning e ON e.id = s.elearning_id AND e.status = 'active'`,
  );
  return row ?? NO_FIGURES;
}

/** read-statistics: per E-Learning, or per org unit of one E-Learning, with the totals. */
export async function readStatistics(
  db: Database,
  session: SessionContext,
  elearningUuid: string | undefined,
  language: Language,
): Promise<{ items: ELearningStatisticsRow[]; total: ELearningFigures }> {
  const scope = scopeOf(session);
  if (elearningUuid === undefined) {
    const items = await clientRows<ELearningStatisticsRow>(db, session, perELearning(scope, language));
    return { items, total: await totalOf(db, session, memberInScope(scope, 'm')) };
  }
  await assertInClient(db, session, 'elearning', [elearningUuid], 'ELearning.NotFound');
  const items = await clientRows<ELearningStatisticsRow>(db, session, perOrgUnit(scope, elearningUuid, language));
  return { items, total: await totalOf(db, session, sql`${memberInScope(scope, 'm')} AND t.elearning_id = ${elearningUuid}`) };
}

/** read-member-statistics: the signed-in member's own figures. */
export function readMemberStatistics(db: Database, session: SessionContext): Promise<ELearningFigures> {
  return totalOf(db, session, sql`m.id = ${requireMember(session)}`);
}
