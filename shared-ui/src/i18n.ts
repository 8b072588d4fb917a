import { useTranslation, type UseTranslationResponse } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import de_DE from '../i18n/de_DE.json';
import en_GB from '../i18n/en_GB.json';

/** The i18next namespace of shared-ui's strings; keys start with 'shared.'. */
export const SHARED_NAMESPACE = 'shared';
/** The namespace the shell loads the common strings (/assets/i18n/{language}.json) into; keys start with 'common.'. */
export const COMMON_NAMESPACE = 'common';
/** Namespaces shared-ui components look keys up in, in order. */
export const I18N_NAMESPACES = [SHARED_NAMESPACE, COMMON_NAMESPACE] as const;

/** shared-ui's own translations per language. */
export const SHARED_TRANSLATIONS = { de_DE, en_GB } as const;

/** Adds shared-ui's strings to an i18next instance (the shell calls this at start-up). */
export function registerSharedTranslations(i18n: I18n): void {
  for (const [language, resources] of Object.entries(SHARED_TRANSLATIONS)) {
    i18n.addResourceBundle(language, SHARED_NAMESPACE, resources, true, false);
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
