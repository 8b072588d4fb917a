import type { RiskAssessmentSettings } from '@compliance/shared-contracts';
import { sql, type Sql } from './sql';

// The schedule every task-giving row stores alike (elearning, risk_assessment): status, first
// execution buffer, interval, activation, deactivation and due date (docs/product.md §3).

/** The schedule fields as the contracts name them (the task settings both areas share). */
export type TaskSchedule = RiskAssessmentSettings;

/** Selects a task-giving row's schedule under the contracts' names. */
export const SCHEDULE_COLUMNS: Sql = sql`status, first_execution_buffer_days AS "firstExecutionBufferDays", interval_months AS "intervalMonths",
  activation_date::text AS "activationDate", deactivation_date::text AS "deactivationDate", due_date::text AS "dueDate"`;

/**
 * The SET list that saves a schedule. A date saved anew takes effect from today on; dates already
 * past leave the status saved as it is (017_scheduler.sql).
 */
export const scheduleAssignments = (schedule: TaskSchedule): Sql =>
  sql`status = ${schedule.status}, first_execution_buffer_days = ${schedule.firstExecutionBufferDays},
      interval_months = ${schedule.intervalMonths}, activation_date = ${schedule.activationDate}::date,
      deactivation_date = ${schedule.deactivationDate}::date, due_date = ${schedule.dueDate}::date, updated_at = now(),
      dates_applied_through = CASE
        WHEN activation_date IS NOT DISTINCT FROM ${schedule.activationDate}::date
         AND deactivation_date IS NOT DISTINCT FROM ${schedule.deactivationDate}::date THEN dates_applied_through
        ELSE CURRENT_DATE - 1 END`;
