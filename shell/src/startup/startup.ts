import {
  loadLicenseeConfigEndpoint,
  memberStateEndpoint,
  type LicenseeConfig,
  type MemberState,
} from '@compliance/shared-contracts';

export interface ProfileSettings {
  theme: 'light' | 'dark' | null;
  languageCode: 'de_DE' | 'en_GB' | null;
}

export interface StartupState {
  licensee: LicenseeConfig;
  member: MemberState | null;
  settings: ProfileSettings | null;
}

async function getJson<T>(path: string): Promise<{ status: number; body: T | null }> {
  const response = await fetch(path, { credentials: 'include', headers: { accept: 'application/json' } });
  return { status: response.status, body: response.ok ? ((await response.json()) as T) : null };
}

/** The member's stored theme and language; null when none is stored or readable. */
export async function loadProfileSettings(): Promise<ProfileSettings | null> {
  const { body } = await getJson<{ frontendStyle: { theme: 'light' | 'dark' | null }; languageCode: 'de_DE' | 'en_GB' | null }>(
    '/api/profile/readprofilesetting',
  );
  return body ? { theme: body.frontendStyle.theme, languageCode: body.languageCode } : null;
}

/**
 * Start-up of SPEC.md §4: licensee configuration, then member state; when signed in, the
 * profile settings (theme, language).
 */
export async function loadStartupState(): Promise<StartupState> {
  const licensee = await getJson<LicenseeConfig>(loadLicenseeConfigEndpoint.path);
  if (!licensee.body) throw new Error(`licensee configuration answered ${licensee.status}`);
  const member = await getJson<MemberState>(memberStateEndpoint.path);
  const settings = member.body ? await loadProfileSettings() : null;
  return { licensee: licensee.body, member: member.body, settings };
}
