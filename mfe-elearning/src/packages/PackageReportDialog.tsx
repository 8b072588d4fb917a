import type { PackageReport, ScormVersionName } from '@compliance/shared-contracts/browser';
import { Alert, AppDialog, Box, Button, Stack, Typography } from '@compliance/shared-ui';
import { useELearningTranslation } from '../common/namespace';

/** Props of PackageReportDialog. */
export interface PackageReportDialogProps {
  scormVersion: ScormVersionName;
  report: PackageReport;
  onClose: () => void;
}

/**
 * What an uploaded package holds (issue 70): its version, the lessons (SCOs) and materials
 * (assets) the player delivers in their order, each with its launch file, hidden ones marked, and
 * what the reading had to guess, so the uploader can check the course before activating it.
 */
export function PackageReportDialog({ scormVersion, report, onClose }: PackageReportDialogProps) {
  const { t } = useELearningTranslation();
  const scos = report.activities.filter((activity) => activity.kind === 'sco').length;
  const assets = report.activities.length - scos;
  return (
    <AppDialog
      open
      title={t('packages.report.title')}
      width="40rem"
      onClose={onClose}
      actions={
        <Button variant="contained" onClick={onClose}>
          {t('packages.report.close')}
        </Button>
      }
    >
      <Stack spacing={2}>
        <Typography>
          {t('packages.report.summary', {
            version: scormVersion,
            lessons: t('packages.report.lessons', { count: scos }),
            materials: t('packages.report.materials', { count: assets }),
          })}
        </Typography>
        {report.warnings.length > 0 && (
          <Alert severity="warning" aria-label={t('packages.report.warningsLabel')}>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {report.warnings.map((warning) => (
                <li key={warning}>{t(`packages.report.warnings.${warning}`, { count: report.organizationCount })}</li>
              ))}
            </Box>
          </Alert>
        )}
        <Box component="ol" aria-label={t('packages.report.activitiesLabel')} sx={{ m: 0, pl: 3 }}>
          {report.activities.map((activity, index) => (
            <Box component="li" key={`${index}-${activity.launchFile}`} sx={{ py: 0.5 }}>
              <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {activity.title}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {[
                  t(`packages.report.kinds.${activity.kind}`),
                  activity.launchFile,
                  ...(activity.visible ? [] : [t('packages.report.hidden')]),
                ].join(' · ')}
              </Typography>
            </Box>
          ))}
        </Box>
      </Stack>
    </AppDialog>
  );
}
