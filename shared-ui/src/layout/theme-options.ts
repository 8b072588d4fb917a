import type { ThemeOptions } from '@mui/material/styles';

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
