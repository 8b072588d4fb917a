import { hasText, validationError, type ValidationResult } from './validation-error';
import { countCharacters, type TextValue } from './basic';

/** Shortest password the policy of docs/product.md §5 accepts. */
export const PASSWORD_MIN_LENGTH = 8;

/** Which rules of the password policy a candidate meets; a strength hint can show each one. */
export interface PasswordPolicyCheck {
  minLength: boolean;
  digit: boolean;
  lowercase: boolean;
  uppercase: boolean;
  specialOrWhitespace: boolean;
}

// Unicode classes so that e.g. 'ß' counts as lowercase and 'Ä' as uppercase for German users.
const DIGIT_PATTERN = /\p{Nd}/u;
const LOWERCASE_PATTERN = /\p{Ll}/u;
const UPPERCASE_PATTERN = /\p{Lu}/u;
const SPECIAL_OR_WHITESPACE_PATTERN = /[^\p{L}\p{N}]/u;

/** Reports rule by rule whether a password meets the policy. */
export function checkPasswordPolicy(password: string): PasswordPolicyCheck {
  return {
    minLength: countCharacters(password) >= PASSWORD_MIN_LENGTH,
    digit: DIGIT_PATTERN.test(password),
    lowercase: LOWERCASE_PATTERN.test(password),
    uppercase: UPPERCASE_PATTERN.test(password),
    specialOrWhitespace: SPECIAL_OR_WHITESPACE_PATTERN.test(password),
  };
}

/** Tells whether a password meets every rule of the policy. */
export function isValidPassword(password: string): boolean {
  return Object.values(checkPasswordPolicy(password)).every(Boolean);
}

/** Fails with 'password' when a filled-in password breaks any rule of the policy. */
export function validatePassword(value: TextValue): ValidationResult {
  if (!hasText(value)) return undefined;
  return isValidPassword(value) ? undefined : validationError('password', { chars: PASSWORD_MIN_LENGTH });
}
