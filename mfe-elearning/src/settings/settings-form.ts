import {
  type CompletionRule,
  type ELearningSettings,
  type ELearningStatus,
  type FirstExecutionBufferDays,
} from '@compliance/shared-contracts/browser';

/** The settings as the form holds them: selects and text fields hold text, dates '' or ISO. */
export interface SettingsFormValues {
  status: ELearningStatus;
  firstExecutionBufferDays: string;
  intervalMonths: string;
  activationDate: string | null;
  deactivationDate: string | null;
  dueDate: string | null;
  completionRule: CompletionRule;
  minScore: string;
  underageEverySixMonths: boolean;
}

/** The form's values of saved settings. */
export function settingsFormValuesOf(settings: ELearningSettings): SettingsFormValues {
  return {
    ...settings,
    firstExecutionBufferDays: String(settings.firstExecutionBufferDays),
    intervalMonths: String(settings.intervalMonths),
    minScore: settings.minScore === null ? '' : String(settings.minScore),
  };
}

/** A rule that asks for passing takes a minimum score; 'completed' alone does not. */
export const asksForScore = (rule: CompletionRule) => rule !== 'completed';

/** The settings the form's values stand for; the form has checked them, the server checks again. */
export function settingsOf(values: SettingsFormValues): ELearningSettings {
  const score = values.minScore.trim();
  return {
    status: values.status,
    // The select offers only these values.
    firstExecutionBufferDays: Number(values.firstExecutionBufferDays) as FirstExecutionBufferDays,
    intervalMonths: Number(values.intervalMonths),
    activationDate: values.activationDate || null,
    deactivationDate: values.deactivationDate || null,
    dueDate: values.dueDate || null,
    completionRule: values.completionRule,
    minScore: asksForScore(values.completionRule) && score !== '' ? Number(score) : null,
    underageEverySixMonths: values.underageEverySixMonths,
  };
}
