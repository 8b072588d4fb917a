import type { ApiRequestError } from './api-error';

/** The catalogue's text of an error code ('common.errorCodes.*'), or of its reason ('common.errorReasons.*'), if translated. */
function codeMessageKey(code: string | undefined, exists: (key: string) => boolean): string | undefined {
  if (!code) return undefined;
  const specific = `common.errorCodes.${code}`;
  if (exists(specific)) return specific;
  const parts = code.split('.');
  if (parts.length === 2 && parts[1]) {
    const reason = `common.errorReasons.${parts[1]}`;
    if (exists(reason)) return reason;
  }
  return undefined;
}

/**
 * The i18n key of the message for a failed request (docs/product.md §8). `exists` tells whether a key is
 * translated, so the error-code catalogue can fall back to generic texts. 400s, 409s and 413s
 * say their code's reason when it is translated.
 */
export function httpErrorMessageKey(
  error: Pick<ApiRequestError, 'status' | 'code'>,
  signedIn: boolean,
  exists: (key: string) => boolean,
): string {
  switch (error.status) {
    case 400:
      return codeMessageKey(error.code, exists) ?? 'common.http.http400';
    case 401:
      return signedIn ? 'common.http.http401' : 'common.http.http401Auth';
    case 403:
      if (signedIn) return 'common.http.http403';
      // A company the licensee deactivated is not the person's account: say which it is.
      return (error.code === 'Client.Deactivated' && codeMessageKey(error.code, exists)) || 'common.http.http403Auth';
    case 404:
      return 'common.http.http404';
    case 409:
      // A conflict says what stands in the way (an analysis open in another window), when its code is translated.
      return codeMessageKey(error.code, exists) ?? 'common.http.http409';
    case 413:
      // What was too large, when the code says (a package of too many files, not only its bytes).
      return codeMessageKey(error.code, exists) ?? 'common.http.http413';
    case 429:
      return 'common.http.http429';
    case 500:
    case 502:
      return 'common.http.http500';
    default:
      return 'common.http.http0';
  }
}
