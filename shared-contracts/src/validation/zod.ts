import type { z } from 'zod';
import { isValidationKey, validationError, type ValidationError, type ValidationParams, type Validator } from './validation-error';

/**
 * Adapts a validator to zod's `superRefine`, so server schemas report the same key (as message)
 * and params as the forms: `z.string().superRefine(zodRefinement(validateUsername))`.
 */
export function zodRefinement<TValue>(validate: Validator<TValue>): (value: TValue, context: z.RefinementCtx) => void {
  return (value, context) => {
    const error = validate(value);
    if (error === undefined) return;
    context.addIssue({ code: 'custom', message: error.key, params: { key: error.key, ...error.params } });
  };
}

/** What a schema issue tells, zod's or one of ours (zodRefinement); as the API's error handler and the import see it. */
export interface SchemaIssue {
  code: string;
  message?: string;
  /** What was checked: 'string', 'number', 'array', … (zod's too_small and too_big). */
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  /** The format zod checked (invalid_format), e.g. 'email'. */
  format?: string;
  params?: Readonly<Record<string, unknown>>;
}

/** The params a validation message may name: text and numbers only. */
function messageParams(params: Readonly<Record<string, unknown>> | undefined): ValidationParams | undefined {
  const kept = Object.entries(params ?? {}).filter(
    (entry): entry is [string, string | number] => entry[0] !== 'key' && (typeof entry[1] === 'string' || typeof entry[1] === 'number'),
  );
  return kept.length === 0 ? undefined : Object.fromEntries(kept);
}

/**
 * The validation error of a schema issue, with the params its message names (docs/product.md §8): our
 * validators report their own key and params; zod's length and range checks map to
 * required / minlength / maxlength / min / max with the limit; anything else is 'unknown'.
 */
export function validationErrorOfIssue(issue: SchemaIssue): ValidationError {
  if (issue.message !== undefined && isValidationKey(issue.message)) return validationError(issue.message, messageParams(issue.params));
  const isText = issue.origin === 'string';
  if (issue.code === 'too_small' && issue.minimum !== undefined) {
    const minimum = Number(issue.minimum);
    if (minimum === 1 && (isText || issue.origin === 'array')) return validationError('required');
    if (isText) return validationError('minlength', { chars: minimum });
    if (issue.origin === 'number' || issue.origin === 'int') return validationError('min', { min: minimum });
  }
  if (issue.code === 'too_big' && issue.maximum !== undefined) {
    const maximum = Number(issue.maximum);
    if (isText) return validationError('maxlength', { chars: maximum });
    if (issue.origin === 'number' || issue.origin === 'int') return validationError('max', { max: maximum });
  }
  if (issue.code === 'invalid_format' && issue.format === 'email') return validationError('email');
  return validationError('unknown');
}
