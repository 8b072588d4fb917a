/**
 * The deepest nesting of objects and arrays a JSON body may have. The contracts need four
 * levels; the limit leaves room and keeps every walk over a body (validation, the NUL check)
 * far from the stack's end: 10,000 levels used to answer 500.
 */
export const MAX_JSON_DEPTH = 32;

/** Whether a JSON text nests objects and arrays deeper than `limit` (brackets inside strings do not count). */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}
