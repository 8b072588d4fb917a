import { useCallback } from 'react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { isApiRequestError, refusedFieldsOf } from '../api/api-error';
import { httpErrorMessageKey } from '../api/error-message';
import { COMMON_NAMESPACE } from '../i18n';

/** Tells whether an i18n key is translated (the `exists` of the i18next instance in use). */
export type KeyExists = (key: string) => boolean;

/** The server's error code of a failed call, if it has one. */
export function apiErrorCode(error: unknown): string | undefined {
  return isApiRequestError(error) ? error.code : undefined;
}

/** Options of requestErrorKey. */
export interface RequestErrorKeyOptions {
  /** Signed-out pages show the sign-in variants of 401 and 403 (wrong credentials, account deactivated). */
  signedIn: boolean;
  /** Defaults to the global i18next instance's common namespace. */
  exists?: KeyExists;
}

/**
 * The common-namespace message key of a failed call (docs/product.md §8): the error-code catalogue
 * ('common.errorCodes.*') for 400s, else the HTTP texts of a signed-in or a signed-out user.
 */
export function requestErrorKey(
  error: unknown,
  { signedIn, exists = (key) => i18next.exists(key, { ns: COMMON_NAMESPACE }) }: RequestErrorKeyOptions,
): string {
  return isApiRequestError(error) ? httpErrorMessageKey(error, signedIn, exists) : 'common.http.http0';
}

/** requestErrorKey bound to the i18next instance of the rendering tree (a signed-in member by default). */
export function useRequestErrorKey({ signedIn = true }: { signedIn?: boolean } = {}): (error: unknown) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (error: unknown) => requestErrorKey(error, { signedIn, exists: (key) => i18n.exists(key, { ns: COMMON_NAMESPACE }) }),
    [i18n, signedIn],
  );
}

/** Server error codes that belong to one form field, so the message shows at that field too. */
export type FieldsByErrorCode = Readonly<Record<string, string>>;

/**
 * Turns a failed call into final-form submission errors: the translated code as form error (and
 * at its field when `fields` names one), and each field the server refused with its validation
 * message.
 */
export function submissionErrorsOf(error: unknown, errorKey: (error: unknown) => string, fields: FieldsByErrorCode = {}): SubmissionErrors {
  const key = errorKey(error);
  const field = fields[apiErrorCode(error) ?? ''];
  // Fields the server refused show its reason with their limit, as the form's own check would.
  return { [FORM_ERROR]: key, ...refusedFieldsOf(error), ...(field ? { [field]: key } : {}) };
}

/** Runs a form's server call; a failure comes back as the form's submission errors (submissionErrorsOf). */
export function useFormSubmitter(): <T>(
  call: () => Promise<T>,
  fields?: FieldsByErrorCode,
) => Promise<{ result: T } | { errors: SubmissionErrors }> {
  const errorKey = useRequestErrorKey();
  return useCallback(
    async <T>(call: () => Promise<T>, fields: FieldsByErrorCode = {}) => {
      try {
        return { result: await call() };
      } catch (error) {
        return { errors: submissionErrorsOf(error, errorKey, fields) };
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
export function useSubmitHandler<V, T>(
  call: (values: V) => Promise<T>,
  { fields, onDone }: SubmitHandlerOptions<T> = {},
): (values: V) => Promise<SubmissionErrors | undefined> {
  const submitWith = useFormSubmitter();
  return async (values: V) => {
    const outcome = await submitWith(() => call(values), fields);
    if ('errors' in outcome) return outcome.errors;
    onDone?.(outcome.result);
    return undefined;
  };
}
