import i18next from 'i18next';
import {
  appStore,
  eventBus,
  httpErrorMessageKey,
  memberStateAtom,
  permissionsAtom,
  renewCsrfToken,
  setMemberState,
  setHttpErrorHandler,
  setSuccessHandler,
  showToast,
  staffStateAtom,
} from '@compliance/shared-ui';
import {
  type EndpointLoader,
  isBackOfficePath,
  licenseeLoginPath,
  type LicenseeStaffState,
  type MemberState,
} from '@compliance/shared-contracts/browser';

/** The word of a success toast by what the call did: most calls save; some delete or remove. */
const SUCCESS_MESSAGES: Partial<Record<EndpointLoader, string>> = { delete: 'common.request.deleted', remove: 'common.request.removed' };

const exists = (key: string) => i18next.exists(key, { ns: 'common' });
const onAuthPage = () => window.location.pathname.startsWith('/auth/');

let lastClientIdentifier: string | undefined;

/** The company of the last signed-in member, for the login page after the session ends. */
export const lastKnownClientIdentifier = (): string | undefined => lastClientIdentifier;

/** Puts a member's state into the shared store (after start-up, login or reset). */
export function applyMemberState(state: MemberState | null): void {
  if (state) lastClientIdentifier = state.client.clientIdentifier;
  setMemberState(appStore, state);
}

/**
 * Puts the state of a member of the licensee's staff into the shared store (after start-up or
 * the back office's login): their permissions are the ones the pages check, as a member's are.
 */
export function applyStaffState(state: LicenseeStaffState | null): void {
  appStore.set(staffStateAtom, state);
  if (state) appStore.set(permissionsAtom, state.staff.permissions);
  else if (appStore.get(memberStateAtom) === null) appStore.set(permissionsAtom, []);
}

/** The login page to return to: the member's company, and where they were. */
export function loginPathFor(clientIdentifier: string | undefined, returnUrl: string | null): string {
  const base = clientIdentifier ? `/auth/login/${encodeURIComponent(clientIdentifier)}` : '/auth/login';
  return returnUrl ? `${base}?returnUrl=${encodeURIComponent(returnUrl)}` : base;
}

/** Where a session that ended on `pathname` signs in again: the back office's login, or the company's. */
export function signInAgainPath(pathname: string, search: string, clientIdentifier: string | undefined): string {
  const returnUrl = pathname + search;
  // The licensee's staff sign in on a login of their own.
  return isBackOfficePath(pathname) ? licenseeLoginPath(returnUrl) : loginPathFor(clientIdentifier, returnUrl);
}

/**
 * The HTTP handling of docs/product.md §8 for every call: an error toast per status (auth pages show
 * their own messages), and on 401 outside the login pages: forget the session, fetch a new
 * CSRF token and go to login with a returnUrl. A 200 with `success: true` shows the save toast.
 */
export function installHttpHandling(): void {
  setHttpErrorHandler((error) => {
    if (onAuthPage()) return;
    if (error.status === 403 && error.code === 'Client.FeatureDisabled' && appStore.get(memberStateAtom) !== null) {
      // The licensee switched the area off after this page read the member's state: the layout
      // reads it again and the area goes. No toast for a request the page sent before it knew.
      eventBus.emit('session:areas-changed', { reason: 'feature-disabled' });
      return;
    }
    const signedIn = appStore.get(memberStateAtom) !== null || appStore.get(staffStateAtom) !== null;
    if (error.status === 401) {
      const clientIdentifier = appStore.get(memberStateAtom)?.client.clientIdentifier;
      // Leave the dashboard first: without a member it would redirect without the company ID.
      eventBus.emit('session:expired', { returnUrl: signInAgainPath(window.location.pathname, window.location.search, clientIdentifier) });
      applyMemberState(null);
      applyStaffState(null);
      void renewCsrfToken().catch(() => undefined);
    }
    // Keys, not texts: the toast host translates them, so an open toast follows a language switch.
    showToast({ type: 'danger', title: 'common.http.title', message: httpErrorMessageKey(error, signedIn, exists) });
  });
  setSuccessHandler((_body, contract) => {
    // Sign-in flows navigate away at once; a toast there would only flicker.
    if (contract.tag === 'auth' || contract.loader === 'logIn') return;
    showToast({ type: 'success', message: SUCCESS_MESSAGES[contract.loader] ?? 'common.request.success', generic: true });
  });
}
