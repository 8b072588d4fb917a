import { hasText, type TextValue, type ValidationResult } from '@compliance/shared-contracts/browser';

type PhoneValidator = (value: TextValue) => ValidationResult;

let loading: Promise<PhoneValidator> | undefined;
let loaded: PhoneValidator | undefined;

/**
 * Loads the phone validator with its metadata (about 40 KB compressed), once, by an async import:
 * only pages with a phone field download it (docs/architecture.md §3).
 */
export function loadPhoneValidator(): Promise<PhoneValidator> {
  loading ??= import('@compliance/shared-contracts/phone').then((phone) => (loaded = phone.validatePhoneNumber));
  return loading;
}

/**
 * Checks a phone number: at once when the validator is loaded (the field starts loading it when
 * it renders) or the value is blank; otherwise final-form waits for the answer.
 */
export function validatePhoneField(value: TextValue): ValidationResult | Promise<ValidationResult> {
  if (!hasText(value)) return undefined;
  return loaded ? loaded(value) : loadPhoneValidator().then((validate) => validate(value));
}
