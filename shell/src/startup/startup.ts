import {
  memberStateEndpoint,
  readProfileSettingEndpoint,
  type LicenseeConfig,
  type MemberState,
} from '@compliance/shared-contracts';
import { apiRequest, getLicenseeConfig, isApiRequestError } from '@compliance/shared-ui';

export interface ProfileSettings {
  theme: 'light' | 'dark' | null;
  languageCode: 'de_DE' | 'en_GB' | null;
}

export interface StartupState {
  licensee: LicenseeConfig;
  member: MemberState | null;
  settings: ProfileSettings | null;
}

/** Answers that only mean "not signed in" or "no profile here" (advisors): not errors at start-up. */
const EXPECTED_AT_START = [401, 403];

async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isApiRequestError(error) && EXPECTED_AT_START.includes(error.status)) return null;
    throw error;
  }
}

/**
 * Start-up of SPEC.md §4: licensee configuration, then member state; when signed in, the
 * profile settings (theme, language).
 */
export async function loadStartupState(): Promise<StartupState> {
  const licensee = await getLicenseeConfig();
  const member = await orNull(apiRequest(memberStateEndpoint, { handledStatuses: EXPECTED_AT_START }));
  const setting = member ? await orNull(apiRequest(readProfileSettingEndpoint, { handledStatuses: EXPECTED_AT_START })) : null;
  return {
    licensee,
    member,
    settings: setting ? { theme: setting.frontendStyle.theme, languageCode: setting.languageCode } : null,
  };
}
