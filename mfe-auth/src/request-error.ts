import i18next from 'i18next';
import { httpErrorMessageKey, isApiRequestError } from '@compliance/shared-ui';

/** Tells whether an i18n key is translated (the `exists` of the i18next instance in use). */
export type KeyExists = (key: string) => boolean;

const commonKeyExists: KeyExists = (key) => i18next.exists(key, { ns: 'common' });

/** The server's error code of a failed call, if it has one. */
export function apiErrorCode(error: unknown): string | undefined {
  return isApiRequestError(error) ? error.code : undefined;
}

/**
 * The common-namespace message key of a failed call (docs/product.md §8): the error-code catalogue for
 * 400s, else the HTTP texts — the auth variants (wrong credentials, account deactivated) when
 * signed out, the generic ones when signed in.
 */
export function requestErrorKey(error: unknown, { signedIn, exists = commonKeyExists }: { signedIn: boolean; exists?: KeyExists }): string {
  if (isApiRequestError(error)) return httpErrorMessageKey(error, signedIn, exists);
  return 'common.http.http0';
}
