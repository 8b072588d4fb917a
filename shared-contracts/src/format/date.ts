import { ISO_DAY_PATTERN, parseIsoDate } from '../validation/date';
import { DEFAULT_LANGUAGE, toLocale } from './language';
import { dateTimeFormat } from './intl-cache';

/** A date to show: ISO text, a Date or epoch milliseconds. */
export type FormattableDate = string | Date | number;

/** Intl date and time styles. */
export type DateStyle = 'short' | 'medium' | 'long' | 'full';

/** Options of `formatDateTime`; `timeZone` defaults to the runtime's own. */
export interface DateTimeFormatOptions {
  dateStyle?: DateStyle;
  timeStyle?: DateStyle;
  timeZone?: string;
}

function toDate(value: FormattableDate): Date | undefined {
  const date = typeof value === 'string' ? parseIsoDate(value) : new Date(value);
  return date === undefined || Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * Formats a date for a UI language, short by default (de_DE '01.03.24', en_GB '01/03/2024').
 * A plain 'YYYY-MM-DD' is a calendar day, not an instant, so it is shown in UTC to keep its day
 * in every time zone. Invalid input gives ''.
 */
export function formatDate(
  value: FormattableDate,
  language: string = DEFAULT_LANGUAGE,
  style: DateStyle = 'short',
  timeZone?: string,
): string {
  const date = toDate(value);
  if (date === undefined) return '';
  const isCalendarDay = typeof value === 'string' && ISO_DAY_PATTERN.test(value.trim());
  const zone = isCalendarDay ? 'UTC' : timeZone;
  return dateTimeFormat(toLocale(language), { dateStyle: style, timeZone: zone }).format(date);
}

/**
 * A day as the product writes it in every language, the year in full (docs/product.md §9):
 * de_DE '01.03.2024', en_GB '01/03/2024'. Invalid input gives ''.
 */
export function formatDay(value: FormattableDate, language: string = DEFAULT_LANGUAGE, timeZone?: string): string {
  // German's short style cuts the year to two digits; its medium style is the numeric day in full.
  return formatDate(value, language, toLocale(language).startsWith('de') ? 'medium' : 'short', timeZone);
}

/** Formats date and time for a UI language, both short by default; invalid input gives ''. */
export function formatDateTime(value: FormattableDate, language: string = DEFAULT_LANGUAGE, options: DateTimeFormatOptions = {}): string {
  const date = toDate(value);
  if (date === undefined) return '';
  return dateTimeFormat(toLocale(language), {
    dateStyle: options.dateStyle ?? 'short',
    timeStyle: options.timeStyle ?? 'short',
    timeZone: options.timeZone,
  }).format(date);
}
