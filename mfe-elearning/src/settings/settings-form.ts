import { type CompletionRule, type ELearningSettings } from '@compliance/shared-contracts/browser';
import { scheduleFormValuesOf, scheduleOf, type TaskScheduleFormValues } from '@compliance/shared-ui/inputs';

/** The settings as the form holds them: the shared schedule, then what counts as done; text fields hold text. */
export interface SettingsFormValues extends TaskScheduleFormValues {
  completionRule: CompletionRule;
  minScore: string;
  underageEverySixMonths: boolean;
}

/** The form's values of saved settings. */
export function settingsFormValuesOf(settings: ELearningSettings): SettingsFormValues {
  return {
    ...scheduleFormValuesOf(settings),
    completionRule: settings.completionRule,
    minScore: settings.minScore === null ? '' : String(settings.minScore),
    underageEverySixMonths: settings.underageEverySixMonths,
  };
}

/** A rule that asks for passing takes a minimum score; 'completed' alone does not. */
export const asksForScore = (rule: CompletionRule) => rule !== 'completed';

/** The settings the form's values stand for; the form has checked them, the server checks again. */
export function settingsOf(values: SettingsFormValues): ELearningSettings {
  const score = values.minScore.trim();
  return {
    ...scheduleOf(values),
    completionRule: values.completionRule,
    minScore: asksForScore(values.completionRule) && score !== '' ? Number(score) : null,
    underageEverySixMonths: values.underageEverySixMonths,
  };
}
