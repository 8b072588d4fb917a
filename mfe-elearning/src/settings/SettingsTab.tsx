import { useMemo } from 'react';
import { useFormState } from 'react-final-form';
import { ELEARNING_COMPLETION_RULES, PERMISSIONS, validateMax, validateNumeric } from '@compliance/shared-contracts/browser';
import { CheckboxField, DetailsFormCard, Grid, TextField, Typography, usePermission, useSubmitHandler } from '@compliance/shared-ui';
import { SelectField, TaskScheduleFields } from '@compliance/shared-ui/inputs';
import { Loaded } from '@compliance/shared-ui/page';
import { useELearningTranslation } from '../common/namespace';
import { useELearningSettings, useSettingsWrites } from './api';
import { asksForScore, settingsFormValuesOf, settingsOf, type SettingsFormValues } from './settings-form';

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

/** The fields of the settings form, in the order of docs/product.md §3: the shared schedule, then what counts as done. */
function SettingsFields() {
  const { t } = useELearningTranslation();
  return (
    <TaskScheduleFields>
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
    </TaskScheduleFields>
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
