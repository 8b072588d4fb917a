import {
  PERMISSIONS,
  readProfileSettingEndpoint,
  type EventMap,
  type MemberState,
  type ProfileSetting,
} from '@compliance/shared-contracts/browser';
import { apiRequestOrNull } from '../api-request';

/** The theme and language a member saved; null in either follows the system / the browser. */
export type ProfileSettings = EventMap['profile:settings-changed'];

/** The theme and language of a profile setting as the server answers it. */
export function profileSettingsOf(setting: ProfileSetting): ProfileSettings {
  return { theme: setting.frontendStyle.theme, languageCode: setting.languageCode };
}

/**
 * Loads the signed-in member's saved theme and language (docs/product.md §4 startup); null when there is
 * no profile to read. An advisor's support session has none: its permissions say so, and no request
 * is sent that the server would refuse (a 403 in the browser's console on every load). A session
 * that ended meanwhile (401) answers null too.
 */
export async function getProfileSettings(state: MemberState): Promise<ProfileSettings | null> {
  if (!state.member.permissions.includes(PERMISSIONS.profile.readSetting)) return null;
  const setting = await apiRequestOrNull(readProfileSettingEndpoint, [401, 403]);
  return setting && profileSettingsOf(setting);
}
