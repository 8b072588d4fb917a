import { applyScheduleDates } from '../../lib/schedule-dates';
import type { ScheduledJob } from '../../scheduler/jobs';

/**
 * Switches E-Learnings on and off on their activation and deactivation dates, each date once
 * (lib/schedule-dates.ts). Switching on gives the members of the assigned org units their tasks
 * (the table's activation trigger); switching off hides them.
 */
export const elearningDatesJob: ScheduledJob = {
  name: 'elearning-dates',
  // Dates are days: four runs an hour apply one within a quarter of an hour of its start.
  everySeconds: 15 * 60,
  run: (tx) => applyScheduleDates(tx, { table: 'elearning', area: 'elearning' }),
};
