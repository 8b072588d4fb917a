import { useFormState } from 'react-final-form';
import { HEX_COLOUR_PATTERN, formatNumber, textContrast, type LicenseeBranding } from '@compliance/shared-contracts/browser';
import { Box, Stack, Typography } from '@compliance/shared-ui';
import { useLicenseeTranslation } from '../common/namespace';

type Mode = 'light' | 'dark';

/** The page behind the header in each mode, as MUI's default palette draws it. */
const PAGE = { light: { background: '#ffffff', text: 'rgba(0, 0, 0, 0.87)' }, dark: { background: '#121212', text: '#ffffff' } } as const;

/**
 * The header's own colours where the licensee's do not paint it: in dark mode it is MUI's dark
 * surface at the header's elevation, the primary colour a line along its foot (the shell's Header).
 */
const DARK_HEADER = { background: '#282828', text: '#ffffff' } as const;

/** A colour the preview can paint: the typed one once it is `#rrggbb`, else the one saved. */
const paintable = (typed: string | undefined, saved: string): string => (typed && HEX_COLOUR_PATTERN.test(typed) ? typed : saved);

/** One mode's header and button in the colours being edited, with their contrast ratio. */
function ModePreview({
  mode,
  values,
  saved,
  logo,
}: {
  mode: Mode;
  values: LicenseeBranding;
  saved: LicenseeBranding;
  logo: string | null;
}) {
  const { t, i18n } = useLicenseeTranslation();
  const primary = paintable(values.theme?.[mode]?.primary, saved.theme[mode].primary);
  const contrast = paintable(values.theme?.[mode]?.contrast, saved.theme[mode].contrast);
  const { ratio, readable } = textContrast(primary, contrast);
  const title = t(`branding.preview.${mode}`);
  return (
    <Box
      role="group"
      aria-label={title}
      sx={{ flex: 1, minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
    >
      <Box
        sx={{
          ...(mode === 'dark'
            ? { bgcolor: DARK_HEADER.background, color: DARK_HEADER.text, boxShadow: `inset 0 -3px 0 ${primary}` }
            : { bgcolor: primary, color: contrast }),
          px: 2,
          py: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          minHeight: 48,
        }}
      >
        {logo && <Box component="img" src={logo} alt="" sx={{ height: 28, maxWidth: 96, objectFit: 'contain' }} />}
        <Typography component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {values.licenseeName?.trim() || saved.licenseeName}
        </Typography>
      </Box>
      <Box sx={{ bgcolor: PAGE[mode].background, color: PAGE[mode].text, p: 2 }}>
        <Typography component="p" variant="subtitle2">
          {title}
        </Typography>
        {/* A picture of a button, not one to press. */}
        <Box sx={{ display: 'inline-block', mt: 1, px: 2, py: 0.75, borderRadius: 1, bgcolor: primary, color: contrast, fontWeight: 500 }}>
          {t('branding.preview.button')}
        </Box>
        <Typography component="p" variant="body2" sx={{ mt: 1 }}>
          {t(readable ? 'branding.preview.readable' : 'branding.preview.unreadable', {
            ratio: formatNumber(ratio, i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
          })}
        </Typography>
      </Box>
    </Box>
  );
}

/** The header and a button in light and dark mode, in the colours as they are typed (the live preview). */
export function BrandingPreview({ saved, logo }: { saved: LicenseeBranding; logo: string | null }) {
  const { t } = useLicenseeTranslation();
  const { values } = useFormState<LicenseeBranding>({ subscription: { values: true } });
  return (
    <Box component="section" aria-label={t('branding.preview.title')} sx={{ my: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('branding.preview.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ModePreview mode="light" values={values} saved={saved} logo={logo} />
        <ModePreview mode="dark" values={values} saved={saved} logo={logo} />
      </Stack>
    </Box>
  );
}
