import { hasText, validationError, type ValidationResult } from './validation-error';
import type { TextValue } from './basic';

/** A theme colour as the licensee configuration stores it: `#` and six hexadecimal digits. */
export const HEX_COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** WCAG 2.x level AA: the least contrast ratio for normal text on its background. */
export const WCAG_AA_TEXT_CONTRAST = 4.5;

/** One sRGB channel (0–255) on the linear scale the luminance formula of WCAG 2.x reads. */
function linearChannel(value: number): number {
  const channel = value / 255;
  return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}

/** The relative luminance of a `#rrggbb` colour (WCAG 2.x): 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  const channel = (start: number) => linearChannel(Number.parseInt(hex.slice(start, start + 2), 16));
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of two `#rrggbb` colours (WCAG 2.x), from 1 (none) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [one, other] = [relativeLuminance(first), relativeLuminance(second)];
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
}

/** Fails with 'colour' when a filled-in value is not a `#rrggbb` colour. */
export function validateHexColour(value: TextValue): ValidationResult {
  if (!hasText(value)) return undefined;
  return HEX_COLOUR_PATTERN.test(value) ? undefined : validationError('colour');
}

/**
 * How text in `contrast` reads on `primary`: whether it reaches WCAG AA (4.5 : 1), and the ratio
 * as it is shown, rounded down to one decimal so a 4.49 never reads as enough.
 */
export function textContrast(primary: string, contrast: string): { ratio: number; readable: boolean } {
  const ratio = contrastRatio(primary, contrast);
  return { ratio: Math.floor(ratio * 10) / 10, readable: ratio >= WCAG_AA_TEXT_CONTRAST };
}

/**
 * Fails with 'contrast' when text in `contrast` on `primary` would miss WCAG AA, naming the ratio
 * as {@link textContrast} shows it. Colours that are not `#rrggbb` are left to {@link validateHexColour}.
 */
export function validateContrast(primary: TextValue, contrast: TextValue): ValidationResult {
  if (!hasText(primary) || !hasText(contrast) || !HEX_COLOUR_PATTERN.test(primary) || !HEX_COLOUR_PATTERN.test(contrast)) return undefined;
  const { ratio, readable } = textContrast(primary, contrast);
  return readable ? undefined : validationError('contrast', { ratio, minimum: WCAG_AA_TEXT_CONTRAST });
}
