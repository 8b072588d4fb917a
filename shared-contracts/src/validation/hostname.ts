import { hasText, validationError, type ValidationResult } from './validation-error';
import type { TextValue } from './basic';

/** Longest host name DNS allows. */
export const HOSTNAME_MAX_LENGTH = 253;

const LABEL_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The host name a browser sends for what a person typed (`Portal.Müller.de` → `portal.xn--mller-kva.de`),
 * or null when the text is not a host name alone: no scheme, port, path or blanks. A licensee's
 * domains are stored in this form, the form of the request's Host header.
 */
export function normalizeHostname(value: string): string | null {
  const text = value.trim().toLowerCase();
  if (text === '' || /[\s/?#@:\\]/.test(text)) return null;
  let hostname: string;
  try {
    hostname = new URL(`http://${text}`).hostname;
  } catch {
    return null;
  }
  if (hostname.length > HOSTNAME_MAX_LENGTH) return null;
  return hostname.split('.').every((label) => LABEL_PATTERN.test(label)) ? hostname : null;
}

/** Fails with 'hostname' when a filled-in value is not a host name alone (see normalizeHostname). */
export function validateHostname(value: TextValue): ValidationResult {
  if (!hasText(value)) return undefined;
  return normalizeHostname(value) === null ? validationError('hostname') : undefined;
}
