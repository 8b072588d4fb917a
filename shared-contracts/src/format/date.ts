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
  const timeZone = isCalendarDay ? 'UTC' : options.timeZone;
  const locale = toLocale(language);
  return numericDay(date, locale, timeZone) ?? dateTimeFormat(locale, { ...DAY, timeZone }).format(date);
}

// The separator of `DAY` per locale, as Intl writes it.
const DAY_SEPARATORS: Record<string, string> = { 'de-DE': '.', 'en-GB': '/' };
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * `DAY` written without Intl where the date's own fields give the day (in UTC or the runtime's
 * zone): a browser loads ICU's locale data on its first date format, a long task on a phone's
 * main thread in the middle of a page's first render. Another time zone answers undefined.
 */
function numericDay(date: Date, locale: string, timeZone: string | undefined): string | undefined {
  const separator = DAY_SEPARATORS[locale];
  if (separator === undefined || (timeZone !== undefined && timeZone !== 'UTC')) return undefined;
  const utc = timeZone === 'UTC';
  const day = utc ? date.getUTCDate() : date.getDate();
  const month = (utc ? date.getUTCMonth() : date.getMonth()) + 1;
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  return [twoDigits(day), twoDigits(month), String(year)].join(separator);
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
