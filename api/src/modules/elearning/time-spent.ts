import type { ScormVersionName } from '@compliance/shared-contracts';
import type { CmiValues } from './completion';

// Time spent on an activity, as the admins' attempt view, the attempts list and the statistics
// export show it: the SCO's total time, which the runtime's commits carry (the total handed over
// at launch plus the session so far, executions.ts), read from the book's format.

/** SCORM 1.2 CMITimespan (RTE §3.4.2): HHHH:MM:SS.SS, hours of two to four digits. */
const TIMESPAN_12 = /^(\d{2,4}):(\d{2}):(\d{2}(?:\.\d{1,2})?)$/;

/**
 * SCORM 2004 timeinterval (second,10,2) (RTE §4.1.1.4), ISO 8601's duration: P[nY][nM][nD][T[nH][nM][nS]].
 * A year counts 365 days and a month 30, as nothing in the book ties them to a calendar.
 */
const INTERVAL_2004 = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

const DAY = 24 * 3600;

/** Whole seconds of a 1.2 timespan or 2004 interval; 0 for an empty or malformed value (the runtime refuses those). */
export function scormTimeSeconds(version: ScormVersionName, value: string | number | undefined): number {
  if (typeof value !== 'string') return 0;
  if (version === '1.2') {
    const parts = TIMESPAN_12.exec(value);
    return parts ? Math.round(Number(parts[1]) * 3600 + Number(parts[2]) * 60 + Number(parts[3])) : 0;
  }
  const parts = INTERVAL_2004.exec(value);
  if (!parts || value === 'P' || value.endsWith('T')) return 0;
  const [years, months, days, hours, minutes, seconds] = parts.slice(1).map((part) => Number(part ?? 0));
  return Math.round(years! * 365 * DAY + months! * 30 * DAY + days! * DAY + hours! * 3600 + minutes! * 60 + seconds!);
}

/** The whole seconds an activity's run-time data says were spent on it (its total time). */
export function activitySecondsSpent(version: ScormVersionName, cmi: CmiValues): number {
  return scormTimeSeconds(version, cmi[version === '1.2' ? 'cmi.core.total_time' : 'cmi.total_time']);
}

/**
 * Whether a completed attempt went by so fast that it needs a look (issue 70): under a quarter of
 * the course's stated duration. A course without a duration marks nothing.
 */
export function completedQuickly(secondsSpent: number, durationMinutes: number | null): boolean {
  return durationMinutes !== null && durationMinutes > 0 && secondsSpent * 4 < durationMinutes * 60;
}
