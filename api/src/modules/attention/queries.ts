import type { Queryable } from '../../db';
import { WHOLE_ELEARNING, certificateRunsOut, standingIs, talliedCertificatesRunningOut } from '../../lib/elearning-standing';
import { ACTION_CHECK_DUE, ACTION_OVERDUE } from '../../lib/risk-action-state';
import { ANALYSIS_SHORT_OF_ANSWERS } from '../../lib/risk-attention';
import { assessmentInScope, memberInScope, orgUnitInScope, unitsAdministeredBy, type Scope } from '../../lib/scope';
import { CLIENT, clientRows, sql, type ClientRef, type Sql } from '../../lib/sql';

// The admins' overview, counted in the database: one statement per figure group, never one per
// org unit or location.

/** A figure as a whole (`whole`), or one org unit's share of it (`orgUnitId` null: reaching no unit). */
export interface OrgUnitFigure {
  whole: boolean;
  orgUnitId: string | null;
  orgUnitName: string | null;
  count: number;
}

/**
 * Open tasks of active E-Learnings past their due date, as a whole and per org unit of the member
 * (a member of two units counts in both). Trigger-maintained standings (020) hold a row per task
 * for the whole and one per org unit of its member, and a tally of them: the whole client's
 * figures and every unit's share come from the tally, a few hundred rows; an ou-admin's whole
 * from their units' standings, each task once; a loc-admin's from their members' standings.
 */
function overdueELearningTasks(scope: Scope): Sql {
  const unitShares = sql`SELECT false AS whole, o.id AS "orgUnitId", o.name AS "orgUnitName", sum(t.members)::int AS count
                           FROM elearning e JOIN elearning_standing_tally t ON t.elearning_id = e.id JOIN org_unit o ON o.id = t.org_unit_id
                          WHERE e.client_id = ${CLIENT} AND e.status = 'active' AND ${standingIs('t', 'overdue')} AND ${orgUnitInScope(scope, 'o')}
                          GROUP BY o.id, o.name HAVING sum(t.members) > 0`;
  if (scope.kind === 'client') {
    return sql`SELECT true AS whole, NULL::uuid AS "orgUnitId", NULL AS "orgUnitName", COALESCE(sum(t.members), 0)::int AS count
                 FROM elearning e JOIN elearning_standing_tally t ON t.elearning_id = e.id AND t.org_unit_id = ${WHOLE_ELEARNING}
                WHERE e.client_id = ${CLIENT} AND e.status = 'active' AND ${standingIs('t', 'overdue')}
               UNION ALL ${unitShares}`;
  }
  if (scope.kind === 'org-units') {
    return sql`SELECT true AS whole, NULL::uuid AS "orgUnitId", NULL AS "orgUnitName", count(*)::int AS count
                 FROM (SELECT DISTINCT s.member_id, s.elearning_id FROM elearning_standing s
                         JOIN elearning e ON e.id = s.elearning_id AND e.status = 'active'
                        WHERE s.client_id = ${CLIENT} AND s.org_unit_id IN (${unitsAdministeredBy(scope.memberId)})
                          AND ${standingIs('s', 'overdue')}) overdue
               UNION ALL ${unitShares}`;
  }
  return sql`WITH overdue AS (
               SELECT s.member_id FROM elearning_standing s
                 JOIN member m ON m.id = s.member_id
                 JOIN elearning e ON e.id = s.elearning_id AND e.status = 'active'
                WHERE s.client_id = ${CLIENT} AND s.org_unit_id = ${WHOLE_ELEARNING}
                  AND ${standingIs('s', 'overdue')} AND ${memberInScope(scope, 'm')})
             SELECT true AS whole, NULL::uuid AS "orgUnitId", NULL AS "orgUnitName", count(*)::int AS count FROM overdue
             UNION ALL
             SELECT false, o.id, o.name, count(*)::int
               FROM overdue d JOIN org_unit_member om ON om.member_id = d.member_id JOIN org_unit o ON o.id = om.org_unit_id
              GROUP BY o.id, o.name`;
}

/** The overdue E-Learning tasks in the scope, as a whole and per org unit. */
export const readOverdueELearningTasks = (db: Queryable, client: ClientRef, scope: Scope): Promise<OrgUnitFigure[]> =>
  clientRows<OrgUnitFigure>(db, client, overdueELearningTasks(scope));

/**
 * Members in the scope whose latest certificate of an active E-Learning runs out today or within
 * the next days (a later completion renews it, so only the latest counts). The whole client's come
 * from the tally table (026_certificate_tally.sql), a row per E-Learning and date; a narrower scope
 * counts its members' results.
 */
export async function countExpiringCertificates(db: Queryable, client: ClientRef, scope: Scope): Promise<number> {
  const [row] = await clientRows<{ count: number }>(
    db,
    client,
    scope.kind === 'client'
      ? talliedCertificatesRunningOut()
      : sql`SELECT count(*)::int AS count
              FROM elearning_result r
              JOIN member m ON m.id = r.member_id AND m.archived_at IS NULL
              JOIN elearning e ON e.id = r.elearning_id AND e.status = 'active'
             WHERE r.client_id = ${CLIENT} AND ${certificateRunsOut(sql`r.valid_until`)} AND ${memberInScope(scope, 'm')}
               AND NOT EXISTS (SELECT 1 FROM elearning_result later WHERE later.member_id = r.member_id
                                  AND later.elearning_id = r.elearning_id AND later.completed_at > r.completed_at)`,
  );
  return row?.count ?? 0;
}

/**
 * Measures past their due date and not yet found effective, of assessments in the scope, as a whole
 * and per org unit the assessment is assigned to (an assessment assigned to a location or to
 * members reaches no unit).
 */
export const readOverdueRiskActions = (db: Queryable, client: ClientRef, scope: Scope): Promise<OrgUnitFigure[]> =>
  clientRows<OrgUnitFigure>(
    db,
    client,
    sql`WITH overdue AS (
          SELECT x.id, a.id AS assessment_id FROM risk_action x
            JOIN risk_result res ON res.id = x.result_id JOIN risk_assessment a ON a.id = res.risk_assessment_id
           WHERE x.client_id = ${CLIENT} AND ${ACTION_OVERDUE} AND ${assessmentInScope(scope)})
        SELECT true AS whole, NULL::uuid AS "orgUnitId", NULL AS "orgUnitName", count(*)::int AS count FROM overdue
        UNION ALL
        SELECT false, o.id, o.name, count(DISTINCT d.id)::int
          FROM overdue d
          LEFT JOIN risk_assessment_assignment sx ON sx.risk_assessment_id = d.assessment_id AND sx.kind = 'org-unit'
          LEFT JOIN org_unit o ON o.id = sx.org_unit_id
         WHERE o.id IS NULL OR ${orgUnitInScope(scope, 'o')}
         GROUP BY o.id, o.name`,
  );

/** Agreed measures of assessments in the scope whose effectiveness check is due. */
export async function countChecksDue(db: Queryable, client: ClientRef, scope: Scope): Promise<number> {
  const [row] = await clientRows<{ count: number }>(
    db,
    client,
    sql`SELECT count(*)::int AS count FROM risk_action x
          JOIN risk_result res ON res.id = x.result_id JOIN risk_assessment a ON a.id = res.risk_assessment_id
         WHERE x.client_id = ${CLIENT} AND ${ACTION_CHECK_DUE} AND ${assessmentInScope(scope)}`,
  );
  return row?.count ?? 0;
}

/** Running analyses of active assessments in the scope with fewer completed questionnaires than an evaluation needs. */
export async function countAnalysesShortOfThreshold(db: Queryable, client: ClientRef, scope: Scope): Promise<number> {
  const [row] = await clientRows<{ count: number }>(
    db,
    client,
    sql`SELECT count(*)::int AS count FROM risk_analysis an JOIN risk_assessment a ON a.id = an.risk_assessment_id
         WHERE an.client_id = ${CLIENT} AND ${ANALYSIS_SHORT_OF_ANSWERS} AND ${assessmentInScope(scope)}`,
  );
  return row?.count ?? 0;
}
