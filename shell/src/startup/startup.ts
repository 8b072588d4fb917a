import {
  licenseeStaffStateEndpoint,
  memberStateEndpoint,
  type LicenseeConfig,
  type LicenseeStaffState,
  type MemberState,
} from '@compliance/shared-contracts/browser';
import {
  apiRequest,
  apiRequestOrNull,
  getLicenseeConfig,
  getProfileSettings,
  isApiRequestError,
  type ProfileSettings,
} from '@compliance/shared-ui';

export interface StartupState {
  licensee: LicenseeConfig;
  member: MemberState | null;
  /** A member of the licensee's staff signed into the back office (decision 0013); null otherwise. */
  staff: LicenseeStaffState | null;
  settings: ProfileSettings | null;
}

/** Statuses of the member state that mean "no member signed in". */
const NO_MEMBER = [401, 403];

/**
 * Who is signed in: a company's member; or, when the member state answers 403 (a session that
 * is not a member's), a member of the licensee's staff; neither while signed out (401). A
 * signed-out start thus sends one request, as before the back office.
 */
async function loadSession(): Promise<Pick<StartupState, 'member' | 'staff'>> {
  try {
    return { member: await apiRequest(memberStateEndpoint, { handledStatuses: NO_MEMBER }), staff: null };
  } catch (error) {
    if (!isApiRequestError(error) || !NO_MEMBER.includes(error.status)) throw error;
    const staff = error.status === 403 ? await apiRequestOrNull(licenseeStaffStateEndpoint, [401, 403]) : null;
    return { member: null, staff };
  }
}

/**
 * Start-up of docs/product.md §4: licensee configuration (as the page carries it, else asked for), then
 * who is signed in (a member, a member of the licensee's staff, or nobody); for a signed-in
 * member, `onSignedIn` with their state and the profile settings (theme, language).
 */
export async function loadStartupState(pageLicensee?: LicenseeConfig, onSignedIn?: (member: MemberState) => void): Promise<StartupState> {
  const licensee = pageLicensee ?? (await getLicenseeConfig());
  const { member, staff } = await loadSession();
  if (member) onSignedIn?.(member);
  const settings = member ? await getProfileSettings(member) : null;
  return { licensee, member, staff, settings };
}
