/** zxcvbn's score: 0 too guessable, 1 very guessable, 2 somewhat guessable, 3 safely unguessable, 4 very unguessable. */
export type PasswordStrengthScore = 0 | 1 | 2 | 3 | 4;

/** What the strength meter shows for a password. */
export interface PasswordStrength {
  score: PasswordStrengthScore;
  /** zxcvbn-ts's warning key (e.g. 'common', 'dates'), translated under shared.passwordStrength.warnings. */
  warning: string | null;
}

type Estimator = typeof import('./estimator');

let estimator: Promise<Estimator> | undefined;

/** Loads the estimator and its word lists once, on the first password form that needs them. */
export function loadPasswordEstimator(): Promise<Estimator> {
  estimator ??= import(/* webpackChunkName: "password-strength" */ './estimator').catch((error: unknown) => {
    // A failed download (network) is tried again by the next form, not remembered.
    estimator = undefined;
    throw error;
  });
  return estimator;
}
