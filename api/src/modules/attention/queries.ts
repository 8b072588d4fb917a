import { ATTENTION_TREND_MONTHS, type RiskCell, type TaskMonth } from '@compliance/shared-contracts';
import type { Queryable } from '../../db';
import { onlyKeptId, certificatesRunningOut, type KeptScope } from '../../lib/elearning-standing';
import { ACTION_CHECK_DUE, ACTION_OVERDUE } from '../../lib/risk-action-state';
import { ANALYSIS_SHORT_OF_ANSWERS } from '../../lib/risk-attention';
import { assessmentInScope, memberInScope, orgUnitInScope, type Scope } from '../../lib/scope';
import { preparedUnlessValuesMatter } from '../../lib/paging';
import { CLIENT, clientRows, sql, sqlInteger, sqlKey, type ClientRef, type Sql } from '../../lib/sql';

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
 * Members in the scope whose latest certificate of an active E-Learning runs out today or within
 * the next days (a later completion renews it, so only the latest counts), from the certificates
 * kept per scope and their tally (026, 067).
 */
export async function countExpiringCertificates(db: Queryable, client: ClientRef, scope: KeptScope): Promise<number> {
  const [row] = await clientRows<{ count: number }>(db, client, certificatesRunningOut(scope).prepare());
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
         GROUP BY o.id, o.name`.prepare(),
  );

/** Agreed measures of assessments in the scope whose effectiveness check is due. */
export async function countChecksDue(db: Queryable, client: ClientRef, scope: Scope): Promise<number> {
  const [row] = await clientRows<{ count: number }>(
    db,
    client,
    sql`SELECT count(*)::int AS count FROM risk_action x
          JOIN risk_result res ON res.id = x.result_id JOIN risk_assessment a ON a.id = res.risk_assessment_id
         WHERE x.client_id = ${CLIENT} AND ${ACTION_CHECK_DUE} AND ${assessmentInScope(scope)}`.prepare(),
  );
  return row?.count ?? 0;
}

/** Running analyses of active assessments in the scope with fewer completed questionnaires than an evaluation needs. */
export async function countAnalysesShortOfThreshold(db: Queryable, client: ClientRef, scope: Scope): Promise<number> {
  const [row] = await clientRows<{ count: number }>(
    db,
    client,
    sql`SELECT count(*)::int AS count FROM risk_analysis an JOIN risk_assessment a ON a.id = an.risk_assessment_id
         WHERE an.client_id = ${CLIENT} AND ${ANALYSIS_SHORT_OF_ANSWERS} AND ${assessmentInScope(scope)}`.prepare(),
  );
  return row?.count ?? 0;
}

/** The first day of the oldest month the trend draws (ATTENTION_TREND_MONTHS months, this one last). */
const TREND_START = sql`(date_trunc('month', CURRENT_DATE) - ${sqlInteger(ATTENTION_TREND_MONTHS - 1)} * interval '1 month')::date`;

/**
 * Per day (`day`) from TREND_START to today: the tasks completed (`completed`) and fallen overdue
 * (`fell_overdue`) of the members `members` selects (a condition on the member `m`), counted from
 * the tasks as 061_elearning_task_day_tally.sql tallies them: completed on its completion's day
 * unless withdrawn; fallen overdue the day after its due date unless completed or withdrawn by then.
 */
function countedTaskDays(members: Sql): Sql {
  return sql`SELECT t.completed_at::date AS day, 1 AS completed, 0 AS fell_overdue
      FROM elearning_task t JOIN member m ON m.id = t.member_id
     WHERE t.client_id = ${CLIENT} AND t.completed_at::date BETWEEN ${TREND_START} AND CURRENT_DATE AND t.withdrawn_at IS NULL AND ${members}
    UNION ALL
    SELECT t.due_date + 1, 0, 1
      FROM elearning_task t JOIN member m ON m.id = t.member_id
     WHERE t.client_id = ${CLIENT} AND t.due_date + 1 BETWEEN ${TREND_START} AND CURRENT_DATE
       AND NOT COALESCE(t.completed_at::date <= t.due_date, false) AND NOT COALESCE(t.withdrawn_at::date <= t.due_date, false) AND ${members}`;
}

/**
 * The E-Learning tasks of the last ATTENTION_TREND_MONTHS months in the scope, a row per month
 * (none left out), the oldest first. From the day tally (061, 064) of the scope's one kept scope
 * (the whole client, a unit or a location), a few hundred rows; an admin of several units or
 * locations counts their members' tasks, each once.
 */
export function readTaskMonths(db: Queryable, client: ClientRef, scope: KeptScope): Promise<TaskMonth[]> {
  const only = onlyKeptId(scope);
  const days =
    only !== undefined
      ? sql`SELECT t.day, t.completed, t.fell_overdue FROM elearning_task_day_tally t
             WHERE t.client_id = ${CLIENT} AND t.scope_id = ${sqlKey(only)}::uuid AND t.day BETWEEN ${TREND_START} AND CURRENT_DATE`
      : countedTaskDays(memberInScope(scope, 'm'));
  const months = sql`SELECT to_char(g.month, 'YYYY-MM') AS month, COALESCE(sum(d.completed), 0)::int AS completed,
               COALESCE(sum(d.fell_overdue), 0)::int AS "fellOverdue"
          FROM generate_series(${TREND_START}, date_trunc('month', CURRENT_DATE)::date, interval '1 month') AS g(month)
          LEFT JOIN (${days}) d ON date_trunc('month', d.day) = g.month
         GROUP BY g.month ORDER BY g.month`;
  // One kept scope's day tally is read alike for every scope (its id a key): prepared; counting
  // the tasks of several scopes' members binds the admin, whose members' number shapes the plan.
  return clientRows<TaskMonth>(db, client, preparedUnlessValuesMatter(months, months));
}

/**
 * The risks of each assessment's latest evaluation in the scope, counted per cell of the matrix
 * (damage severity × probability), and how many assessments were evaluated: one statement, the
 * latest results found once.
 */
export async function readRiskCells(
  db: Queryable,
  client: ClientRef,
  scope: Scope,
): Promise<{ riskCells: RiskCell[]; evaluatedAssessments: number }> {
  const [row] = await clientRows<{ riskCells: RiskCell[]; evaluatedAssessments: number }>(
    db,
    client,
    sql`WITH latest AS (
          SELECT DISTINCT ON (res.risk_assessment_id) res.id FROM risk_result res JOIN risk_assessment a ON a.id = res.risk_assessment_id
           WHERE res.client_id = ${CLIENT} AND ${assessmentInScope(scope)} ORDER BY res.risk_assessment_id, res.created_at DESC, res.id),
        cells AS (
          SELECT r.damage_severity AS "damageSeverity", r.probability, count(*)::int AS count
            FROM latest l JOIN risk r ON r.result_id = l.id GROUP BY r.damage_severity, r.probability)
        SELECT (SELECT count(*)::int FROM latest) AS "evaluatedAssessments",
               COALESCE((SELECT json_agg(c ORDER BY c."damageSeverity" DESC, c.probability) FROM cells c), '[]'::json) AS "riskCells"`.prepare(),
  );
  return { riskCells: row?.riskCells ?? [], evaluatedAssessments: row?.evaluatedAssessments ?? 0 };
}
