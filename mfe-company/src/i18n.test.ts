import { MEMBER_GROUP_TYPES } from '@compliance/shared-contracts';
import { expectCompleteTranslations, literalKeysUsedIn } from '@compliance/shared-ui/testing';
import de_DE from '../i18n/de_DE.json';
import en_GB from '../i18n/en_GB.json';

it("the company area's strings are complete in both languages, with every key the screens use", () => {
  const used = literalKeysUsedIn(__dirname);
  // Keys built from values.
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
  expectCompleteTranslations({ de_DE, en_GB }, used);
});
