import { ISO_DAY_PATTERN, parseIsoDate } from '../validation/date';
import { DEFAULT_LANGUAGE, toLocale } from './language';
import { dateTimeFormat } from './intl-cache';

/** A date to show: ISO text, a Date or epoch milliseconds. */
export type FormattableDate = string | Date | number;

/** Options of `formatDate` and `formatDateTime`; `timeZone` defaults to the runtime's own. */
export interface DateTimeFormatOptions {
  timeZone?: string;
}

// One numeric format per language, the year in full (docs/product.md §9): Intl's named styles
// differ between languages (German 'short' cuts the year, British 'medium' spells the month).
const DAY: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const DAY_AND_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

function toDate(value: FormattableDate): Date | undefined {
  const date = typeof value === 'string' ? parseIsoDate(value) : new Date(value);
  return date === undefined || Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * A day as the product writes it: de_DE '01.03.2024', en_GB '01/03/2024'.
 * A plain 'YYYY-MM-DD' is a calendar day, not an instant, so it keeps its day in every time
 * zone. Invalid input gives ''.
 */
export function formatDate(value: FormattableDate, language: string = DEFAULT_LANGUAGE, options: DateTimeFormatOptions = {}): string {
  const date = toDate(value);
  if (date === undefined) return '';
  const isCalendarDay = typeof value === 'string' && ISO_DAY_PATTERN.test(value.trim());
  return dateTimeFormat(toLocale(language), { ...DAY, timeZone: isCalendarDay ? 'UTC' : options.timeZone }).format(date);
}

/** A moment as the product writes it, the day as `formatDate` and the time in hours and minutes: '01.03.2024, 15:05'; invalid input gives ''. */
export function formatDateTime(value: FormattableDate, language: string = DEFAULT_LANGUAGE, options: DateTimeFormatOptions = {}): string {
  const date = toDate(value);
  if (date === undefined) return '';
  return dateTimeFormat(toLocale(language), { ...DAY_AND_TIME, timeZone: options.timeZone }).format(date);
}

/** A calendar month 'YYYY-MM' as the product writes it: in full 'März 2026' / 'March 2026', short 'März 26' / 'Mar 26'; invalid input gives ''. */
export function formatMonth(value: string, language: string = DEFAULT_LANGUAGE, length: 'long' | 'short' = 'long'): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return '';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  const options: Intl.DateTimeFormatOptions =
    length === 'long' ? { month: 'long', year: 'numeric', timeZone: 'UTC' } : { month: 'short', year: '2-digit', timeZone: 'UTC' };
  return dateTimeFormat(toLocale(language), options).format(date);
}
