import { hasText, validationError, type ValidationResult } from '../validation-error';
import { COUNTRIES, findCountry, indexCountries, type CountryIndex } from './countries';
import { POSTAL_CODE_FORMATS } from './formats';
import type { CountryEntry, PostalCodeFormat, PostalCodeFormatTable, PostalCodeValidationResult } from './types';

/** Country used by postal-code fields when no country is chosen (docs/product.md §5). */
export const DEFAULT_POSTAL_CODE_COUNTRY = 'DE';

/** Tables a postal-code validator works on; tests inject their own. */
export interface PostalCodeTables {
  countries?: readonly CountryEntry[];
  formats?: PostalCodeFormatTable;
}

/** Checks a postal code for a country given as alpha-2 or alpha-3 code. */
export type PostalCodeValidatorFunction = (
  countryCode: string | null | undefined,
  postalCode: string | null | undefined,
) => PostalCodeValidationResult;

const VALID: PostalCodeValidationResult = { valid: true };

function invalid(message: string): PostalCodeValidationResult {
  return { valid: false, message };
}

// Compiling once per format matters: forms validate on every key stroke. `null` marks a broken pattern.
const compiledPatterns = new WeakMap<PostalCodeFormat, RegExp | null>();

function compilePattern(format: PostalCodeFormat): RegExp | null {
  const cached = compiledPatterns.get(format);
  if (cached !== undefined) return cached;
  let pattern: RegExp | null;
  try {
    pattern = new RegExp(format.ValidationRegex, 'i');
  } catch {
    pattern = null;
  }
  compiledPatterns.set(format, pattern);
  return pattern;
}

/** Removes the format's redundant characters (e.g. blanks, hyphens) from a trimmed postal code. */
export function stripRedundantCharacters(format: PostalCodeFormat, postalCode: string): string {
  const redundant = format.RedundantCharacters;
  return Array.from(postalCode.trim())
    .filter((character) => !redundant.includes(character))
    .join('');
}

/** Tells whether a postal code fits a format; false also when the format's pattern cannot be compiled. */
export function matchesPostalCodeFormat(format: PostalCodeFormat, postalCode: string): boolean {
  const pattern = compilePattern(format);
  return pattern !== null && pattern.test(stripRedundantCharacters(format, postalCode));
}

/** Builds a postal-code validator over the given tables (defaults: the full country and format tables). */
export function createPostalCodeValidator(tables: PostalCodeTables = {}): PostalCodeValidatorFunction {
  const countryIndex: CountryIndex = indexCountries(tables.countries ?? COUNTRIES);
  const formats = tables.formats ?? POSTAL_CODE_FORMATS;

  return (countryCode, postalCode) => {
    if (!hasText(countryCode)) {
      return invalid('Missing country code.');
    }
    if (!hasText(postalCode)) {
      return invalid('Missing postal code.');
    }

    const normalizedCountry = countryCode.trim().toUpperCase();
    const country = findCountry(normalizedCountry, countryIndex);
    if (country === undefined) return invalid(`Unknown alpha2/alpha3 country code: ${normalizedCountry}`);
    if (country.postalCodeFormat === undefined) return VALID;

    const format = Object.hasOwn(formats, country.postalCodeFormat) ? formats[country.postalCodeFormat] : undefined;
    if (format === undefined || compilePattern(format) === null) {
      return invalid(`Failed to load postal code format "${country.postalCodeFormat}"`);
    }

    const trimmedCode = postalCode.trim();
    return matchesPostalCodeFormat(format, trimmedCode)
      ? VALID
      : invalid(`Postal code ${trimmedCode} is not valid for country ${normalizedCountry}`);
  };
}

/**
 * Checks a postal code against the format of a country (docs/product.md §5), e.g. ('de', ' 10115 ') is valid.
 * Countries without postal codes accept anything; failures carry the English message of docs/product.md §5.
 */
export const validatePostalCode: PostalCodeValidatorFunction = createPostalCodeValidator();

/** Form validator: fails with 'zipcode' for a filled-in postal code that does not fit the country (default DE). */
export function validateZipcode(
  value: string | null | undefined,
  countryCode: string | null | undefined = DEFAULT_POSTAL_CODE_COUNTRY,
): ValidationResult {
  if (!hasText(value)) return undefined;
  const country = hasText(countryCode) ? countryCode.trim().toUpperCase() : DEFAULT_POSTAL_CODE_COUNTRY;
  const result = validatePostalCode(country, value);
  return result.valid ? undefined : validationError('zipcode', { country });
}
