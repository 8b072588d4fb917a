import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lookupTranslation } from '@compliance/shared-contracts';
import { translationKeysOf } from '@compliance/shared-ui/testing';
import de_DE from '../../i18n/de_DE.json';
import en_GB from '../../i18n/en_GB.json';
import { PROFILE_TAB_IDS } from './tabs';

describe("the auth area's strings", () => {
  it('have the same keys in German and English, none of them empty', () => {
    expect(translationKeysOf(en_GB).sort()).toEqual(translationKeysOf(de_DE).sort());
    for (const tree of [de_DE, en_GB]) for (const key of translationKeysOf(tree)) expect(lookupTranslation(tree, key)?.trim()).not.toBe('');
  });

  it('hold every profile key the profile screens use', () => {
    const sources = readdirSync(__dirname).filter((file) => file.endsWith('.tsx') && !file.includes('test'));
    const literal = /\bt\(\s*'(profile\.[\w.-]+)'/g;
    const used = new Set<string>();
    for (const file of sources) for (const match of readFileSync(join(__dirname, file), 'utf8').matchAll(literal)) used.add(match[1]!);
    // Keys built from values: tab labels, settings choices, field labels.
    for (const id of PROFILE_TAB_IDS) used.add(`profile.tabs.${id}`);
    for (const value of ['system', 'light', 'dark']) used.add(`profile.settings.themes.${value}`);
    for (const value of ['system', 'de_DE', 'en_GB']) used.add(`profile.settings.languages.${value}`);
    for (const field of ['email', 'firstName', 'lastName', 'phoneNumber', 'mobileNumber', 'username', 'role'])
      used.add(`profile.details.${field}`);
    for (const field of ['currentPassword', 'newPassword', 'confirmPassword']) used.add(`profile.security.password.${field}`);
    expect(used.size).toBeGreaterThan(30);
    for (const key of used) {
      expect([key, lookupTranslation(de_DE, key)]).toEqual([key, expect.any(String)]);
      expect([key, lookupTranslation(en_GB, key)]).toEqual([key, expect.any(String)]);
    }
  });
});
