import type { ValidationParams } from '../validation/validation-error';
import { formatDate } from './date';
import { DEFAULT_LANGUAGE } from './language';
import { formatNumber } from './number';

/** Params of validation messages that hold a date limit (ISO text from the validators). */
const DATE_PARAMS: ReadonlySet<string> = new Set(['minDate', 'maxDate']);

/**
 * The params of a validation message as the UI language writes them (docs/product.md §9): date limits as
 * its day with the year in full ('24.11.2026', '24/11/2026'), numbers with its separators ('1.000', '0,5');
 * labels and other text stay as they are.
 */
export function formatValidationParams(params: ValidationParams | undefined, language: string = DEFAULT_LANGUAGE): Record<string, string> {
  const formatted: Record<string, string> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    if (typeof value === 'number') formatted[name] = formatNumber(value, language, { minimumFractionDigits: 0 });
    else if (DATE_PARAMS.has(name)) formatted[name] = formatDate(value, language) || value;
    else formatted[name] = value;
  }
  return formatted;
}
