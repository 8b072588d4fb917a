import { sql } from './sql';

// A measure's state (risk actions, 023_risk_evaluation.sql, 056_risk_action_history.sql) is
// computed: defined until agreed, agreed until its check found it effective, then done; cancelled
// once cancelled, whatever it was. Shared by the measures' own list and the admins' overview,
// which counts the overdue ones.

/** The measure `x` counts: it is not cancelled (a cancelled one stays in its history only). */
export const ACTION_IN_FORCE = sql`x.cancelled_at IS NULL`;

/** The status of the measure `x` (RISK_ACTION_STATUSES). */
export const ACTION_STATUS = sql`CASE WHEN x.cancelled_at IS NOT NULL THEN 'cancelled' WHEN x.check_effective IS TRUE THEN 'done'
  WHEN x.agreed_at IS NOT NULL THEN 'agreed' ELSE 'defined' END`;

/** The measure `x` is in force, not yet found effective and past its due date. */
export const ACTION_OVERDUE = sql`(x.cancelled_at IS NULL AND x.check_effective IS NOT TRUE AND x.due_date < CURRENT_DATE)`;

/**
 * The measure `x` is agreed, in force, not yet found effective, and its due date has come: its
 * effectiveness check is due (a follow-up task, docs/product.md §4).
 */
export const ACTION_CHECK_DUE = sql`(x.cancelled_at IS NULL AND x.agreed_at IS NOT NULL AND x.check_effective IS NOT TRUE AND x.due_date <= CURRENT_DATE)`;
