// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the word lists are typed by ambient declarations, which apps that compile shared-ui from source do not include
/// <reference path="./german-words.d.ts" />
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import germanCommonWords from '@zxcvbn-ts/language-de/dist/commonWords.json.js';
import germanFirstNames from '@zxcvbn-ts/language-de/dist/firstnames.json.js';
import germanLastNames from '@zxcvbn-ts/language-de/dist/lastnames.json.js';
import type { PasswordStrength, PasswordStrengthScore } from './strength';

// Loaded only by password forms (see loadPasswordEstimator): the word lists are about 200 KB.
// Without translations zxcvbn-ts answers its warnings as keys, which our i18n translates.
const zxcvbn = new ZxcvbnFactory({
  graphs: adjacencyGraphs,
  dictionary: {
    ...commonDictionary,
    germanCommonWords,
    germanFirstNames,
    germanLastNames,
  },
});

/** How hard a password is to guess, 0 (very weak) to 4 (very strong), with zxcvbn-ts's warning key. */
export function estimatePasswordStrength(password: string, userInputs: readonly string[]): PasswordStrength {
  const result = zxcvbn.check(password, [...userInputs]);
  return { score: result.score as PasswordStrengthScore, warning: result.feedback.warning || null };
}
