import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, languageFromLocales, toLocale } from './language';

describe('languages', () => {
  it('are de_DE (default) and en_GB', () => {
    expect(LANGUAGES).toEqual(['de_DE', 'en_GB']);
    expect(DEFAULT_LANGUAGE).toBe('de_DE');
  });

  it('recognises supported languages only', () => {
    expect(isLanguage('de_DE')).toBe(true);
    expect(isLanguage('en_GB')).toBe(true);
    expect(isLanguage('en-GB')).toBe(false);
    expect(isLanguage('fr_FR')).toBe(false);
  });
});

describe('toLocale', () => {
  it('maps languages to BCP 47', () => {
    expect(toLocale('de_DE')).toBe('de-DE');
    expect(toLocale('en_GB')).toBe('en-GB');
  });

  it('falls back to the default language', () => {
    expect(toLocale()).toBe('de-DE');
    expect(toLocale('fr_FR')).toBe('de-DE');
    expect(toLocale('')).toBe('de-DE');
  });
});

describe('languageFromLocales', () => {
  it.each<[string[], string]>([
    [['de-DE'], 'de_DE'],
    [['de-AT'], 'de_DE'],
    [['de'], 'de_DE'],
    [['en-US'], 'en_GB'],
    [['en'], 'en_GB'],
    [['fr-FR', 'en-US'], 'en_GB'],
    [['fr-FR', 'es'], 'de_DE'],
    [[], 'de_DE'],
  ])('%p → %p', (locales, expected) => {
    expect(languageFromLocales(locales)).toBe(expected);
  });
});
