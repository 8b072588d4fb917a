import { useMemo, useRef, useState, type ReactElement } from 'react';
import type { PackageReport, ScormVersionName } from '@compliance/shared-contracts/browser';
import { Alert, AppDialog, Box, Stack, Typography, useSharedTranslation } from '@compliance/shared-ui';
import { registerPackageReportTranslations } from './translations';

/** Props of PackageReportDialog. */
export interface PackageReportDialogProps {
  scormVersion: ScormVersionName;
  report: PackageReport;
  onClose: () => void;
}

/**
 * What an uploaded package holds (issue 70): its version, the lessons (SCOs) and materials
 * (assets) the player delivers in their order, each with its launch file, hidden ones marked, and
 * what the reading had to guess, so the uploader can check the course before offering it.
 */
export function PackageReportDialog({ scormVersion, report, onClose }: PackageReportDialogProps) {
  const { t, i18n } = useSharedTranslation();
  // Before anything below renders a text of the report: synchronous, once per i18next instance.
  useMemo(() => registerPackageReportTranslations(i18n), [i18n]);
  const scos = report.activities.filter((activity) => activity.kind === 'sco').length;
  const assets = report.activities.length - scos;
  return (
    <AppDialog open title={t('shared.packageReport.title')} width="40rem" onClose={onClose} closeLabel={t('shared.packageReport.close')}>
      <Stack spacing={2}>
        <Typography>
          {t('shared.packageReport.summary', {
            version: scormVersion,
            lessons: t('shared.packageReport.lessons', { count: scos }),
            materials: t('shared.packageReport.materials', { count: assets }),
          })}
        </Typography>
        {report.warnings.length > 0 && (
          <Alert severity="warning" aria-label={t('shared.packageReport.warningsLabel')}>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {report.warnings.map((warning) => (
                <li key={warning}>{t(`shared.packageReport.warnings.${warning}`, { count: report.organizationCount })}</li>
              ))}
            </Box>
          </Alert>
        )}
        <Box component="ol" aria-label={t('shared.packageReport.activitiesLabel')} sx={{ m: 0, pl: 3 }}>
          {report.activities.map((activity, index) => (
            <Box component="li" key={`${index}-${activity.launchFile}`} sx={{ py: 0.5 }}>
              <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {activity.title}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {[
                  t(`shared.packageReport.kinds.${activity.kind}`),
                  activity.launchFile,
                  ...(activity.visible ? [] : [t('shared.packageReport.hidden')]),
                ].join(' · ')}
              </Typography>
            </Box>
          ))}
        </Box>
      </Stack>
    </AppDialog>
  );
}

/** What an upload answers that the report dialog shows. */
export interface UploadedWithReport {
  scormVersion: ScormVersionName;
  report: PackageReport;
}

/** What usePackageReportAfterUpload gives an upload dialog. */
export interface PackageReportAfterUpload<T extends UploadedWithReport> {
  /** Call from the form's submit with the upload's answer, before the form closes itself. */
  keep: (uploaded: T) => void;
  /** The form dialog's onClose: shows the report once an upload was kept, else closes. */
  closeForm: () => void;
  /** The report dialog while it shows, else null; render it instead of the form. */
  reportDialog: ReactElement | null;
}

/**
 * The steps of an upload dialog that shows what the package holds: the form closes itself once its
 * submit succeeds, the report then shows, and its "Fertig" hands the upload on (`onDone`).
 */
export function usePackageReportAfterUpload<T extends UploadedWithReport>(
  onDone: (uploaded: T) => void,
  onCancel: () => void,
): PackageReportAfterUpload<T> {
  const keptRef = useRef<T | null>(null);
  const [shown, setShown] = useState<T | null>(null);
  return {
    keep: (uploaded) => {
      keptRef.current = uploaded;
    },
    closeForm: () => (keptRef.current ? setShown(keptRef.current) : onCancel()),
    reportDialog: shown ? (
      <PackageReportDialog scormVersion={shown.scormVersion} report={shown.report} onClose={() => onDone(shown)} />
    ) : null,
  };
}
