import { hasText, isEmptyValue, validationError, type ValidationResult } from './validation-error';

/** A form value that holds text; absent values are left to `validateRequired`. */
export type TextValue = string | null | undefined;

/** A form value that holds a number, typed or still as text. */
export type NumberValue = number | string | null | undefined;

/** Labels (or their i18n keys) of the two fields compared by match rules. */
export interface FieldPairLabels {
  field: string;
  otherField: string;
}

// Practical rather than RFC 5322 complete: one @, no blanks, no leading/trailing/double dots,
// a domain of at least two labels ending in an alphabetic top-level domain. Letters beyond
// ASCII are allowed because German addresses with umlaut domains exist.
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[\p{L}\p{N}!#$%&'*+/=?^_`{|}~.-]+(?<!\.)@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}$/u;

// RFC 5321 limit of a forward path; longer strings cannot be delivered anyway.
const EMAIL_MAX_LENGTH = 254;

const DIGITS_ONLY_PATTERN = /^\d+$/;

// German users type decimal commas, so both separators are read; anything else is not a number here.
const DECIMAL_PATTERN = /^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)$/;

/** Counts user-perceived characters closer than `.length`, so an emoji is one character, not two. */
export function countCharacters(text: string): number {
  return Array.from(text).length;
}

/** Reads a number typed in a form (dot or comma decimals); `undefined` when it is not one. */
export function parseFormNumber(value: NumberValue): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (!DECIMAL_PATTERN.test(trimmed)) return undefined;
  return Number(trimmed.replace(',', '.'));
}

/** Fails with 'required' when nothing was entered; `field` names the field for the message. */
export function validateRequired(value: unknown, field?: string): ValidationResult {
  if (!isEmptyValue(value)) return undefined;
  return field === undefined ? validationError('required') : validationError('required', { field });
}

/** Tells whether a string is a practical e-mail address (see EMAIL_PATTERN). */
export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** Fails with 'email' when a filled-in value is not an e-mail address. */
export function validateEmail(value: TextValue): ValidationResult {
  if (!hasText(value)) return undefined;
  return isValidEmail(value) ? undefined : validationError('email');
}

/** Fails with 'minlength' when a filled-in value has fewer than `minLength` characters. */
export function validateMinLength(value: TextValue, minLength: number): ValidationResult {
  if (value === null || value === undefined || value === '') return undefined;
  return countCharacters(value) < minLength ? validationError('minlength', { chars: minLength }) : undefined;
}

/** Fails with 'maxlength' when a value has more than `maxLength` characters. */
export function validateMaxLength(value: TextValue, maxLength: number): ValidationResult {
  if (value === null || value === undefined) return undefined;
  return countCharacters(value) > maxLength ? validationError('maxlength', { chars: maxLength }) : undefined;
}

/** Fails with 'min' when a numeric value is below `min`; non-numbers are left to `validateNumeric`. */
export function validateMin(value: NumberValue, min: number): ValidationResult {
  const parsed = parseFormNumber(value);
  return parsed !== undefined && parsed < min ? validationError('min', { min }) : undefined;
}

/** Fails with 'max' when a numeric value is above `max`; non-numbers are left to `validateNumeric`. */
export function validateMax(value: NumberValue, max: number): ValidationResult {
  const parsed = parseFormNumber(value);
  return parsed !== undefined && parsed > max ? validationError('max', { max }) : undefined;
}

/** Fails with 'numeric' when a filled-in value holds anything but the digits 0-9. */
export function validateNumeric(value: NumberValue): ValidationResult {
  if (isEmptyValue(value)) return undefined;
  const text = typeof value === 'number' ? String(value) : (value ?? '');
  return DIGITS_ONLY_PATTERN.test(text) ? undefined : validationError('numeric');
}

/** Fails with 'shouldMatch' when a filled-in value differs from the other field (e.g. password confirmation). */
export function validateShouldMatch(value: unknown, otherValue: unknown, labels: FieldPairLabels): ValidationResult {
  if (isEmptyValue(value) || value === otherValue) return undefined;
  return validationError('shouldMatch', { field: labels.field, otherField: labels.otherField });
}

/** Fails with 'shouldNotMatch' when a filled-in value equals the other field (e.g. new vs. old password). */
export function validateShouldNotMatch(value: unknown, otherValue: unknown, labels: FieldPairLabels): ValidationResult {
  if (isEmptyValue(value) || value !== otherValue) return undefined;
  return validationError('shouldNotMatch', { field: labels.field, otherField: labels.otherField });
}

/** Longest stored web address (homepage, licensee links). */
export const WEB_URL_MAX_LENGTH = 300;

/**
 * Tells whether a text is a web address that is safe to store and put into a link: http or
 * https, a host, no blanks and no user name before the host. Anything else (javascript:, data:,
 * a path, `https://bank.example@evil.example`) could run code or lead elsewhere than it reads.
 */
export function isWebUrl(value: string): boolean {
  if (/\s/.test(value) || !/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** Fails with 'url' when a filled-in value is not an http(s) address (see isWebUrl). */
export function validateWebUrl(value: TextValue): ValidationResult {
  if (!hasText(value)) return undefined;
  return isWebUrl(value.trim()) ? undefined : validationError('url');
}
