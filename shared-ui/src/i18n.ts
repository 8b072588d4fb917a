import { useTranslation, type UseTranslationResponse } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { Language } from '@compliance/shared-contracts/browser';
import de_DE from '../i18n/de_DE.json';

/** The i18next namespace of shared-ui's strings; keys start with 'shared.'. */
export const SHARED_NAMESPACE = 'shared';
/** The namespace the shell loads the common strings (/assets/i18n/{language}.json) into; keys start with 'common.'. */
export const COMMON_NAMESPACE = 'common';
/** Namespaces shared-ui components look keys up in, in order. */
export const I18N_NAMESPACES = [SHARED_NAMESPACE, COMMON_NAMESPACE] as const;

// German is the fallback of every text, so it comes with the core; English is a chunk of its own,
// fetched when a page is to show it: the core loads with every page, the sign-in page's included
// (e2e/tests/budgets.spec.ts).
const addedLanguages = new WeakMap<I18n, Set<Language>>();
const englishStrings = async () => (await import(/* webpackChunkName: "shared-ui-en_GB" */ '../i18n/en_GB.json')).default;

/**
 * Adds shared-ui's strings of `language` (and German, every language's fallback) to an i18next
 * instance; the shell calls it at start-up and before switching language.
 */
export async function registerSharedTranslations(i18n: I18n, language: Language): Promise<void> {
  // Asked per language, not by the bundle: an entry's own texts (the audit log's) may have opened it.
  const added = addedLanguages.get(i18n) ?? new Set<Language>();
  addedLanguages.set(i18n, added);
  for (const wanted of new Set<Language>(['de_DE', language])) {
    if (added.has(wanted)) continue;
    i18n.addResourceBundle(wanted, SHARED_NAMESPACE, wanted === 'de_DE' ? de_DE : await englishStrings(), true, false);
    added.add(wanted);
  }
}

/**
 * The `t` of a remote area: the area's own namespace first, then 'common.*' (roles, validation,
 * error codes). Each remote wraps it once with its namespace, so no page spells the name.
 */
export function useAreaTranslation<N extends string>(
  namespace: N,
): UseTranslationResponse<readonly [N, typeof COMMON_NAMESPACE], undefined> {
  return useTranslation([namespace, COMMON_NAMESPACE] as const, { nsMode: 'fallback' });
}

/** The `t` of shared-ui components: looks up 'shared.*' and 'common.*' keys in their namespaces. */
export const useSharedTranslation = () => useAreaTranslation(SHARED_NAMESPACE);
