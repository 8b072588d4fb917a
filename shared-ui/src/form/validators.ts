import { composeValidators, validateRequired, type ValidationError, type Validator } from '@compliance/shared-contracts/browser';

const REQUIRED = Symbol('required validator');

/** A validator that marks its field as required. */
export type RequiredValidator = Validator & { readonly [REQUIRED]: true };

/** The required check of a field; `field` is the translated label the message names. */
export function requiredValidator(field?: string): RequiredValidator {
  const validate: Validator = (value) => validateRequired(value, field);
  return Object.assign(validate, { [REQUIRED]: true as const });
}

/** Whether a validator is (built by) requiredValidator. */
export function isRequiredValidator(validator: unknown): boolean {
  return typeof validator === 'function' && REQUIRED in validator;
}

/** What fields take as `validate`: one validator or several, checked in order. */
export type FieldValidation<V> = Validator<V> | readonly Validator<V>[] | undefined;

/** Composes a field's validators into one and tells whether a required check is among them. */
export function resolveValidation<V>(validation: FieldValidation<V>): { validate: Validator<V> | undefined; required: boolean } {
  if (validation === undefined) return { validate: undefined, required: false };
  const list: readonly Validator<V>[] = typeof validation === 'function' ? [validation] : validation;
  return { validate: list.length ? composeValidators(...list) : undefined, required: list.some(isRequiredValidator) };
}

/** Whether a value is a validation error of the contracts. */
export function isValidationError(value: unknown): value is ValidationError {
  return typeof value === 'object' && value !== null && 'key' in value && typeof value.key === 'string';
}
