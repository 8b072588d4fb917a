import { useMemo } from 'react';
import {
  Alert,
  Box,
  CheckboxField,
  DeniedRoute,
  Grid,
  TextInput,
  requiredValidator,
  TextField,
  useLocation,
  usePermission,
  DetailsFormCard,
  LinearProgress,
  Typography,
  useSubmitHandler,
} from '@compliance/shared-ui';
import { SelectField } from '@compliance/shared-ui/inputs';
import { Loaded, PermissionTabs } from '@compliance/shared-ui/page';
import {
  formatFileSize,
  PERMISSIONS,
  validateWebUrl,
  validateZipcode,
  type ClientDetailsResponse,
  type ClientStorage,
  type CompanyConfiguration,
} from '@compliance/shared-contracts/browser';
import { CompanyPage } from '../common/CompanyPage';
import { useCompanyTranslation } from '../common/namespace';
import { companyPaths } from '../common/paths';
import { blankToNull } from '../members/member-form';
import { useClientDetails, useClientDetailsWrites } from './api';

interface DetailsValues {
  name: string;
  street: string;
  additional: string;
  postalCode: string;
  city: string;
  country: string;
}

interface ConfigurationValues {
  homepage: string;
  notificationFooterEmail: string;
  notificationFooterSms: string;
  language: CompanyConfiguration['language'];
  zenDeskKey: string;
  allowSupportLogin: boolean;
}

/** An SMS footer fits one message (the server allows 160 characters). */
const SMS_FOOTER_MAX = 160;

function CompanyDetailsForm({ answer }: { answer: ClientDetailsResponse }) {
  const { t } = useCompanyTranslation();
  const canSave = usePermission([PERMISSIONS.clientDetails.update]);
  const { details, countries } = answer;
  const initialValues = useMemo<DetailsValues>(
    () => ({
      name: details.name,
      street: details.street ?? '',
      additional: details.additional ?? '',
      postalCode: details.postalCode ?? '',
      city: details.city ?? '',
      country: details.country,
    }),
    [details],
  );
  const label = (field: string) => t(`fields.${field}`);
  const { update } = useClientDetailsWrites();
  const submit = useSubmitHandler((values: DetailsValues) => {
    const body = {
      section: 'details' as const,
      name: values.name.trim(),
      street: blankToNull(values.street),
      additional: blankToNull(values.additional),
      postalCode: blankToNull(values.postalCode),
      city: blankToNull(values.city),
      country: values.country,
    };
    return update(body);
  });
  return (
    <DetailsFormCard<DetailsValues>
      headline={t('settings.details.headline')}
      initialValues={initialValues}
      validate={(values) => {
        const zipcode = validateZipcode(values.postalCode, values.country);
        return zipcode ? { postalCode: zipcode } : {};
      }}
      onSubmit={submit}
      canSave={canSave}
    >
      {() => (
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField name="name" label={label('companyName')} validate={requiredValidator(label('companyName'))} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextInput label={label('clientIdentifier')} value={details.clientIdentifier} fullWidth margin="normal" readOnly />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField name="street" label={label('street')} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField name="additional" label={label('additionalAddress')} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField name="postalCode" label={label('postalCode')} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField name="city" label={label('city')} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <SelectField
              name="country"
              label={label('country')}
              validate={requiredValidator(label('country'))}
              options={countries.map((country) => ({ value: country.code, label: country.name }))}
            />
          </Grid>
          <Grid size={12}>
            <Alert severity="info" sx={{ mt: 1 }}>
              {t('settings.details.members', { count: answer.memberCount, max: answer.maxMembers })}
            </Alert>
          </Grid>
          <Grid size={12}>
            <StorageUse storage={answer.storage} />
          </Grid>
        </Grid>
      )}
    </DetailsFormCard>
  );
}

/** From this share of the quota on, the storage shows as nearly full. */
const STORAGE_WARNING_SHARE = 0.9;

/** What the company's own packages and templates take of its storage quota. */
function StorageUse({ storage }: { storage: ClientStorage }) {
  const { t, i18n } = useCompanyTranslation();
  const size = (bytes: number) => formatFileSize(bytes, i18n.language);
  const share = storage.quotaBytes > 0 ? Math.min(1, storage.usedBytes / storage.quotaBytes) : 1;
  const nearlyFull = share >= STORAGE_WARNING_SHARE;
  return (
    <Alert severity={nearlyFull ? 'warning' : 'info'} sx={{ mt: 1, '& .MuiAlert-message': { flexGrow: 1 } }}>
      <Typography variant="body2">
        {t('settings.details.storage', { used: size(storage.usedBytes), quota: size(storage.quotaBytes) })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.round(share * 100)}
        color={nearlyFull ? 'warning' : 'primary'}
        aria-label={t('settings.details.storageLabel')}
        sx={{ my: 1 }}
      />
      <Typography variant="body2">
        {t('settings.details.storageParts', { packages: size(storage.packagesBytes), templates: size(storage.templatesBytes) })}
        {nearlyFull ? ` ${t('settings.details.storageNearlyFull')}` : ''}
      </Typography>
    </Alert>
  );
}

function CompanyConfigurationForm({ configuration }: { configuration: CompanyConfiguration }) {
  const { t } = useCompanyTranslation();
  const canSave = usePermission([PERMISSIONS.clientDetails.updateConfiguration]);
  const initialValues = useMemo<ConfigurationValues>(
    () => ({
      homepage: configuration.homepage ?? '',
      notificationFooterEmail: configuration.notificationFooterEmail ?? '',
      notificationFooterSms: configuration.notificationFooterSms ?? '',
      language: configuration.language,
      zenDeskKey: configuration.zenDeskKey ?? '',
      allowSupportLogin: configuration.allowSupportLogin,
    }),
    [configuration],
  );
  const label = (field: string) => t(`fields.${field}`);
  const { update } = useClientDetailsWrites();
  const submit = useSubmitHandler((values: ConfigurationValues) => {
    const body = {
      section: 'configuration' as const,
      homepage: blankToNull(values.homepage),
      notificationFooterEmail: blankToNull(values.notificationFooterEmail),
      notificationFooterSms: blankToNull(values.notificationFooterSms),
      language: values.language,
      zenDeskKey: blankToNull(values.zenDeskKey),
      allowSupportLogin: Boolean(values.allowSupportLogin),
    };
    return update(body);
  });
  return (
    <DetailsFormCard<ConfigurationValues>
      headline={t('settings.configuration.headline')}
      initialValues={initialValues}
      onSubmit={submit}
      canSave={canSave}
    >
      {() => (
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              name="homepage"
              type="url"
              label={label('homepage')}
              validate={validateWebUrl}
              helperText={t('settings.configuration.homepageHint')}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SelectField
              name="language"
              label={label('language')}
              options={(['de_DE', 'en_GB'] as const).map((language) => ({ value: language, label: t(`settings.languages.${language}`) }))}
            />
          </Grid>
          <Grid size={12}>
            <TextField name="notificationFooterEmail" label={label('notificationFooterEmail')} multiline rows={4} />
          </Grid>
          <Grid size={12}>
            <TextField
              name="notificationFooterSms"
              label={label('notificationFooterSms')}
              multiline
              rows={2}
              validate={(value) =>
                value && value.length > SMS_FOOTER_MAX ? { key: 'maxlength', params: { chars: SMS_FOOTER_MAX } } : undefined
              }
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField name="zenDeskKey" label={label('zenDeskKey')} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <CheckboxField name="allowSupportLogin" label={label('allowSupportLogin')} />
          </Grid>
        </Grid>
      )}
    </DetailsFormCard>
  );
}

/** /dashboard/company/settings/details and …/configuration: master data, and the owner's configuration. */
export function CompanySettingsPage() {
  const { t } = useCompanyTranslation();
  const { pathname } = useLocation();
  const section = pathname.endsWith('/configuration') ? 'configuration' : 'details';
  const clientDetails = useClientDetails();
  const title = t('settings.title');
  const tabLabel = t(`settings.tabs.${section}`);
  const renderSection = (answer: ClientDetailsResponse) => {
    if (section === 'details') return <CompanyDetailsForm answer={answer} />;
    // The area's route guard already admits only the owner; without the section in the answer it is denied all the same.
    return answer.configuration ? <CompanyConfigurationForm configuration={answer.configuration} /> : <DeniedRoute />;
  };

  return (
    <CompanyPage title={title} crumbs={[]}>
      <PermissionTabs
        tabs={[
          { label: t('settings.tabs.details'), path: companyPaths.settingsDetails(), permissions: [PERMISSIONS.clientDetails.read] },
          {
            label: t('settings.tabs.configuration'),
            path: companyPaths.settingsConfiguration(),
            permissions: [PERMISSIONS.clientDetails.readConfiguration],
          },
        ]}
      />
      <Box role="tabpanel" aria-label={tabLabel} sx={{ pt: 1 }}>
        <Loaded result={clientDetails}>{renderSection}</Loaded>
      </Box>
    </CompanyPage>
  );
}
