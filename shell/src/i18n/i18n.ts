import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { COMMON_NAMESPACE, registerSharedTranslations } from '@compliance/shared-ui';
import { DEFAULT_LANGUAGE, languageFromLocales, type Language } from '@compliance/shared-contracts/browser';
import shellDe from '../../i18n/de_DE.json';
import shellEn from '../../i18n/en_GB.json';

async function commonStrings(language: Language): Promise<Record<string, unknown>> {
  const response = await fetch(`/assets/i18n/${language}.json`, { credentials: 'include' });
  if (!response.ok) throw new Error(`translations ${language}: ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * Sets up the one i18next instance (a shared singleton): the common strings served by the API
 * as the default namespace, shared-ui's and the shell's own; remotes add their namespaces later.
 */
export async function initI18n(language: Language): Promise<void> {
  const [de, en] = await Promise.all([commonStrings('de_DE'), commonStrings('en_GB')]);
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['de_DE', 'en_GB'],
    defaultNS: COMMON_NAMESPACE,
    ns: [COMMON_NAMESPACE, 'shell'],
    resources: { de_DE: { [COMMON_NAMESPACE]: de, shell: shellDe }, en_GB: { [COMMON_NAMESPACE]: en, shell: shellEn } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  registerSharedTranslations(i18next);
  document.documentElement.lang = language.slice(0, 2);
}

/** Switches the UI language at once. */
export async function changeLanguage(language: Language): Promise<void> {
  await i18next.changeLanguage(language);
  document.documentElement.lang = language.slice(0, 2);
}

/** The browser's language if we support it, else the default (docs/product.md §4). */
export function browserLanguage(): Language {
  return languageFromLocales([...(navigator.languages ?? [navigator.language])]);
}
