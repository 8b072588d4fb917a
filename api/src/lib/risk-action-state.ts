import { sql } from './sql';

// A measure's state (risk actions, 023_risk_evaluation.sql) is computed: defined until agreed,
// agreed until its check found it effective, then done. Shared by the measures' own list and the
// admins' overview, which counts the overdue ones.

/** The status of the measure `x` (RISK_ACTION_STATUSES). */
export const ACTION_STATUS = sql`CASE WHEN x.check_effective IS TRUE THEN 'done' WHEN x.agreed_at IS NOT NULL THEN 'agreed' ELSE 'defined' END`;

/** The measure `x` is not yet found effective and past its due date. */
export const ACTION_OVERDUE = sql`(x.check_effective IS NOT TRUE AND x.due_date < CURRENT_DATE)`;
