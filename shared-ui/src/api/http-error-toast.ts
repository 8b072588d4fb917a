import { appStore } from '../store/atoms';
import type { AppStore } from '../store/use-app-store';
import { showToast } from '../toast/toast-state';
import type { ApiRequestError } from './api-error';
import { httpErrorMessageKey } from './error-message';

/** Title of every HTTP error toast (docs/product.md §8: error-titled toast). */
export const HTTP_ERROR_TITLE_KEY = 'common.http.title';

/**
 * Shows the danger toast docs/product.md §8 asks for after a failed request; the shell calls this from
 * its setHttpErrorHandler handler, passing i18next's `exists`.
 */
export function showHttpErrorToast(
  error: Pick<ApiRequestError, 'status' | 'code'>,
  signedIn: boolean,
  exists: (key: string) => boolean,
  store: AppStore = appStore,
): number {
  return showToast({ type: 'danger', title: HTTP_ERROR_TITLE_KEY, message: httpErrorMessageKey(error, signedIn, exists) }, store);
}
