import {
  PERMISSIONS,
  validateContrast,
  validateWebUrl,
  type LicenseeBranding,
  type LicenseeBrandingResponse,
  type ValidationError,
} from '@compliance/shared-contracts/browser';
import {
  Box,
  CheckboxField,
  DetailsFormCard,
  requiredValidator,
  TextField,
  Typography,
  usePermission,
  useSubmitHandler,
} from '@compliance/shared-ui';
import { useLicenseeTranslation } from '../common/namespace';
import { useBrandingWrites } from './api';
import { BrandingPreview } from './BrandingPreview';
import { ColourField } from './ColourField';

type Mode = 'light' | 'dark';
const MODES: readonly Mode[] = ['light', 'dark'];

/** The contrast of each mode's text on its primary colour (WCAG AA), at the contrast field. */
export function validateBrandingForm(values: LicenseeBranding): { theme?: Partial<Record<Mode, { contrast: ValidationError }>> } {
  const theme: Partial<Record<Mode, { contrast: ValidationError }>> = {};
  for (const mode of MODES) {
    const error = validateContrast(values.theme?.[mode]?.primary, values.theme?.[mode]?.contrast);
    if (error) theme[mode] = { contrast: error };
  }
  return Object.keys(theme).length ? { theme } : {};
}

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
      {children}
    </Typography>
  );
}

/** The licensee configuration (docs/product.md §3) with a live preview of its colours; advisors read it. */
export function BrandingForm({ branding }: { branding: LicenseeBrandingResponse }) {
  const { t } = useLicenseeTranslation();
  const canSave = usePermission([PERMISSIONS.licensee.manageBranding]);
  const { update } = useBrandingWrites();
  // The answer's own object: a new one (after a save) re-initialises the form.
  const saved = branding.branding;
  const submit = useSubmitHandler((values: LicenseeBranding) => update(values));
  // Advisors read the form; a disabled field greys its helper text below the contrast text needs, so theirs have none.
  const disabled = !canSave;
  const link = (name: string, label: string) => (
    <TextField name={name} label={label} type="url" validate={validateWebUrl} disabled={disabled} placeholder="https://" />
  );
  return (
    <DetailsFormCard<LicenseeBranding>
      headline={t('branding.form.title')}
      initialValues={saved}
      onSubmit={submit}
      validate={validateBrandingForm}
      canSave={canSave}
    >
      {() => (
        <>
          <Typography color="text.secondary">{t('branding.form.intro')}</Typography>
          <SectionTitle>{t('branding.form.identity')}</SectionTitle>
          <TextField name="licenseeName" label={t('branding.fields.licenseeName')} validate={requiredValidator()} disabled={disabled} />
          <TextField name="moodImageCopyright" label={t('branding.fields.moodImageCopyright')} disabled={disabled} />

          <SectionTitle>{t('branding.form.colours')}</SectionTitle>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3 }}>
            {MODES.map((mode) => (
              <Box component="fieldset" key={mode} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
                <Typography component="legend" variant="subtitle2">
                  {t(`branding.colours.${mode}`)}
                </Typography>
                <ColourField name={`theme.${mode}.primary`} label={t('branding.colours.primary')} disabled={disabled} />
                <ColourField
                  name={`theme.${mode}.contrast`}
                  label={t('branding.colours.contrast')}
                  helperText={t('branding.colours.contrastHelp')}
                  disabled={disabled}
                />
              </Box>
            ))}
          </Box>
          <BrandingPreview saved={saved} logo={branding.images.logo} />

          <SectionTitle>{t('branding.form.links')}</SectionTitle>
          {link('footer.licenseeLink', t('branding.fields.licenseeLink'))}
          {link('footer.legalNoticeLink', t('branding.fields.legalNoticeLink'))}
          {link('footer.dataProtectionLink', t('branding.fields.dataProtectionLink'))}
          {link('externalCalendarHref', t('branding.fields.externalCalendarHref'))}

          <SectionTitle>{t('branding.form.support')}</SectionTitle>
          <TextField
            name="zenDeskKey"
            label={t('branding.fields.zenDeskKey')}
            helperText={disabled ? undefined : t('branding.fields.zenDeskKeyHelp')}
            disabled={disabled}
          />
          <CheckboxField
            name="isWhitelabelPartner"
            label={t('branding.fields.isWhitelabelPartner')}
            helperText={disabled ? undefined : t('branding.fields.isWhitelabelPartnerHelp')}
            disabled={disabled}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('branding.form.nextLoad')}
          </Typography>
        </>
      )}
    </DetailsFormCard>
  );
}
