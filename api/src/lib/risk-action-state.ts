import { sql } from './sql';

// A measure's state (risk actions, 023_risk_evaluation.sql, 056_risk_action_history.sql) is
// computed: defined until agreed, agreed until its check found it effective, then done; cancelled
// once cancelled, carried over once the next run continued it, whatever it was. Shared by the measures' own list, the evaluation, the members'
// follow-up tasks and the admins' overview; each condition below builds on the one before it.

/** The measure `x` counts: it is not cancelled (a cancelled one stays in its history only). */
export const ACTION_IN_FORCE = sql`x.cancelled_at IS NULL`;

/** The status of the measure `x` (RISK_ACTION_STATUSES). */
export const ACTION_STATUS = sql`CASE WHEN x.cancelled_at IS NOT NULL THEN 'cancelled' WHEN x.carried_over_at IS NOT NULL THEN 'carried-over'
  WHEN x.check_effective IS TRUE THEN 'done' WHEN x.agreed_at IS NOT NULL THEN 'agreed' ELSE 'defined' END`;

/**
 * The measure `x` is open: in force and not yet found effective. Its risk's status in its own run
 * follows it even once it was carried over (it was not finished in that run).
 */
export const ACTION_OPEN = sql`(${ACTION_IN_FORCE} AND x.check_effective IS NOT TRUE)`;

/** The measure `x` is open and followed up in its own run: not carried over (a carried one is followed up in the next). */
export const ACTION_PURSUED = sql`(${ACTION_OPEN} AND x.carried_over_at IS NULL)`;

/** The measure `x` is pursued and past its due date. */
export const ACTION_OVERDUE = sql`(${ACTION_PURSUED} AND x.due_date < CURRENT_DATE)`;

/** The measure `x` is pursued and agreed: a follow-up task of its responsible member (docs/product.md §4). */
export const ACTION_FOLLOW_UP = sql`(${ACTION_PURSUED} AND x.agreed_at IS NOT NULL)`;

/** The follow-up `x` has reached its due date: its effectiveness check is due. */
export const ACTION_CHECK_DUE = sql`(${ACTION_FOLLOW_UP} AND x.due_date <= CURRENT_DATE)`;
