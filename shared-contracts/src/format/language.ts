/** UI languages of the product, in the underscore form the API and translation files use. */
export const LANGUAGES = ['de_DE', 'en_GB'] as const;

/** One UI language. */
export type Language = (typeof LANGUAGES)[number];

/** Language used when nothing else is known (docs/product.md §9). */
export const DEFAULT_LANGUAGE: Language = 'de_DE';

/** Tells whether a string is one of the supported UI languages. */
export function isLanguage(candidate: string): candidate is Language {
  return (LANGUAGES as readonly string[]).includes(candidate);
}

/** Maps a UI language to its BCP 47 locale for Intl ('de_DE' → 'de-DE'); unknown values fall back to the default. */
export function toLocale(language: string = DEFAULT_LANGUAGE): string {
  return (isLanguage(language) ? language : DEFAULT_LANGUAGE).replace('_', '-');
}

/**
 * Picks the supported language closest to a browser locale list, e.g. ['en-US'] → 'en_GB';
 * used at startup before profile settings are known (docs/product.md §4).
 */
export function languageFromLocales(locales: readonly string[]): Language {
  for (const locale of locales) {
    const normalized = locale.replace('-', '_');
    if (isLanguage(normalized)) return normalized;
    const primary = normalized.split('_')[0]?.toLowerCase();
    const match = LANGUAGES.find((language) => language.startsWith(`${primary}_`));
    if (match !== undefined) return match;
  }
  return DEFAULT_LANGUAGE;
}
