import { eventBus, getMemberState, getProfileSettings } from '@compliance/shared-ui';

const HOME = '/dashboard';

/** Where to go after signing in: the `returnUrl` of the login page when it is ours, else /dashboard. */
export function targetAfterLogin(search: string): string {
  const returnUrl = new URLSearchParams(search).get('returnUrl');
  if (!returnUrl?.startsWith('/')) return HOME;
  // Resolved as the browser would: `/\host` and `//host` name another site (a backslash counts
  // as a slash), so only what stays on this origin is kept, as its path (open redirect).
  const here = window.location.origin;
  const target = new URL(returnUrl, here);
  return target.origin === here ? `${target.pathname}${target.search}${target.hash}` : HOME;
}

/** Loads the new member state and hands it to the shell (which fills the shared store). */
export async function announceSignedIn(): Promise<void> {
  const state = await getMemberState();
  eventBus.emit('session:logged-in', { state });
}

/**
 * After login, support login or password reset: the new member state, then the member's saved
 * theme and language, so the dashboard opens in them without a reload (docs/product.md §4 startup).
 * An advisor has no profile (403): the system theme and the browser language, as at start-up.
 */
export async function announceNewSession(): Promise<void> {
  await announceSignedIn();
  const settings = await getProfileSettings().catch(() => null);
  eventBus.emit('profile:settings-changed', settings ?? { theme: null, languageCode: null });
}
