/** Every validation message key of docs/product.md §8; forms translate them, the server returns them. */
export const VALIDATION_KEYS = [
  'required',
  'email',
  'minlength',
  'maxlength',
  'min',
  'max',
  'numeric',
  'phoneNumber',
  'password',
  'shouldMatch',
  'shouldNotMatch',
  'identifier',
  'clientIdentifier',
  'username',
  'checkUsername',
  'zipcode',
  'invalidDate',
  'minDate',
  'maxDate',
  // Not in docs/product.md §8: stored links are only web addresses (a javascript: link would run code).
  'url',
  // Not in docs/product.md §8: the licensee's theme colours and their contrast (WCAG AA), and its domains.
  'colour',
  'contrast',
  'hostname',
  'unknown',
] as const;

/** One of the validation message keys of docs/product.md §8. */
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

/** Values interpolated into the translated message, e.g. `{ chars: 8 }`. */
export type ValidationParams = Record<string, string | number>;

/** A failed validation: the message key plus what the message needs. */
export interface ValidationError {
  key: ValidationKey;
  params?: ValidationParams;
}

/** A validator answers `undefined` when the value is fine. */
export type ValidationResult = ValidationError | undefined;

/** A single-value validator as used by form fields and server checks alike. */
export type Validator<TValue = unknown> = (value: TValue) => ValidationResult;

/** Tells whether a string is one of the known validation keys. */
export function isValidationKey(candidate: string): candidate is ValidationKey {
  return (VALIDATION_KEYS as readonly string[]).includes(candidate);
}

/** Builds a validation error, leaving out `params` when there are none. */
export function validationError(key: ValidationKey, params?: ValidationParams): ValidationError {
  return params === undefined ? { key } : { key, params };
}

/**
 * Tells whether a form value counts as "not filled in".
 * Whitespace-only text counts as empty because a name of blanks is no name.
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Tells whether a value is text with something besides blanks; the narrowing spares callers null checks. */
export function hasText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** Runs validators in order and answers the first error, as a field shows one message at a time. */
export function firstError<TValue>(value: TValue, validators: readonly Validator<TValue>[]): ValidationResult {
  for (const validate of validators) {
    const error = validate(value);
    if (error !== undefined) return error;
  }
  return undefined;
}

/** Combines validators into one, answering the first error. */
export function composeValidators<TValue>(...validators: Validator<TValue>[]): Validator<TValue> {
  return (value) => firstError(value, validators);
}
