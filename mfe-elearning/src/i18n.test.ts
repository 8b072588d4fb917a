import { ELEARNING_COMPLETION_RULES } from '@compliance/shared-contracts';
import { expectCompleteTranslations, literalKeysUsedIn } from '@compliance/shared-ui/testing';
import de_DE from '../i18n/de_DE.json';
import en_GB from '../i18n/en_GB.json';

it("the E-Learning area's strings are complete in both languages, with every key the screens use", () => {
  const used = literalKeysUsedIn(__dirname);
  // Keys built from values.
  for (const rule of ELEARNING_COMPLETION_RULES) used.add(`settings.completionRules.${rule}`);
  expect(used.size).toBeGreaterThan(30);
  expectCompleteTranslations({ de_DE, en_GB }, used);
});
