import { formatNumber, type ELearningExecutionSummary } from '@compliance/shared-contracts/browser';

// What the attempts list and an attempt's record both say of an attempt.

/** An attempt's state as a word's key (`analytics.states.*`): reset, else completed, else in progress. */
export type AttemptState = 'reset' | 'completed' | 'inprogress';

/** The state of an attempt, from when it was reset and completed. */
export const attemptStateOf = (attempt: Pick<ELearningExecutionSummary, 'resetAt' | 'completedAt'>): AttemptState =>
  attempt.resetAt !== null ? 'reset' : attempt.completedAt !== null ? 'completed' : 'inprogress';

/** A score in whole percent, as the attempts show it. */
export const scoreText = (scorePercent: number, language: string): string =>
  `${formatNumber(scorePercent, language, { maximumFractionDigits: 0 })} %`;
