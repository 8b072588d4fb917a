import { useEffect, useState, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useSharedTranslation } from '../../i18n';
import { loadPasswordEstimator, type PasswordStrength } from './strength';

/** Waits this long after the last key stroke, so typing stays smooth. */
const ESTIMATE_DELAY_MS = 150;

const SCORE_COLOURS = ['error', 'error', 'warning', 'success', 'success'] as const;

/** The warning keys of zxcvbn-ts we translate; any other is left out rather than shown as a key. */
const TRANSLATED_WARNINGS = new Set([
  'straightRow',
  'keyPattern',
  'simpleRepeat',
  'extendedRepeat',
  'sequences',
  'recentYears',
  'dates',
  'topTen',
  'topHundred',
  'common',
  'similarToCommon',
  'wordByItself',
  'namesByThemselves',
  'commonNames',
  'userInputs',
]);

/** The strength of a password as the user types it; null while there is none or the estimator loads. */
export function usePasswordStrength(password: string, userInputs: readonly string[] = []): PasswordStrength | null {
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const inputsKey = userInputs.join('\n');
  useEffect(() => {
    if (!password) {
      setStrength(null);
      return undefined;
    }
    let current = true;
    const timer = setTimeout(() => {
      loadPasswordEstimator()
        .then(({ estimatePasswordStrength }) => {
          if (current) setStrength(estimatePasswordStrength(password, inputsKey ? inputsKey.split('\n') : []));
        })
        // Without the estimator the form still works: the policy and the server decide.
        .catch(() => undefined);
    }, ESTIMATE_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, inputsKey]);
  return password ? strength : null;
}

/** Props of PasswordStrengthMeter. */
export interface PasswordStrengthMeterProps {
  password: string;
  /** Words the password should not be built from: the member's names, username, company. */
  userInputs?: readonly string[];
}

/**
 * How hard the typed password is to guess (zxcvbn-ts, loaded only here), as a bar and in words,
 * with what makes it weak. It advises; the policy and the server's list of common passwords decide.
 */
export function PasswordStrengthMeter({ password, userInputs }: PasswordStrengthMeterProps): ReactElement {
  const { t } = useSharedTranslation();
  const strength = usePasswordStrength(password, userInputs);
  const label = t('shared.passwordStrength.label');
  return (
    <Box aria-live="polite" sx={{ mt: -1, mb: 1 }}>
      {strength && (
        <>
          <LinearProgress
            variant="determinate"
            value={(strength.score + 1) * 20}
            color={SCORE_COLOURS[strength.score]}
            aria-label={label}
            aria-valuetext={t(`shared.passwordStrength.score.${strength.score}`)}
            sx={{ height: 6, borderRadius: 3 }}
          />
          <Typography variant="caption" component="p">
            {label}: {t(`shared.passwordStrength.score.${strength.score}`)}
          </Typography>
          {strength.warning && TRANSLATED_WARNINGS.has(strength.warning) && (
            <Typography variant="caption" component="p" color="text.secondary">
              {t(`shared.passwordStrength.warnings.${strength.warning}`)}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}
