import { RISK_ACTION_EVENT_KINDS, RISK_ANSWER_SCALE, RISK_ASSIGNMENT_KINDS, RISK_OVERVIEW_STATES } from '@compliance/shared-contracts';
import { expectCompleteTranslations, literalKeysUsedIn } from '@compliance/shared-ui/testing';
import de_DE from '../i18n/de_DE.json';
import en_GB from '../i18n/en_GB.json';

it("the risk-assessment area's strings are complete in both languages, with every key the screens use", () => {
  const used = literalKeysUsedIn(__dirname);
  // Keys built from values.
  for (const answer of RISK_ANSWER_SCALE) used.add(`execution.answers.${answer}`);
  for (const state of ['saved', 'saving', 'unsaved', 'failed']) used.add(`execution.draft.${state}`);
  for (const kind of RISK_ASSIGNMENT_KINDS) used.add(`assignments.kinds.${kind}`);
  for (const state of RISK_OVERVIEW_STATES) used.add(`overviewStates.${state}`);
  for (const kind of RISK_ACTION_EVENT_KINDS) used.add(`actions.history.kinds.${kind}`);
  expect(used.size).toBeGreaterThan(30);
  expectCompleteTranslations({ de_DE, en_GB }, used);
});
