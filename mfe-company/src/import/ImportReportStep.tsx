import { Form } from 'react-final-form';
import {
  validatePassword,
  validateShouldMatch,
  type MemberImportOptions,
  type MemberImportReport,
} from '@compliance/shared-contracts/browser';
import { Box, Button, LinearProgress, PasswordField, Stack, requiredValidator } from '@compliance/shared-ui';
import { useCompanyTranslation } from '../common/namespace';
import { ImportOptions } from './ImportOptions';
import { ImportReport } from './ImportReport';

/** The initial password the imported members get (password mode 'initial'). */
export interface ImportPasswordValues {
  initialPassword: string;
  confirmInitialPassword: string;
}

const NO_PASSWORD: ImportPasswordValues = { initialPassword: '', confirmInitialPassword: '' };

/** Props of ImportReportStep. */
export interface ImportReportStepProps {
  report: MemberImportReport;
  options: MemberImportOptions;
  /** Checks the file again with the changed options. */
  onOptionsChange: (options: MemberImportOptions) => void;
  /** Progress of that check in percent (0 before the first byte went), null while none runs. */
  checking: number | null;
  /** Imports the checked rows; the initial password in mode 'initial', otherwise null. */
  onImport: (initialPassword: string | null) => Promise<void>;
  /** Back to the upload step. */
  onRestart: () => void;
}

/**
 * The import's second step: the report of the checked file, its options (a change checks the
 * file again) and, for password mode 'initial', the password every imported member starts with.
 * The import goes only when every row is valid.
 */
export function ImportReportStep({ report, options, onOptionsChange, checking, onImport, onRestart }: ImportReportStepProps) {
  const { t } = useCompanyTranslation();
  const withPassword = options.passwordMode === 'initial';
  const label = (field: keyof ImportPasswordValues) => t(`fields.${field}`);
  const validate = (values: ImportPasswordValues) => {
    const mismatch = withPassword
      ? validateShouldMatch(values.confirmInitialPassword, values.initialPassword, {
          field: label('confirmInitialPassword'),
          otherField: label('initialPassword'),
        })
      : undefined;
    return mismatch ? { confirmInitialPassword: mismatch } : {};
  };
  const submit = (values: ImportPasswordValues) => onImport(withPassword ? values.initialPassword : null);

  return (
    <Form<ImportPasswordValues> onSubmit={submit} initialValues={NO_PASSWORD} validate={validate}>
      {({ handleSubmit, submitting }) => {
        const busy = checking !== null || submitting;
        const importDisabled = report.invalidRows > 0 || report.totalRows === 0 || busy;
        return (
          <Stack component="form" spacing={3} onSubmit={handleSubmit} noValidate aria-label={t('import.steps.report')}>
            {checking !== null && (
              <LinearProgress
                variant={checking > 0 ? 'determinate' : 'indeterminate'}
                value={checking}
                aria-label={t('import.report.checking')}
              />
            )}
            <ImportReport report={report} />
            <ImportOptions value={options} onChange={onOptionsChange} disabled={busy} />
            {withPassword && (
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                <Box sx={{ flex: 1 }}>
                  <PasswordField
                    name="initialPassword"
                    label={label('initialPassword')}
                    autoComplete="new-password"
                    helperText={t('import.password.hint')}
                    validate={[requiredValidator(label('initialPassword')), validatePassword]}
                    strengthMeter={{}}
                  />
                </Box>
                <Box sx={{ flex: 1 }}>
                  <PasswordField
                    name="confirmInitialPassword"
                    label={label('confirmInitialPassword')}
                    autoComplete="new-password"
                    validate={requiredValidator(label('confirmInitialPassword'))}
                  />
                </Box>
              </Stack>
            )}
            {submitting && <LinearProgress aria-label={t('import.result.running')} />}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button type="submit" variant="contained" disabled={importDisabled}>
                {t('import.report.import', { count: report.validRows })}
              </Button>
              <Button onClick={onRestart} disabled={busy}>
                {t('import.report.another')}
              </Button>
            </Box>
          </Stack>
        );
      }}
    </Form>
  );
}
