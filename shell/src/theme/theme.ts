import { createTheme, type Theme } from '@mui/material/styles';
import type { LicenseeConfig } from '@compliance/shared-contracts/browser';

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

/**
 * For users whose system asks for less motion (WCAG 2.3.3): transitions, ripples and spinners
 * end at once. The near-zero durations, not `none`, keep the `transitionend` and
 * `animationend` events MUI's transitions wait for.
 */
const REDUCED_MOTION_CSS = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
};

/** The MUI theme of a licensee's colours in one mode. */
export function licenseeTheme(colours: LicenseeConfig['theme'] | undefined, mode: ThemeMode): Theme {
  const { primary, contrast } = (colours ?? DEFAULT_THEME_COLOURS)[mode];
  return createTheme({
    palette: { mode, primary: { main: primary, contrastText: contrast } },
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif' },
    shape: { borderRadius: 8 },
    components: { MuiCssBaseline: { styleOverrides: REDUCED_MOTION_CSS } },
  });
}
