import {
  COVERAGE_RULES,
  LANGUAGES,
  LOCATION_TYPES,
  MEMBER_GROUP_TYPES,
  TEMPLATE_FILE_TYPES,
  TEMPLATE_PROVIDERS,
} from '@compliance/shared-contracts';
import { expectCompleteTranslations, literalKeysUsedIn } from '@compliance/shared-ui/testing';
import de_DE from '../i18n/de_DE.json';
import en_GB from '../i18n/en_GB.json';

it("the start area's strings are complete in both languages, with every key the screens use", () => {
  const used = literalKeysUsedIn(__dirname);
  // Keys built from values.
  for (const type of LOCATION_TYPES) used.add(`locationTypes.${type}`);
  for (const type of MEMBER_GROUP_TYPES) used.add(`groupTypes.${type}`);
  for (const rule of COVERAGE_RULES) {
    used.add(`infopoint.coverage.${rule}`);
    used.add(`infopoint.rules.${rule}`);
  }
  for (const type of TEMPLATE_FILE_TYPES) used.add(`templates.fileTypes.${type}`);
  for (const language of LANGUAGES) used.add(`templates.languages.${language}`);
  for (const provider of TEMPLATE_PROVIDERS) used.add(`templates.providers.${provider}`);
  for (const field of ['name', 'language', 'file']) used.add(`templates.upload.fields.${field}`);
  expect(used.size).toBeGreaterThan(20);
  expectCompleteTranslations({ de_DE, en_GB }, used);
});
