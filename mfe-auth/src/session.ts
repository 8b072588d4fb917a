import { eventBus, getMemberState } from '@compliance/shared-ui';

/** Where to go after signing in: the `returnUrl` of the login page when it is ours, else /dashboard. */
export function targetAfterLogin(search: string): string {
  const returnUrl = new URLSearchParams(search).get('returnUrl');
  // Only paths of this site: never an absolute or protocol-relative URL (open redirect).
  return returnUrl && returnUrl.startsWith('/') && !returnUrl.startsWith('//') ? returnUrl : '/dashboard';
}

/** Loads the new member state and hands it to the shell (which fills the shared store). */
export async function announceSignedIn(): Promise<void> {
  const state = await getMemberState();
  eventBus.emit('session:logged-in', { state });
}
