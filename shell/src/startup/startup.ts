import { memberStateEndpoint, type LicenseeConfig, type MemberState } from '@compliance/shared-contracts/browser';
import { apiRequestOrNull, getLicenseeConfig, getProfileSettings, type ProfileSettings } from '@compliance/shared-ui';

export interface StartupState {
  licensee: LicenseeConfig;
  member: MemberState | null;
  settings: ProfileSettings | null;
}

/**
 * Start-up of docs/product.md §4: licensee configuration (as the page carries it, else asked for), then
 * member state (none while signed out: 401, 403); when signed in, `onSignedIn` and the profile
 * settings (theme, language).
 */
export async function loadStartupState(pageLicensee?: LicenseeConfig, onSignedIn?: () => void): Promise<StartupState> {
  const licensee = pageLicensee ?? (await getLicenseeConfig());
  const member = await apiRequestOrNull(memberStateEndpoint, [401, 403]);
  if (member) onSignedIn?.();
  const settings = member ? await getProfileSettings() : null;
  return { licensee, member, settings };
}
