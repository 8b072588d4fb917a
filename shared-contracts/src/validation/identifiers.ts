import { hasText, validationError, type ValidationResult } from './validation-error';
import { isValidEmail, type TextValue } from './basic';

/** Shortest username, identifier and client identifier accepted. */
export const IDENTIFIER_MIN_LENGTH = 3;

// Groups of lowercase letters/digits joined by single separators: a leading, trailing or
// doubled separator is impossible by construction of the pattern.
const USERNAME_PATTERN = /^[a-z][a-z0-9]*(?:[.-][a-z0-9]+)*$/;
const IDENTIFIER_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** Tells whether a username is valid: lowercase words joined by single dots or hyphens, or an e-mail address. */
export function isValidUsername(username: string): boolean {
  if (username.length >= IDENTIFIER_MIN_LENGTH && USERNAME_PATTERN.test(username)) return true;
  return isValidEmail(username);
}

/** Fails with 'username' when a filled-in username breaks the username policy. */
export function validateUsername(value: TextValue): ValidationResult {
  if (!hasText(value)) return undefined;
  return isValidUsername(value) ? undefined : validationError('username');
}

/** Tells whether an (client) identifier is valid: ≥3 chars, lowercase start, hyphen-separated groups. */
export function isValidIdentifier(identifier: string): boolean {
  return identifier.length >= IDENTIFIER_MIN_LENGTH && IDENTIFIER_PATTERN.test(identifier);
}

/**
 * Fails with 'identifier' when a filled-in identifier is malformed: of a location, a member
 * group and an org unit alike, one rule with one message (lowercase letters, digits and
 * hyphens, at least 3 characters, starting with a letter).
 */
export function validateIdentifier(value: TextValue): ValidationResult {
  if (!hasText(value)) return undefined;
  return isValidIdentifier(value) ? undefined : validationError('identifier');
}

/** Fails with 'clientIdentifier' when a filled-in company ID is malformed. */
export function validateClientIdentifier(value: TextValue): ValidationResult {
  if (!hasText(value)) return undefined;
  return isValidIdentifier(value) ? undefined : validationError('clientIdentifier');
}
