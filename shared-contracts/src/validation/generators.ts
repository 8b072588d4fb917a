import { isValidUsername } from './identifiers';
import { transliterate } from './transliterate';

/** A source of uniformly distributed numbers in [0, 1), like Math.random; injectable for tests. */
export type RandomSource = () => number;

/** Smallest random suffix of a generated identifier (four digits, docs/product.md §5). */
export const IDENTIFIER_SUFFIX_MIN = 1000;
/** Largest random suffix of a generated identifier. */
export const IDENTIFIER_SUFFIX_MAX = 9999;

// Used when a name holds nothing usable (e.g. only digits or symbols), so the result stays valid.
const IDENTIFIER_FALLBACK_BASE = 'id';

/** Lowercase transliterated text, blanks as hyphens, only a-z, 0-9 and the given separators kept. */
function toSlug(text: string, keptSeparators: string): string {
  const invalidCharacters = new RegExp(`[^a-z0-9${keptSeparators}]`, 'g');
  return transliterate(text).toLowerCase().trim().replace(/\s+/g, '-').replace(invalidCharacters, '');
}

/** Draws the 4-digit suffix; clamped because a custom random source might return exactly 1. */
export function randomIdentifierSuffix(random: RandomSource = Math.random): number {
  const span = IDENTIFIER_SUFFIX_MAX - IDENTIFIER_SUFFIX_MIN + 1;
  const suffix = IDENTIFIER_SUFFIX_MIN + Math.floor(random() * span);
  return Math.min(IDENTIFIER_SUFFIX_MAX, Math.max(IDENTIFIER_SUFFIX_MIN, suffix));
}

/**
 * Derives an identifier from a display name, e.g. 'Müller & Söhne GmbH' → 'mueller-soehne-gmbh-4711'.
 * Leading digits are dropped too because an identifier must start with a letter.
 */
export function generateIdentifier(name: string, random: RandomSource = Math.random): string {
  const base = toSlug(name, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[^a-z]+/, '')
    .replace(/-+$/, '');
  return `${base === '' ? IDENTIFIER_FALLBACK_BASE : base}-${randomIdentifierSuffix(random)}`;
}

function toUsernamePart(namePart: string): string {
  return toSlug(namePart, '.\\-')
    .replace(/[.-]{2,}/g, (separators) => separators.charAt(0))
    .replace(/^[.-]+|[.-]+$/g, '');
}

/**
 * Suggests a username 'first.last' (lowercase, transliterated, leading digits removed).
 * Answers '' when the names give nothing that passes the username policy, e.g. both empty.
 */
export function generateUsername(firstName: string, lastName: string): string {
  const username = [toUsernamePart(firstName), toUsernamePart(lastName)]
    .filter((part) => part !== '')
    .join('.')
    .replace(/^[^a-z]+/, '');
  return isValidUsername(username) ? username : '';
}
