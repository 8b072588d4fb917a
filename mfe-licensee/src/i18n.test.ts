import { FEATURE_FLAGS, LICENSEE_CLIENT_STATUSES } from '@compliance/shared-contracts';
import { expectCompleteTranslations, literalKeysUsedIn } from '@compliance/shared-ui/testing';
import de_DE from '../i18n/de_DE.json';
import en_GB from '../i18n/en_GB.json';

it("the back office's strings are complete in both languages, with every key the screens use", () => {
  const used = literalKeysUsedIn(__dirname);
  // Keys built from values.
  for (const flag of FEATURE_FLAGS) used.add(`clients.areas.${flag}`);
  for (const status of ['all', ...LICENSEE_CLIENT_STATUSES]) used.add(`clients.status.${status}`);
  for (const field of [
    'name',
    'maxMembers',
    'street',
    'additional',
    'postalCode',
    'city',
    'country',
    'clientIdentifier',
    'firstName',
    'lastName',
    'username',
    'email',
  ])
    used.add(`clients.fields.${field}`);
  expect(used.size).toBeGreaterThan(20);
  expectCompleteTranslations({ de_DE, en_GB }, used);
});
