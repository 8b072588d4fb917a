import type { z } from 'zod';
import type { Validator } from './validation-error';

/**
 * Adapts a validator to zod's `superRefine`, so server schemas report the same key (as message)
 * and params as the forms: `z.string().superRefine(zodRefinement(validateUsername))`.
 */
export function zodRefinement<TValue>(
  validate: Validator<TValue>,
): (value: TValue, context: z.RefinementCtx) => void {
  return (value, context) => {
    const error = validate(value);
    if (error === undefined) return;
    context.addIssue({ code: 'custom', message: error.key, params: { key: error.key, ...error.params } });
  };
}
