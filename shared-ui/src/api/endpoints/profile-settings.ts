import { readProfileSettingEndpoint, type EventMap, type ProfileSetting } from '@compliance/shared-contracts/browser';
import { apiRequestOrNull } from '../api-request';

/** The theme and language a member saved; null in either follows the system / the browser. */
export type ProfileSettings = EventMap['profile:settings-changed'];

/** The theme and language of a profile setting as the server answers it. */
export function profileSettingsOf(setting: ProfileSetting): ProfileSettings {
  return { theme: setting.frontendStyle.theme, languageCode: setting.languageCode };
}

/**
 * Loads the signed-in member's saved theme and language (docs/product.md §4 startup); null when there is
 * no profile to read (signed out: 401, an advisor's support session: 403).
 */
export async function getProfileSettings(): Promise<ProfileSettings | null> {
  const setting = await apiRequestOrNull(readProfileSettingEndpoint, [401, 403]);
  return setting && profileSettingsOf(setting);
}
