import { httpErrorMessageKey, isApiRequestError } from '@compliance/shared-ui';

/** Tells whether an i18n key is translated (the `exists` of the i18next instance in use). */
export type KeyExists = (key: string) => boolean;

/** The server's error code of a failed call, if it has one. */
export function errorCodeOf(error: unknown): string | undefined {
  return isApiRequestError(error) ? error.code : undefined;
}

/**
 * The common-namespace message key of a failed profile call (SPEC.md §8): the error-code
 * catalogue for 400s, else the generic HTTP texts. Profile screens are only shown signed in.
 */
export function requestErrorKey(error: unknown, exists: KeyExists): string {
  if (isApiRequestError(error)) return httpErrorMessageKey(error, true, exists);
  return 'common.http.http0';
}
