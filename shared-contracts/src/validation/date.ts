import { isEmptyValue, validationError, type ValidationResult } from './validation-error';

/** A plain ISO date, a calendar day without a time (YYYY-MM-DD), as payloads carry one. */
export const ISO_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A date as forms and payloads carry it: ISO text or a Date object. */
export type DateInput = string | Date;

/** Optional bounds of a date field, inclusive. */
export interface DateLimits {
  minDate?: DateInput | undefined;
  maxDate?: DateInput | undefined;
}

interface IsoDateParts {
  year: number;
  month: number;
  day: number;
  hasTime: boolean;
  /** Milliseconds since epoch; a time without an offset is read as UTC so browser and server agree. */
  instant: number;
}

const ISO_DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2 && isLeapYear(year)) return 29;
  return DAYS_IN_MONTH[month - 1] ?? 0;
}

function utcTimestamp(year: number, monthIndex: number, day: number, time: readonly number[]): number {
  const [hour = 0, minute = 0, second = 0, millisecond = 0] = time;
  const date = new Date(Date.UTC(2000, 0, 1, hour, minute, second, millisecond));
  // Date.UTC maps years 0-99 to 1900-1999; setting the year separately keeps e.g. year 0050 intact.
  date.setUTCFullYear(year, monthIndex, day);
  return date.getTime();
}

function parseOffsetMinutes(offset: string | undefined): number | undefined {
  if (offset === undefined || offset === 'Z') return 0;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2, 4));
  if (hours > 23 || minutes > 59) return undefined;
  return sign * (hours * 60 + minutes);
}

function parseIsoDateParts(text: string): IsoDateParts | undefined {
  const match = ISO_DATE_TIME_PATTERN.exec(text);
  if (match === null) return undefined;
  const [, yearText, monthText, dayText, hourText, minuteText, secondText, fractionText, offsetText] = match;
  const year = Number(yearText);
  const month = Number(monthText);
  const day = Number(dayText);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;

  const hour = Number(hourText ?? '0');
  const minute = Number(minuteText ?? '0');
  const second = Number(secondText ?? '0');
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const offsetMinutes = parseOffsetMinutes(offsetText);
  if (offsetMinutes === undefined) return undefined;

  const milliseconds = Math.floor(Number(`0.${fractionText ?? '0'}`) * 1000);
  const utc = utcTimestamp(year, month - 1, day, [hour, minute, second, milliseconds]);
  return { year, month, day, hasTime: hourText !== undefined, instant: utc - offsetMinutes * 60_000 };
}

function partsOfDate(date: Date): IsoDateParts | undefined {
  if (Number.isNaN(date.getTime())) return undefined;
  // A Date from a date picker stands for a local calendar day, so its day is read locally.
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hasTime: true,
    instant: date.getTime(),
  };
}

function toParts(value: DateInput): IsoDateParts | undefined {
  return typeof value === 'string' ? parseIsoDateParts(value.trim()) : partsOfDate(value);
}

function calendarDayKey(parts: IsoDateParts): number {
  return parts.year * 10_000 + parts.month * 100 + parts.day;
}

/** Negative when a is earlier; days are compared when either side is a plain date, else instants. */
function compareDates(a: IsoDateParts, b: IsoDateParts): number {
  if (!a.hasTime || !b.hasTime) return calendarDayKey(a) - calendarDayKey(b);
  return a.instant - b.instant;
}

function limitLabel(limit: DateInput): string {
  return typeof limit === 'string' ? limit.trim() : limit.toISOString();
}

/** Tells whether text is a real ISO date (YYYY-MM-DD) or ISO date-time, calendar checked (no 30 Feb). */
export function isValidIsoDate(text: string): boolean {
  return parseIsoDateParts(text.trim()) !== undefined;
}

/** Parses an ISO date or date-time to a Date (plain dates and offset-less times as UTC); `undefined` if invalid. */
export function parseIsoDate(text: string): Date | undefined {
  const parts = parseIsoDateParts(text.trim());
  return parts === undefined ? undefined : new Date(parts.instant);
}

/** Fails with invalidDate, minDate or maxDate (params carry the limit) for a filled-in date. */
export function validateDate(value: DateInput | null | undefined, limits: DateLimits = {}): ValidationResult {
  if (value === null || value === undefined || isEmptyValue(value)) return undefined;
  const parts = toParts(value);
  if (parts === undefined) return validationError('invalidDate');

  const { minDate, maxDate } = limits;
  if (minDate !== undefined) {
    const minParts = toParts(minDate);
    if (minParts !== undefined && compareDates(parts, minParts) < 0) {
      return validationError('minDate', { minDate: limitLabel(minDate) });
    }
  }
  if (maxDate !== undefined) {
    const maxParts = toParts(maxDate);
    if (maxParts !== undefined && compareDates(parts, maxParts) > 0) {
      return validationError('maxDate', { maxDate: limitLabel(maxDate) });
    }
  }
  return undefined;
}

/** The earliest birth date a member may have; an earlier one is a typing error. */
export const BIRTH_DATE_MIN = '1900-01-01';

/** The calendar day a Date falls on in the user's own time zone, as ISO text (YYYY-MM-DD). */
export function localIsoDay(date: Date): string {
  const digits = (part: number, width: number) => String(part).padStart(width, '0');
  // Four year digits also for early years: a date field passes through year 2 on the way to 2027.
  return `${digits(date.getFullYear(), 4)}-${digits(date.getMonth() + 1, 2)}-${digits(date.getDate(), 2)}`;
}

/** The calendar day of the user's own time zone, as ISO text (YYYY-MM-DD). */
export function localToday(now: Date = new Date()): string {
  return localIsoDay(now);
}

/** The calendar day in the zone whose day starts first on earth (UTC+14), as ISO text. */
export function latestTodayOnEarth(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60_000).toISOString().slice(0, 10);
}

/** The bounds of a birth date for a given today: the date picker's and the rule's alike. */
export function birthDateLimits(today: string): { minDate: string; maxDate: string } {
  return { minDate: BIRTH_DATE_MIN, maxDate: today };
}

/**
 * A birth date lies between 1900-01-01 and today (invalidDate, minDate, maxDate). Forms pass
 * the user's own today; the server, which cannot know the member's time zone, passes
 * latestTodayOnEarth() so a birth today is accepted anywhere.
 */
export function validateBirthDate(value: DateInput | null | undefined, today: string): ValidationResult {
  return validateDate(value, birthDateLimits(today));
}
