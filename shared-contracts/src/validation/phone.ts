// The `max` metadata is used on purpose: with the smaller default set libphonenumber-js only
// checks the length of a number, so "+49 000 0000000" would pass as a German number.
import { isSupportedCountry, parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/max';
import { hasText, validationError, type ValidationResult } from './validation-error';
import type { TextValue } from './basic';

/** Country assumed for numbers typed without an international prefix (docs/product.md §5). */
export const DEFAULT_PHONE_COUNTRY = 'DE';

function parseValidPhoneNumber(value: string, defaultCountry: string): PhoneNumber | undefined {
  const country = defaultCountry.trim().toUpperCase();
  const parsed = isSupportedCountry(country)
    ? parsePhoneNumberFromString(value, { defaultCountry: country })
    : parsePhoneNumberFromString(value);
  return parsed?.isValid() ? parsed : undefined;
}

/** Tells whether text is a valid phone number, national numbers read as `defaultCountry` (DE). */
export function isValidPhoneNumber(value: string, defaultCountry: string = DEFAULT_PHONE_COUNTRY): boolean {
  return parseValidPhoneNumber(value, defaultCountry) !== undefined;
}

/** Normalises a valid phone number to E.164 (e.g. '+4930123456'); `undefined` when it is not valid. */
export function normalizePhoneNumber(value: string, defaultCountry: string = DEFAULT_PHONE_COUNTRY): string | undefined {
  return parseValidPhoneNumber(value, defaultCountry)?.number;
}

/** Fails with 'phoneNumber' when a filled-in value is not a valid phone number. */
export function validatePhoneNumber(value: TextValue, defaultCountry: string = DEFAULT_PHONE_COUNTRY): ValidationResult {
  if (!hasText(value)) return undefined;
  return isValidPhoneNumber(value, defaultCountry) ? undefined : validationError('phoneNumber');
}
