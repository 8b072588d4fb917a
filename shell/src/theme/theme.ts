import type { ThemeMode } from '@compliance/shared-ui';

export { licenseeTheme, type ThemeMode } from '@compliance/shared-ui';

/** The theme mode: the profile's, else the system preference (docs/product.md §4). */
export function resolveThemeMode(profileTheme: ThemeMode | null | undefined, systemPrefersDark: boolean): ThemeMode {
  return profileTheme ?? (systemPrefersDark ? 'dark' : 'light');
}
