import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { httpErrorMessageKey, isApiRequestError, refusedFieldsOf } from '@compliance/shared-ui';

/** The server's error code of a failed call, if it has one. */
export function apiErrorCode(error: unknown): string | undefined {
  return isApiRequestError(error) ? error.code : undefined;
}

/**
 * The common-namespace message key of a failed call (docs/product.md §8): the error-code catalogue
 * ('common.errorCodes.*') for 400s, else the generic HTTP texts of a signed-in member.
 */
export function useRequestErrorKey(): (error: unknown) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (error: unknown) => (isApiRequestError(error) ? httpErrorMessageKey(error, true, (key) => i18n.exists(key, { ns: 'common' })) : 'common.http.http0'),
    [i18n],
  );
}

/** Server error codes that belong to one form field, so the message shows at that field too. */
export type FieldsByErrorCode = Readonly<Record<string, string>>;

/**
 * Runs a form's server call and turns a failure into final-form submission errors: the
 * translated code as form error (and at its field when `fields` names one), and each field
 * the server refused with its validation message.
 */
export function useFormSubmitter(): <T>(call: () => Promise<T>, fields?: FieldsByErrorCode) => Promise<{ result: T } | { errors: SubmissionErrors }> {
  const errorKey = useRequestErrorKey();
  return useCallback(
    async <T,>(call: () => Promise<T>, fields: FieldsByErrorCode = {}) => {
      try {
        return { result: await call() };
      } catch (error) {
        const key = errorKey(error);
        const field = fields[apiErrorCode(error) ?? ''];
        // Fields the server refused show its reason with their limit, as the form's own check would.
        return { errors: { [FORM_ERROR]: key, ...refusedFieldsOf(error), ...(field ? { [field]: key } : {}) } };
      }
    },
    [errorKey],
  );
}

/** Options of useSubmitHandler. */
export interface SubmitHandlerOptions<T> {
  /** Server error codes shown at a field. */
  fields?: FieldsByErrorCode;
  /** Runs after success with the server's answer, e.g. reloading a list. */
  onDone?: (result: T) => void;
}

/**
 * A final-form onSubmit around one server call: the call's failure becomes the form's (and a
 * field's) error, success runs `onDone`.
 */
export function useSubmitHandler<V, T>(call: (values: V) => Promise<T>, { fields, onDone }: SubmitHandlerOptions<T> = {}): (values: V) => Promise<SubmissionErrors | undefined> {
  const submitWith = useFormSubmitter();
  return async (values: V) => {
    const outcome = await submitWith(() => call(values), fields);
    if ('errors' in outcome) return outcome.errors;
    onDone?.(outcome.result);
    return undefined;
  };
}
