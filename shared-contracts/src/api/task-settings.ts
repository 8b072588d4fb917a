import { z } from 'zod';
import { ISO_DAY_PATTERN, validateDate, zodRefinement } from '../validation';
import {
  ELEARNING_FIRST_EXECUTION_BUFFER_DAYS,
  ELEARNING_MAX_INTERVAL_MONTHS,
  ELEARNING_STATUSES,
  TASK_DATE_LIMITS,
} from './elearning-values';

// The schedule every task-giving area shares (docs/product.md §3 "Task settings", §9): whether
// the area's item gives tasks, when the first one is due, how often it repeats and the dates
// it switches itself on and off. E-Learnings and risk assessments add their own fields to it.

/** A plain ISO date (YYYY-MM-DD) within the task limits; forms send null, not '', for no date. */
export const taskDateSchema = z
  .string()
  .regex(ISO_DAY_PATTERN)
  .superRefine(zodRefinement((value: string) => validateDate(value, TASK_DATE_LIMITS)));

/** Status, first execution buffer, interval, activation, deactivation and due date of a task-giving item. */
export const taskScheduleFields = z.object({
  status: z.enum(ELEARNING_STATUSES),
  firstExecutionBufferDays: z.literal(ELEARNING_FIRST_EXECUTION_BUFFER_DAYS),
  intervalMonths: z.number().int().min(0).max(ELEARNING_MAX_INTERVAL_MONTHS),
  activationDate: taskDateSchema.nullable(),
  deactivationDate: taskDateSchema.nullable(),
  dueDate: taskDateSchema.nullable(),
});

/** Switching off cannot come before switching on. */
export const datesInOrder = (settings: { activationDate: string | null; deactivationDate: string | null }): boolean =>
  settings.activationDate === null || settings.deactivationDate === null || settings.deactivationDate >= settings.activationDate;

/** Where a schedule whose dates are out of order shows its error. */
export const DATES_IN_ORDER = { path: ['deactivationDate'], message: 'minDate' };
