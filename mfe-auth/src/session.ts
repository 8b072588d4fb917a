import { eventBus, getMemberState, getProfileSettings, getStaffState } from '@compliance/shared-ui';
import { BACK_OFFICE_ROUTES, isBackOfficePath, type MemberState } from '@compliance/shared-contracts/browser';

const HOME = '/dashboard';

/** Where to go after signing in: the `returnUrl` of the login page when it is ours, else `home`. */
export function targetAfterLogin(search: string, home = HOME): string {
  const returnUrl = new URLSearchParams(search).get('returnUrl');
  if (!returnUrl?.startsWith('/')) return home;
  // Resolved as the browser would: `/\host` and `//host` name another site (a backslash counts
  // as a slash), so only what stays on this origin is kept, as its path (open redirect).
  const here = window.location.origin;
  const target = new URL(returnUrl, here);
  return target.origin === here ? `${target.pathname}${target.search}${target.hash}` : home;
}

/** Where staff go after signing into the back office: its page they came from, else its client list. */
export function backOfficeTargetAfterLogin(search: string): string {
  const target = targetAfterLogin(search, BACK_OFFICE_ROUTES.clients);
  return isBackOfficePath(new URL(target, window.location.origin).pathname) ? target : BACK_OFFICE_ROUTES.clients;
}

/** Loads the new member state and hands it to the shell (which fills the shared store). */
export async function announceSignedIn(): Promise<MemberState> {
  const state = await getMemberState();
  eventBus.emit('session:logged-in', { state });
  return state;
}

/**
 * After login, support login or password reset: the new member state, then the member's saved
 * theme and language, so the dashboard opens in them without a reload (docs/product.md §4 startup).
 * An advisor has no profile (403): the system theme and the browser language, as at start-up.
 */
export async function announceNewSession(): Promise<void> {
  const state = await announceSignedIn();
  const settings = await getProfileSettings(state).catch(() => null);
  eventBus.emit('profile:settings-changed', settings ?? { theme: null, languageCode: null });
}

/** After the back office's login: the staff member's state, handed to the shell (which fills the shared store). */
export async function announceStaffSignedIn(): Promise<void> {
  const state = await getStaffState();
  eventBus.emit('session:staff-logged-in', { state });
}
