import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { MEMBER_GROUP_TYPES, lookupTranslation } from '@compliance/shared-contracts';
import de_DE from '../i18n/de_DE.json';
import en_GB from '../i18n/en_GB.json';

/** Every dotted key of a translation tree whose value is a string. */
function keysOf(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return [prefix];
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : [];
  });
}

/** A key is translated when it or its plural forms exist. */
const translated = (tree: unknown, key: string) =>
  [key, `${key}_one`, `${key}_other`].some(
    (candidate) => typeof lookupTranslation(tree as Record<string, unknown>, candidate) === 'string',
  );

describe("the company area's strings", () => {
  it('have the same keys in German and English, none of them empty', () => {
    expect(keysOf(en_GB).sort()).toEqual(keysOf(de_DE).sort());
    for (const tree of [de_DE, en_GB]) for (const key of keysOf(tree)) expect(lookupTranslation(tree, key)?.trim()).not.toBe('');
  });

  it('hold every key the screens use literally, and the keys built from values', () => {
    const literal = /\bt\(\s*'((?!common\.)[\w-]+(?:\.[\w-]+)+)'/g;
    const used = new Set<string>();
    for (const file of sourceFiles(__dirname)) for (const match of readFileSync(file, 'utf8').matchAll(literal)) used.add(match[1]!);
    for (const type of MEMBER_GROUP_TYPES) used.add(`groups.types.${type}`);
    for (const section of ['person', 'contact', 'address', 'access', 'options']) used.add(`members.form.sections.${section}`);
    for (const field of [
      'firstName',
      'lastName',
      'email',
      'username',
      'roleIdentifier',
      'postalCode',
      'country',
      'initialPassword',
      'confirmInitialPassword',
    ])
      used.add(`fields.${field}`);
    expect(used.size).toBeGreaterThan(100);
    for (const key of used) {
      expect([key, translated(de_DE, key)]).toEqual([key, true]);
      expect([key, translated(en_GB, key)]).toEqual([key, true]);
    }
  });
});
