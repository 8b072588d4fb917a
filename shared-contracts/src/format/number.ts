import { DEFAULT_LANGUAGE, toLocale } from './language';
import { numberFormat } from './intl-cache';

/** Fraction digit bounds of a formatted number. */
export interface NumberFormatOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/** Default fraction digits of formatted numbers (docs/product.md §9). */
export const DEFAULT_MINIMUM_FRACTION_DIGITS = 2;
/** Default maximum fraction digits of formatted numbers (docs/product.md §9). */
export const DEFAULT_MAXIMUM_FRACTION_DIGITS = 5;

/** Formats a number for a UI language: formatNumber(1234.5) → '1.234,50', in en_GB '1,234.50'. */
export function formatNumber(value: number, language: string = DEFAULT_LANGUAGE, options: NumberFormatOptions = {}): string {
  // An explicit bound wins over the other side's default, so { maximumFractionDigits: 0 } gives
  // integers and { minimumFractionDigits: 6 } six decimals instead of Intl throwing a RangeError.
  const maximumFractionDigits =
    options.maximumFractionDigits ??
    Math.max(DEFAULT_MAXIMUM_FRACTION_DIGITS, options.minimumFractionDigits ?? DEFAULT_MINIMUM_FRACTION_DIGITS);
  const minimumFractionDigits = Math.min(options.minimumFractionDigits ?? DEFAULT_MINIMUM_FRACTION_DIGITS, maximumFractionDigits);
  return numberFormat(toLocale(language), { minimumFractionDigits, maximumFractionDigits }).format(value);
}
