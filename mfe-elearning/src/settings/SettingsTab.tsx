import { useMemo } from 'react';
import { useFormState } from 'react-final-form';
import {
  ELEARNING_COMPLETION_RULES,
  ELEARNING_FIRST_EXECUTION_BUFFER_DAYS,
  ELEARNING_MAX_INTERVAL_MONTHS,
  ELEARNING_STATUSES,
  PERMISSIONS,
  TASK_DATE_LIMITS,
  validateMax,
  validateNumeric,
} from '@compliance/shared-contracts/browser';
import { CheckboxField, DetailsFormCard, Grid, TextField, Typography, usePermission, useSubmitHandler } from '@compliance/shared-ui';
import { DateField, SelectField } from '@compliance/shared-ui/inputs';
import { Loaded } from '@compliance/shared-ui/page';
import { useELearningTranslation } from '../common/namespace';
import { useELearningSettings, useSettingsWrites } from './api';
import { asksForScore, settingsFormValuesOf, settingsOf, type SettingsFormValues } from './settings-form';

/** Months of the interval select: 0 once, 1 monthly, 2–24 every N months. */
const INTERVAL_MONTHS = Array.from({ length: ELEARNING_MAX_INTERVAL_MONTHS + 1 }, (_, months) => months);

/** A label of the first execution buffer: now, one week, two weeks, one month, N months. */
function bufferLabelKey(days: number): { key: string; count?: number } {
  if (days === 0) return { key: 'settings.buffer.now' };
  if (days < 30) return { key: 'settings.buffer.weeks', count: days / 7 };
  return { key: 'settings.buffer.months', count: days / 30 };
}

const validateScore = (value: string | undefined) => validateNumeric(value ?? '') ?? validateMax(value ?? '', 100);

/** The score field, shown while the completion rule asks for passing. */
function MinScoreField() {
  const { t } = useELearningTranslation();
  const { values } = useFormState<SettingsFormValues>({ subscription: { values: true } });
  if (!asksForScore(values.completionRule)) return null;
  return (
    <TextField name="minScore" label={t('settings.fields.minScore')} helperText={t('settings.hints.minScore')} validate={validateScore} />
  );
}

/** A date of the task settings, within the task date limits (docs/product.md §9). */
function TaskDateField({ name, minDate }: { name: 'dueDate' | 'activationDate' | 'deactivationDate'; minDate?: string | null }) {
  const { t } = useELearningTranslation();
  return (
    <DateField
      name={name}
      label={t(`settings.fields.${name}`)}
      minDate={minDate || TASK_DATE_LIMITS.minDate}
      maxDate={TASK_DATE_LIMITS.maxDate}
    />
  );
}

/** The deactivation date: not before the activation date. */
function DeactivationDateField() {
  const { values } = useFormState<SettingsFormValues>({ subscription: { values: true } });
  return <TaskDateField name="deactivationDate" minDate={values.activationDate} />;
}

/** The fields of the settings form, in the order of docs/product.md §3: when, how often, what counts as done. */
function SettingsFields() {
  const { t } = useELearningTranslation();
  const bufferOptions = ELEARNING_FIRST_EXECUTION_BUFFER_DAYS.map((days) => {
    const { key, count } = bufferLabelKey(days);
    return { value: String(days), label: t(key, { count }) };
  });
  const intervalOptions = INTERVAL_MONTHS.map((months) => ({
    value: String(months),
    label: months === 0 ? t('settings.interval.once') : t('settings.interval.months', { count: months }),
  }));
  return (
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectField
          name="status"
          label={t('fields.status')}
          options={ELEARNING_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TaskDateField name="dueDate" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectField name="firstExecutionBufferDays" label={t('settings.fields.firstExecutionBuffer')} options={bufferOptions} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectField name="intervalMonths" label={t('settings.fields.interval')} options={intervalOptions} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TaskDateField name="activationDate" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DeactivationDateField />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectField
          name="completionRule"
          label={t('settings.fields.completionRule')}
          options={ELEARNING_COMPLETION_RULES.map((rule) => ({ value: rule, label: t(`settings.completionRules.${rule}`) }))}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <MinScoreField />
      </Grid>
      <Grid size={12}>
        <CheckboxField name="underageEverySixMonths" label={t('settings.fields.underageEverySixMonths')} />
        <Typography variant="body2" color="text.secondary">
          {t('settings.hints.underageEverySixMonths')}
        </Typography>
      </Grid>
    </Grid>
  );
}

/** The settings tab of an E-Learning: its task settings, editable with the save permission. */
export function SettingsTab({ elearningUuid }: { elearningUuid: string }) {
  const { t } = useELearningTranslation();
  const canSave = usePermission([PERMISSIONS.elearning.saveSettings]);
  const settings = useELearningSettings(elearningUuid);
  const initialValues = useMemo(() => (settings.data ? settingsFormValuesOf(settings.data) : undefined), [settings.data]);
  const { save } = useSettingsWrites();
  const submit = useSubmitHandler((values: SettingsFormValues) => save({ elearningUuid, ...settingsOf(values) }));
  return (
    <Loaded result={{ data: initialValues, error: settings.error }}>
      {(values) => (
        <DetailsFormCard<SettingsFormValues> headline={t('settings.headline')} initialValues={values} onSubmit={submit} canSave={canSave}>
          {() => <SettingsFields />}
        </DetailsFormCard>
      )}
    </Loaded>
  );
}
