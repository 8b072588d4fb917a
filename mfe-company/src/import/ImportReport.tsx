import { isValidationKey, type MemberImportReport, type MemberImportRowError } from '@compliance/shared-contracts/browser';
import { useValidationMessage, Alert, Box, Typography } from '@compliance/shared-ui';
import { useCompanyTranslation } from '../common/namespace';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@compliance/shared-ui/table';

/** How many row problems the report shows; the counts always cover the whole file. */
export const REPORT_ERRORS_SHOWN = 50;

/** The message of one row problem: its code is a validation key or a server error code. */
function useRowErrorMessage(): (error: MemberImportRowError) => string {
  const { t, i18n } = useCompanyTranslation();
  const validationMessage = useValidationMessage();
  return (error) => {
    if (isValidationKey(error.code)) return validationMessage({ key: error.code, params: { field: error.column ?? '', ...error.params } });
    const key = `common.errorCodes.${error.code}`;
    return i18n.exists(key, { ns: 'common' }) ? t(key, { ns: 'common' }) : t('import.report.unknownCode', { code: error.code });
  };
}

/** Counts of an uploaded file and its first row problems as a table: row, column, message. */
export function ImportReport({ report }: { report: MemberImportReport }) {
  const { t } = useCompanyTranslation();
  const messageOf = useRowErrorMessage();
  const shown = report.errors.slice(0, REPORT_ERRORS_SHOWN);
  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('import.report.headline', { filename: report.filename })}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content auto', columnGap: 2, rowGap: 0.5, m: 0 }}>
        <dt>{t('import.report.total')}</dt>
        <dd style={{ margin: 0 }}>{report.totalRows}</dd>
        <dt>{t('import.report.valid')}</dt>
        <dd style={{ margin: 0 }}>{report.validRows}</dd>
        <dt>{t('import.report.invalid')}</dt>
        <dd style={{ margin: 0 }}>{report.invalidRows}</dd>
        <dt>{t('import.report.capacity')}</dt>
        <dd style={{ margin: 0 }}>{t('import.report.capacityValue', { count: report.memberCount, max: report.maxMembers })}</dd>
      </Box>
      {report.invalidRows > 0 ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('import.report.fixAndUpload', { count: report.invalidRows })}
        </Alert>
      ) : (
        <Alert severity="success" sx={{ mt: 2 }}>
          {t('import.report.allValid', { count: report.validRows })}
        </Alert>
      )}
      {shown.length > 0 && (
        <Table size="small" aria-label={t('import.report.errorsLabel')} sx={{ mt: 2 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('import.report.row')}</TableCell>
              <TableCell>{t('import.report.column')}</TableCell>
              <TableCell>{t('import.report.message')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((error, index) => (
              <TableRow key={`${error.row}-${error.column ?? ''}-${index}`}>
                <TableCell>{error.row}</TableCell>
                <TableCell>{error.column ?? '–'}</TableCell>
                <TableCell>{messageOf(error)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {report.errors.length > shown.length && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('import.report.moreErrors', { count: report.errors.length - shown.length })}
        </Typography>
      )}
    </Box>
  );
}
