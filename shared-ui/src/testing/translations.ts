import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { lookupTranslation } from '@compliance/shared-contracts';

/** One app's strings in both languages. */
export interface TranslationTrees {
  de_DE: Record<string, unknown>;
  en_GB: Record<string, unknown>;
}

/** Every dotted key of a translation tree whose value is a string. */
export function translationKeysOf(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return [prefix];
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => translationKeysOf(value, prefix ? `${prefix}.${key}` : key));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : [];
  });
}

/** The keys an app's sources under `dir` pass to `t('…')` literally, other than the common and shared ones. */
export function literalKeysUsedIn(dir: string): Set<string> {
  const literal = /\bt\(\s*'((?!common\.|shared\.)[\w-]+(?:\.[\w-]+)+)'/g;
  const used = new Set<string>();
  for (const file of sourceFiles(dir)) for (const match of readFileSync(file, 'utf8').matchAll(literal)) used.add(match[1]!);
  return used;
}

/** A key is translated when it or its plural forms exist. */
const translated = (tree: Record<string, unknown>, key: string) =>
  [key, `${key}_one`, `${key}_other`].some((candidate) => typeof lookupTranslation(tree, candidate) === 'string');

/**
 * Asserts an app's strings are complete: the same keys in German and English, none empty, and
 * every key in `used` translated in both (a failure names the key).
 */
export function expectCompleteTranslations(trees: TranslationTrees, used: Iterable<string>): void {
  expect(translationKeysOf(trees.en_GB).sort()).toEqual(translationKeysOf(trees.de_DE).sort());
  for (const tree of [trees.de_DE, trees.en_GB]) {
    for (const key of translationKeysOf(tree)) expect([key, lookupTranslation(tree, key)?.trim()]).not.toEqual([key, '']);
    for (const key of used) expect([key, translated(tree, key)]).toEqual([key, true]);
  }
}
