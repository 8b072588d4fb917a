import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { COMMON_NAMESPACE, registerSharedTranslations } from '@compliance/shared-ui';
import { DEFAULT_LANGUAGE, languageFromLocales, type Language } from '@compliance/shared-contracts/browser';
import shellDe from '../../i18n/de_DE.json';
import { oncePerKey } from '../startup/once-per-key';

async function fetchCommonStrings(language: Language): Promise<Record<string, unknown>> {
  const response = await fetch(`/assets/i18n/${language}.json`, { credentials: 'include' });
  if (!response.ok) throw new Error(`translations ${language}: ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** The common strings of a language, asked for once; a failed request is asked again next time. */
const commonStrings = oncePerKey(fetchCommonStrings);

/**
 * Starts fetching the strings a start will need (German, every text's fallback, and the
 * browser's language) while the start-up requests run, instead of after them: on a phone's
 * network each request after another costs a round trip before the first paint.
 */
export function prefetchStrings(): void {
  for (const language of new Set<Language>([DEFAULT_LANGUAGE, browserLanguage()])) void commonStrings(language).catch(() => undefined);
}

// German is every text's fallback, so it is always there; English (the common strings, the
// shell's and shared-ui's) is fetched when a page is to show it. The sign-in page's JavaScript
// carries one language (e2e/tests/budgets.spec.ts).
const shellStrings = async (language: Language) =>
  language === 'de_DE' ? shellDe : (await import(/* webpackChunkName: "shell-en_GB" */ '../../i18n/en_GB.json')).default;

/** Adds every string of `language` (and of German, the fallback) that the instance lacks. */
async function loadLanguage(language: Language): Promise<void> {
  const wanted = [...new Set<Language>([DEFAULT_LANGUAGE, language])].filter((lang) => !i18next.hasResourceBundle(lang, 'shell'));
  const loaded = await Promise.all(
    wanted.map(async (lang) => ({ lang, common: await commonStrings(lang), shell: await shellStrings(lang) })),
  );
  for (const { lang, common, shell } of loaded) {
    i18next.addResourceBundle(lang, COMMON_NAMESPACE, common, true, false);
    i18next.addResourceBundle(lang, 'shell', shell, true, false);
  }
  await registerSharedTranslations(i18next, language);
}

/**
 * Sets up the one i18next instance (a shared singleton): the common strings served by the API
 * as the default namespace, shared-ui's and the shell's own; remotes add their namespaces later.
 */
export async function initI18n(language: Language): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['de_DE', 'en_GB'],
    defaultNS: COMMON_NAMESPACE,
    ns: [COMMON_NAMESPACE, 'shell'],
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await loadLanguage(language);
  document.documentElement.lang = language.slice(0, 2);
}

/** Switches the UI language once its strings are there. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language.slice(0, 2);
}

/** The browser's language if we support it, else the default (docs/product.md §4). */
export function browserLanguage(): Language {
  return languageFromLocales([...(navigator.languages ?? [navigator.language])]);
}
