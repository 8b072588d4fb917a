import i18next from 'i18next';
import { SHARED_NAMESPACE } from '@compliance/shared-ui';
import { changeLanguage, initI18n } from './i18n';

// The common strings come from the API; here each language answers one string of its own.
const COMMON = { de_DE: { greeting: 'Hallo' }, en_GB: { greeting: 'Hello' } } as const;
const fetched: string[] = [];

beforeAll(() => {
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    fetched.push(url);
    const language = /\/assets\/i18n\/(de_DE|en_GB)\.json$/.exec(url)?.[1] as keyof typeof COMMON;
    return { ok: true, status: 200, json: async () => COMMON[language] } as Response;
  }) as typeof fetch;
});

describe('the shell’s translations', () => {
  it('starts in German with German strings only, and fetches English when switching to it', async () => {
    await initI18n('de_DE');
    expect(fetched).toEqual(['/assets/i18n/de_DE.json']);
    expect(i18next.t('greeting')).toBe('Hallo');
    expect(i18next.hasResourceBundle('de_DE', SHARED_NAMESPACE)).toBe(true);
    expect(i18next.hasResourceBundle('en_GB', SHARED_NAMESPACE)).toBe(false);
    expect(i18next.hasResourceBundle('en_GB', 'shell')).toBe(false);

    await changeLanguage('en_GB');
    expect(fetched).toEqual(['/assets/i18n/de_DE.json', '/assets/i18n/en_GB.json']);
    expect(i18next.language).toBe('en_GB');
    expect(document.documentElement.lang).toBe('en');
    expect(i18next.t('greeting')).toBe('Hello');
    // shared-ui's and the shell's English strings are there, not German ones standing in.
    expect(i18next.t('shared.form.cancel', { ns: SHARED_NAMESPACE })).toBe('Cancel');
    expect(i18next.hasResourceBundle('en_GB', 'shell')).toBe(true);

    // Back and forth again fetches nothing more.
    await changeLanguage('de_DE');
    await changeLanguage('en_GB');
    expect(fetched).toHaveLength(2);
  });
});

describe('strings fetched at start', () => {
  it('asks for each language once while the start-up runs, and again after a failed answer', async () => {
    await jest.isolateModulesAsync(async () => {
      const { initI18n, prefetchStrings } = await import('./i18n');
      const { default: freshI18next } = await import('i18next');
      const asked: string[] = [];
      let failNext = true;
      global.fetch = jest.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        asked.push(url);
        const language = /\/assets\/i18n\/(de_DE|en_GB)\.json$/.exec(url)?.[1] as keyof typeof COMMON;
        if (language === 'de_DE' && failNext) {
          failNext = false;
          return { ok: false, status: 503, json: async () => ({}) } as Response;
        }
        return { ok: true, status: 200, json: async () => COMMON[language] } as Response;
      }) as typeof fetch;

      // German always, and the browser's language (jsdom's is English).
      prefetchStrings();
      prefetchStrings();
      expect(asked).toEqual(['/assets/i18n/de_DE.json', '/assets/i18n/en_GB.json']);

      // The start waits for the requests already sent: a failed answer fails it, as a first request would.
      await expect(initI18n('en_GB')).rejects.toThrow('translations de_DE: 503');
      expect(asked).toHaveLength(2);

      // Started again, German is asked for again; English comes from the request already answered.
      await initI18n('en_GB');
      expect(asked).toEqual(['/assets/i18n/de_DE.json', '/assets/i18n/en_GB.json', '/assets/i18n/de_DE.json']);
      expect(freshI18next.t('greeting')).toBe('Hello');
      expect(freshI18next.t('greeting', { lng: 'de_DE' })).toBe('Hallo');
    });
  });
});
