import { licenseeTheme, resolveThemeMode } from './theme';

describe('theme', () => {
  it('takes the profile theme first, else the system preference', () => {
    expect(resolveThemeMode('light', true)).toBe('light');
    expect(resolveThemeMode('dark', false)).toBe('dark');
    expect(resolveThemeMode(null, true)).toBe('dark');
    expect(resolveThemeMode(undefined, false)).toBe('light');
  });
  it("uses the licensee's colours, or the defaults of docs/product.md §9", () => {
    expect(licenseeTheme(undefined, 'light').palette.primary.main).toBe('#3b3b3b');
    expect(licenseeTheme(undefined, 'dark').palette.primary.main).toBe('#b9b9b9');
    const theme = licenseeTheme(
      { light: { primary: '#1f6f5c', contrast: '#ffffff' }, dark: { primary: '#7fd1bd', contrast: '#000000' } },
      'dark',
    );
    expect(theme.palette.mode).toBe('dark');
    expect(theme.palette.primary.main).toBe('#7fd1bd');
    expect(theme.palette.primary.contrastText).toBe('#000000');
  });
  it('ends transitions and animations at once when the system asks for reduced motion', () => {
    const overrides = licenseeTheme(undefined, 'light').components?.MuiCssBaseline?.styleOverrides;
    expect(overrides).toEqual({
      '@media (prefers-reduced-motion: reduce)': {
        '*, *::before, *::after': expect.objectContaining({
          animationDuration: '0.01ms !important',
          transitionDuration: '0.01ms !important',
        }),
      },
    });
  });
});
