import { RISK_ANONYMITY_THRESHOLD } from '@compliance/shared-contracts';
import { ACTION_CHECK_DUE, ACTION_OVERDUE } from './risk-action-state';
import { sql, type Sql } from './sql';

// What the admins' overview counts among the analyses (RISK_OVERVIEW_ATTENTION), as conditions
// shared with the evaluation list's filters: the overview's figure and the list it links to
// always agree.

/** The result `res` has a measure not found effective past its due date. */
export const RESULT_HAS_OVERDUE_ACTION = sql`EXISTS (SELECT 1 FROM risk_action x WHERE x.result_id = res.id AND ${ACTION_OVERDUE})`;

/** The result `res` has an agreed measure whose effectiveness check is due. */
export const RESULT_HAS_CHECK_DUE = sql`EXISTS (SELECT 1 FROM risk_action x WHERE x.result_id = res.id AND ${ACTION_CHECK_DUE})`;

/**
 * The analysis `an` of the assessment `a` is running, the assessment active, and fewer of its
 * answers count than an evaluation needs (by the tally table of 032_risk_analysis_tally.sql, with
 * the counted ones of 043_risk_counted_answers.sql).
 */
export const ANALYSIS_SHORT_OF_ANSWERS = sql`(an.finished_at IS NULL AND a.status = 'active'
  AND coalesce((SELECT t.counted FROM risk_analysis_tally t WHERE t.analysis_id = an.id), 0) < ${RISK_ANONYMITY_THRESHOLD}::int)`;

/** The assessment `a` is assigned to the org unit. */
export const assessmentAssignedTo = (orgUnitId: string): Sql =>
  sql`EXISTS (SELECT 1 FROM risk_assessment_assignment sx WHERE sx.risk_assessment_id = a.id AND sx.kind = 'org-unit' AND sx.org_unit_id = ${orgUnitId})`;
