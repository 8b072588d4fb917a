import de_DE from '../i18n/de_DE.json';
import en_GB from '../i18n/en_GB.json';

/** The common translations every app shares, served at `/assets/i18n/{language}.json`. */
export const COMMON_TRANSLATIONS = { de_DE, en_GB } as const;
export type TranslationLanguage = keyof typeof COMMON_TRANSLATIONS;

/** Looks up a dotted key in a translation tree; undefined when absent. */
export function lookupTranslation(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Replaces `{{name}}` placeholders, i18next style. */
export function interpolate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (values[name] === undefined ? match : String(values[name])));
}

/** Translates a common key in a language (for server-side texts like mails). */
export function translateCommon(
  language: TranslationLanguage,
  key: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const template = lookupTranslation(COMMON_TRANSLATIONS[language], key);
  if (template === undefined) throw new Error(`Missing translation ${language}:${key}`);
  return interpolate(template, values);
}
