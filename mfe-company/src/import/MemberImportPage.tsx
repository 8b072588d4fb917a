import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  DownloadIcon,
  LinearProgress,
  Link,
  TextInput,
  PasswordStrengthMeter,
  RouterLink,
  Stack,
  Typography,
  useValidationMessage,
  FormFeedback,
  useRequestErrorKey,
} from '@compliance/shared-ui';
import {
  errorCodeOf,
  hashPassword,
  importMemberCsvEndpoint,
  uploadMemberCsvEndpoint,
  validatePassword,
  validateShouldMatch,
  MEMBER_IMPORT_FILE_FIELD,
  MEMBER_IMPORT_MAX_BYTES,
  MEMBER_IMPORT_MAX_ROWS,
  formatNumber,
  type MemberImportOptions,
  type MemberImportReport,
  type ResponseOf,
  type ValidationError,
} from '@compliance/shared-contracts/browser';
import { FileUploader, uploadFile, type UploadResponse, Step, StepLabel, Stepper } from '@compliance/shared-ui/inputs';
import { CompanyPage } from '../common/CompanyPage';
import { useCompanyTranslation } from '../common/namespace';
import { companyPaths } from '../common/paths';
import { useImportWrites } from './api';
import { ImportOptions } from './ImportOptions';
import { ImportReport } from './ImportReport';
import { downloadMemberImportTemplate } from './csv-template';

type ImportResult = ResponseOf<typeof importMemberCsvEndpoint>;

const DEFAULT_OPTIONS: MemberImportOptions = { usernameOption: 'column', passwordMode: 'initial' };
const STEPS = ['upload', 'report', 'result'] as const;

/** The upload's text fields: the options change how rows are checked. */
const uploadParams = (options: MemberImportOptions): Record<string, string> => ({
  usernameOption: options.usernameOption,
  passwordMode: options.passwordMode,
});

// The server checks its answer against the contract; a 2xx body without a report is not the
// API's (a proxy's page, say) and is shown as a file that could not be processed.
const isImportReport = (body: unknown): body is MemberImportReport =>
  typeof body === 'object' && body !== null && 'importUuid' in body && 'errors' in body && Array.isArray(body.errors);

/**
 * The member import wizard (members/import): 1 upload a CSV with the options, 2 read the
 * report (import only when every row is valid; changing an option checks the file again),
 * 3 the result with a link to the members list.
 */
export function MemberImportPage() {
  const { t, i18n } = useCompanyTranslation();
  const errorKey = useRequestErrorKey();
  const { importMembers } = useImportWrites();
  const [options, setOptions] = useState<MemberImportOptions>(DEFAULT_OPTIONS);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<MemberImportReport | null>(null);
  const [checking, setChecking] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [passwordTouched, setPasswordTouched] = useState(false);

  const step = result ? 2 : report ? 1 : 0;
  const title = t('import.title');

  /** Reads an upload's answer: the report on success, the translated error code otherwise. */
  const takeAnswer = (uploaded: File, response: UploadResponse | undefined) => {
    const status = response?.head.status ?? 0;
    const body = response?.body;
    if (status >= 200 && status < 300 && isImportReport(body)) {
      setFile(uploaded);
      setReport(body);
      setError(null);
      return;
    }
    const code = errorCodeOf(response?.body);
    const key =
      code && i18n.exists(`common.errorCodes.${code}`, { ns: 'common' })
        ? `common.errorCodes.${code}`
        : 'common.errorCodes.MemberImport.CsvNotProcessable';
    setError(key);
  };

  const recheck = async (next: MemberImportOptions) => {
    setOptions(next);
    if (!file) return;
    setChecking(0);
    const response = await uploadFile({
      url: uploadMemberCsvEndpoint.path,
      file,
      fieldName: MEMBER_IMPORT_FILE_FIELD,
      params: uploadParams(next),
      onProgress: setChecking,
    });
    setChecking(null);
    takeAnswer(file, response);
  };

  const passwordError: ValidationError | undefined =
    options.passwordMode !== 'initial'
      ? undefined
      : (validatePassword(password) ?? (password ? undefined : { key: 'required', params: { field: t('fields.initialPassword') } }));
  const confirmationError: ValidationError | undefined =
    options.passwordMode !== 'initial'
      ? undefined
      : (validateShouldMatch(confirmation, password, {
          field: t('fields.confirmInitialPassword'),
          otherField: t('fields.initialPassword'),
        }) ?? (confirmation ? undefined : { key: 'required', params: { field: t('fields.confirmInitialPassword') } }));
  const validationMessage = useValidationMessage();
  const messageOf = (validation: ValidationError | undefined) =>
    passwordTouched && validation ? validationMessage(validation) : undefined;

  const runImport = async () => {
    if (!report) return;
    setPasswordTouched(true);
    if (passwordError || confirmationError) return;
    setImporting(true);
    setError(null);
    try {
      const answer = await importMembers({
        importUuid: report.importUuid,
        usernameOption: options.usernameOption,
        passwordMode: options.passwordMode,
        initialPassword: options.passwordMode === 'initial' ? hashPassword(password) : null,
      });
      setResult(answer);
    } catch (failure) {
      setError(errorKey(failure));
    } finally {
      setImporting(false);
    }
  };

  const restart = () => {
    setReport(null);
    setFile(null);
    setResult(null);
    setError(null);
  };

  const busy = checking !== null || importing;
  const importDisabled = !report || report.invalidRows > 0 || report.totalRows === 0 || busy;

  return (
    <CompanyPage title={title} crumbs={[{ text: t('members.list.title'), link: companyPaths.membersList() }]}>
      <Stepper activeStep={step} aria-label={t('import.steps.label')}>
        {STEPS.map((id, index) => (
          <Step key={id} completed={index < step}>
            <StepLabel>{t(`import.steps.${id}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Card variant="outlined">
        <CardContent>
          <FormFeedback errorKey={error} />
          {step === 0 && (
            <Stack spacing={3}>
              <Typography>{t('import.upload.intro')}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('import.upload.rowLimit', {
                  rows: formatNumber(MEMBER_IMPORT_MAX_ROWS, i18n.language, { maximumFractionDigits: 0, minimumFractionDigits: 0 }),
                })}
              </Typography>
              <Box>
                <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void downloadMemberImportTemplate()}>
                  {t('import.upload.template')}
                </Button>
              </Box>
              <ImportOptions value={options} onChange={setOptions} />
              <FileUploader
                url={uploadMemberCsvEndpoint.path}
                fieldName={MEMBER_IMPORT_FILE_FIELD}
                label={t('import.upload.choose')}
                params={uploadParams(options)}
                allowedTypes={['csv']}
                maxFileSize={MEMBER_IMPORT_MAX_BYTES}
                loaderId={uploadMemberCsvEndpoint.id}
                onUploaded={(entry) => takeAnswer(entry.file, entry.response)}
              />
            </Stack>
          )}
          {step === 1 && report && (
            <Stack spacing={3}>
              {checking !== null && (
                <LinearProgress
                  variant={checking > 0 ? 'determinate' : 'indeterminate'}
                  value={checking}
                  aria-label={t('import.report.checking')}
                />
              )}
              <ImportReport report={report} />
              <ImportOptions value={options} onChange={(next) => void recheck(next)} disabled={busy} />
              {options.passwordMode === 'initial' && (
                <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                  <Box sx={{ flex: 1 }}>
                    <TextInput
                      type="password"
                      label={t('fields.initialPassword')}
                      value={password}
                      autoComplete="new-password"
                      required
                      onChange={(event) => setPassword(event.target.value)}
                      onBlur={() => setPasswordTouched(true)}
                      error={messageOf(passwordError) !== undefined}
                      helperText={messageOf(passwordError) ?? t('import.password.hint')}
                      fullWidth
                    />
                    <PasswordStrengthMeter password={password} />
                  </Box>
                  <TextInput
                    type="password"
                    label={t('fields.confirmInitialPassword')}
                    value={confirmation}
                    autoComplete="new-password"
                    required
                    onChange={(event) => setConfirmation(event.target.value)}
                    onBlur={() => setPasswordTouched(true)}
                    error={messageOf(confirmationError) !== undefined}
                    helperText={messageOf(confirmationError)}
                    fullWidth
                    sx={{ flex: 1 }}
                  />
                </Stack>
              )}
              {importing && <LinearProgress aria-label={t('import.result.running')} />}
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button variant="contained" disabled={importDisabled} onClick={() => void runImport()}>
                  {t('import.report.import', { count: report.validRows })}
                </Button>
                <Button onClick={restart} disabled={busy}>
                  {t('import.report.another')}
                </Button>
              </Box>
            </Stack>
          )}
          {step === 2 && result && (
            <Stack spacing={2}>
              <Alert severity="success" role="status">
                {t('import.result.imported', { count: result.imported })}
              </Alert>
              {result.invitationsSent > 0 && <Typography>{t('import.result.invitations', { count: result.invitationsSent })}</Typography>}
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                <Link component={RouterLink} to={companyPaths.membersList()}>
                  {t('import.result.toMembers')}
                </Link>
                <Button onClick={restart}>{t('import.result.again')}</Button>
              </Box>
            </Stack>
          )}
        </CardContent>
      </Card>
    </CompanyPage>
  );
}
