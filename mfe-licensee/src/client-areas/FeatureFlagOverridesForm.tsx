import { useMemo } from 'react';
import {
  FEATURE_FLAGS,
  PERMISSIONS,
  type FeatureFlag,
  type FeatureFlagOverrides,
  type LicenseeClientAreas,
} from '@compliance/shared-contracts/browser';
import { Box, DetailsFormCard, Typography, usePermission, useSubmitHandler } from '@compliance/shared-ui';
import { SelectField } from '@compliance/shared-ui/inputs';
import { useLicenseeTranslation } from '../common/namespace';
import { useClientAreaWrites } from './api';

/** An override as the form holds it: a select's value stands for null, true and false. */
type OverrideChoice = 'packages' | 'on' | 'off';
type OverrideFormValues = Record<FeatureFlag, OverrideChoice>;
const CHOICE_OF = (value: boolean | null): OverrideChoice => (value === null ? 'packages' : value ? 'on' : 'off');
const VALUE_OF: Record<OverrideChoice, boolean | null> = { packages: null, on: true, off: false };

/** Each area on, off, or as the packages decide, and what the client gets now. */
export function FeatureFlagOverridesForm({ clientUuid, areas }: { clientUuid: string; areas: LicenseeClientAreas }) {
  const { t } = useLicenseeTranslation();
  const canSave = usePermission([PERMISSIONS.licensee.manageClients]);
  const { changeOverrides } = useClientAreaWrites();
  const initialValues = useMemo(
    () => Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, CHOICE_OF(areas.overrides[flag])])) as OverrideFormValues,
    [areas.overrides],
  );
  const submit = useSubmitHandler((values: OverrideFormValues) =>
    changeOverrides({
      uuid: clientUuid,
      overrides: Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, VALUE_OF[values[flag]]])) as FeatureFlagOverrides,
    }),
  );
  const onOff = (on: boolean) => t(on ? 'clientAreas.overrides.on' : 'clientAreas.overrides.off');
  return (
    <DetailsFormCard<OverrideFormValues>
      headline={t('clientAreas.overrides.title')}
      initialValues={initialValues}
      onSubmit={submit}
      canSave={canSave}
    >
      {() => (
        <>
          <Typography color="text.secondary">{t('clientAreas.overrides.intro')}</Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
            {FEATURE_FLAGS.map((flag) => (
              <div key={flag}>
                <SelectField
                  name={flag}
                  label={t(`clients.areas.${flag}`)}
                  disabled={!canSave}
                  options={[
                    { value: 'packages', label: t('clientAreas.overrides.packages', { state: onOff(areas.fromPackages[flag]) }) },
                    { value: 'on', label: t('clientAreas.overrides.alwaysOn') },
                    { value: 'off', label: t('clientAreas.overrides.alwaysOff') },
                  ]}
                />
                {/* Outside the field: a disabled field (an advisor's) greys its helper text below the contrast text needs. */}
                <Typography variant="body2" color="text.secondary">
                  {t('clientAreas.overrides.now', { state: onOff(areas.flags[flag]) })}
                </Typography>
              </div>
            ))}
          </Box>
        </>
      )}
    </DetailsFormCard>
  );
}
