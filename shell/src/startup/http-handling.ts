import i18next from 'i18next';
import {
  appStore,
  eventBus,
  featureFlagsAtom,
  httpErrorMessageKey,
  memberStateAtom,
  permissionsAtom,
  renewCsrfToken,
  setHttpErrorHandler,
  setSuccessHandler,
  showToast,
} from '@compliance/shared-ui';
import { FEATURE_FLAG_DEFAULTS, type MemberState } from '@compliance/shared-contracts/browser';

const exists = (key: string) => i18next.exists(key, { ns: 'common' });
const onAuthPage = () => window.location.pathname.startsWith('/auth/');

let lastClientIdentifier: string | undefined;

/** The company of the last signed-in member, for the login page after the session ends. */
export const lastKnownClientIdentifier = (): string | undefined => lastClientIdentifier;

/** Puts a member's state into the shared store (after start-up, login or reset). */
export function applyMemberState(state: MemberState | null): void {
  if (state) lastClientIdentifier = state.client.clientIdentifier;
  appStore.set(memberStateAtom, state);
  appStore.set(permissionsAtom, state?.member.permissions ?? []);
  appStore.set(featureFlagsAtom, state?.featureFlags ?? { ...FEATURE_FLAG_DEFAULTS });
}

/** The login page to return to: the member's company, and where they were. */
export function loginPathFor(clientIdentifier: string | undefined, returnUrl: string | null): string {
  const base = clientIdentifier ? `/auth/login/${encodeURIComponent(clientIdentifier)}` : '/auth/login';
  return returnUrl ? `${base}?returnUrl=${encodeURIComponent(returnUrl)}` : base;
}

/**
 * The HTTP handling of docs/product.md §8 for every call: an error toast per status (auth pages show
 * their own messages), and on 401 outside the login pages: forget the session, fetch a new
 * CSRF token and go to login with a returnUrl. A 200 with `success: true` shows the save toast.
 */
export function installHttpHandling(): void {
  setHttpErrorHandler((error) => {
    if (onAuthPage()) return;
    const signedIn = appStore.get(memberStateAtom) !== null;
    if (error.status === 401) {
      const clientIdentifier = appStore.get(memberStateAtom)?.client.clientIdentifier;
      // Leave the dashboard first: without a member it would redirect without the company ID.
      eventBus.emit('session:expired', { returnUrl: loginPathFor(clientIdentifier, window.location.pathname + window.location.search) });
      applyMemberState(null);
      void renewCsrfToken().catch(() => undefined);
    }
    showToast({
      type: 'danger',
      title: i18next.t('common.http.title', { ns: 'common' }),
      message: i18next.t(httpErrorMessageKey(error, signedIn, exists), { ns: 'common' }),
    });
  });
  setSuccessHandler((_body, contract) => {
    // Sign-in flows navigate away at once; a toast there would only flicker.
    if (contract.tag === 'auth') return;
    showToast({ type: 'success', message: i18next.t('common.request.success', { ns: 'common' }) });
  });
}
