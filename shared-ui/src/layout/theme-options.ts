import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { LicenseeConfig } from '@compliance/shared-contracts/browser';

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

/**
 * The theme's options besides the licensee's colours: the shell's theme and an area's first
 * view (docs/decisions/0019-first-view-in-the-page.md) are both built from them.
 */
export const THEME_BASE_OPTIONS = {
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif' },
  shape: { borderRadius: 8 },
  components: { MuiCssBaseline: { styleOverrides: REDUCED_MOTION_CSS } },
} satisfies ThemeOptions;

export type ThemeMode = 'light' | 'dark';

/** Default colours of docs/product.md §9, used until (or unless) the licensee names its own. */
export const DEFAULT_THEME_COLOURS: LicenseeConfig['theme'] = {
  light: { primary: '#3b3b3b', contrast: '#ffffff' },
  dark: { primary: '#b9b9b9', contrast: '#000000' },
};

/**
 * The MUI theme of a licensee's colours in one mode: the live page's, and a signed-in page's
 * first view's where the server knows the mode (decision 0021), so both name their styles alike.
 * `components` adds to the base options' (the server's answers to media queries).
 */
export function licenseeTheme(
  colours: LicenseeConfig['theme'] | undefined,
  mode: ThemeMode,
  components?: ThemeOptions['components'],
): Theme {
  const { primary, contrast } = (colours ?? DEFAULT_THEME_COLOURS)[mode];
  return createTheme({
    palette: { mode, primary: { main: primary, contrastText: contrast } },
    ...THEME_BASE_OPTIONS,
    ...(components ? { components: { ...THEME_BASE_OPTIONS.components, ...components } } : {}),
  });
}
