import { createTheme, type Theme } from '@mui/material/styles';
import type { LicenseeConfig } from '@compliance/shared-contracts/browser';
import { THEME_BASE_OPTIONS } from '@compliance/shared-ui';

export type ThemeMode = 'light' | 'dark';

/** Default colours of docs/product.md §9, used until (or unless) the licensee names its own. */
export const DEFAULT_THEME_COLOURS: LicenseeConfig['theme'] = {
  light: { primary: '#3b3b3b', contrast: '#ffffff' },
  dark: { primary: '#b9b9b9', contrast: '#000000' },
};

/** The theme mode: the profile's, else the system preference (docs/product.md §4). */
export function resolveThemeMode(profileTheme: ThemeMode | null | undefined, systemPrefersDark: boolean): ThemeMode {
  return profileTheme ?? (systemPrefersDark ? 'dark' : 'light');
}

/** The MUI theme of a licensee's colours in one mode. */
export function licenseeTheme(colours: LicenseeConfig['theme'] | undefined, mode: ThemeMode): Theme {
  const { primary, contrast } = (colours ?? DEFAULT_THEME_COLOURS)[mode];
  return createTheme({
    palette: { mode, primary: { main: primary, contrastText: contrast } },
    ...THEME_BASE_OPTIONS,
  });
}
