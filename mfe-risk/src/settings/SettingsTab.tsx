import { useMemo } from 'react';
import { PERMISSIONS } from '@compliance/shared-contracts/browser';
import { DetailsFormCard, Typography, usePermission, useSubmitHandler } from '@compliance/shared-ui';
import { TaskScheduleFields, scheduleFormValuesOf, scheduleOf, type TaskScheduleFormValues } from '@compliance/shared-ui/inputs';
import { Loaded } from '@compliance/shared-ui/page';
import { useRiskTranslation } from '../common/namespace';
import { useRiskSettings, useRiskSettingsWrites } from './api';

/**
 * The settings tab of a risk assessment: its task settings as E-Learnings have them (status, due
 * date, first execution, repetition, automatic activation and deactivation), editable with the
 * save permission. Switching it on opens an analysis for the members it is assigned to.
 */
export function SettingsTab({ riskAssessmentTaskUuid }: { riskAssessmentTaskUuid: string }) {
  const { t } = useRiskTranslation();
  const canSave = usePermission([PERMISSIONS.riskAssessment.saveSettings]);
  const settings = useRiskSettings(riskAssessmentTaskUuid);
  const initialValues = useMemo(() => (settings.data ? scheduleFormValuesOf(settings.data) : undefined), [settings.data]);
  const { save } = useRiskSettingsWrites();
  const submit = useSubmitHandler((values: TaskScheduleFormValues) => save({ riskAssessmentTaskUuid, ...scheduleOf(values) }));
  return (
    <Loaded result={{ data: initialValues, error: settings.error }}>
      {(values) => (
        <DetailsFormCard<TaskScheduleFormValues>
          headline={t('settings.headline')}
          initialValues={values}
          onSubmit={submit}
          canSave={canSave}
        >
          {() => (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('settings.hint')}
              </Typography>
              <TaskScheduleFields />
            </>
          )}
        </DetailsFormCard>
      )}
    </Loaded>
  );
}
