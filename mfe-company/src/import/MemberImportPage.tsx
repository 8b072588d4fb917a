import { useState } from 'react';
import { Card, CardContent, FormFeedback, useRequestErrorKey } from '@compliance/shared-ui';
import { hashPassword, type MemberImportOptions, type MemberImportReport } from '@compliance/shared-contracts/browser';
import { Step, StepLabel, Stepper, type UploadResponse } from '@compliance/shared-ui/inputs';
import { CompanyPage } from '../common/CompanyPage';
import { useCompanyTranslation } from '../common/namespace';
import { companyPaths } from '../common/paths';
import { memberCsvAnswer, recheckMemberCsv, useImportWrites } from './api';
import { ImportReportStep } from './ImportReportStep';
import { ImportResultStep, type ImportResult } from './ImportResultStep';
import { ImportUploadStep } from './ImportUploadStep';

const DEFAULT_OPTIONS: MemberImportOptions = { usernameOption: 'column', passwordMode: 'initial' };
const STEPS = ['upload', 'report', 'result'] as const;

/** Where the wizard stands, with what that step needs. */
type ImportWizard =
  { step: 'upload' } | { step: 'report'; file: File; report: MemberImportReport } | { step: 'result'; result: ImportResult };

/**
 * The member import wizard (members/import): 1 upload a CSV with the options, 2 read the
 * report (import only when every row is valid; changing an option checks the file again),
 * 3 the result with a link to the members list.
 */
export function MemberImportPage() {
  const { t, i18n } = useCompanyTranslation();
  const errorKey = useRequestErrorKey();
  const { importMembers } = useImportWrites();
  const [wizard, setWizard] = useState<ImportWizard>({ step: 'upload' });
  const [options, setOptions] = useState<MemberImportOptions>(DEFAULT_OPTIONS);
  const [checking, setChecking] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** An upload's answer: its report opens the report step; a refused file keeps the step and says why. */
  const takeAnswer = (file: File, response: UploadResponse | undefined) => {
    const answer = memberCsvAnswer(response);
    if ('report' in answer) {
      setWizard({ step: 'report', file, report: answer.report });
      setError(null);
      return;
    }
    const code = answer.errorCode;
    setError(
      code && i18n.exists(`common.errorCodes.${code}`, { ns: 'common' })
        ? `common.errorCodes.${code}`
        : 'common.errorCodes.MemberImport.CsvNotProcessable',
    );
  };

  const recheck = async (file: File, next: MemberImportOptions) => {
    setOptions(next);
    setChecking(0);
    const response = await recheckMemberCsv(file, next, setChecking);
    setChecking(null);
    takeAnswer(file, response);
  };

  const runImport = async (report: MemberImportReport, initialPassword: string | null) => {
    setError(null);
    try {
      const result = await importMembers({
        importUuid: report.importUuid,
        usernameOption: options.usernameOption,
        passwordMode: options.passwordMode,
        initialPassword: initialPassword === null ? null : hashPassword(initialPassword),
      });
      setWizard({ step: 'result', result });
    } catch (failure) {
      setError(errorKey(failure));
    }
  };

  const restart = () => {
    setWizard({ step: 'upload' });
    setError(null);
  };

  const active = STEPS.indexOf(wizard.step);
  return (
    <CompanyPage title={t('import.title')} crumbs={[{ text: t('members.list.title'), link: companyPaths.membersList() }]}>
      <Stepper activeStep={active} aria-label={t('import.steps.label')}>
        {STEPS.map((id, index) => (
          <Step key={id} completed={index < active}>
            <StepLabel>{t(`import.steps.${id}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Card variant="outlined">
        <CardContent>
          <FormFeedback errorKey={error} />
          {wizard.step === 'upload' && (
            <ImportUploadStep
              options={options}
              onOptionsChange={setOptions}
              onUploaded={(entry) => takeAnswer(entry.file, entry.response)}
            />
          )}
          {wizard.step === 'report' && (
            <ImportReportStep
              report={wizard.report}
              options={options}
              onOptionsChange={(next) => void recheck(wizard.file, next)}
              checking={checking}
              onImport={(initialPassword) => runImport(wizard.report, initialPassword)}
              onRestart={restart}
            />
          )}
          {wizard.step === 'result' && <ImportResultStep result={wizard.result} onRestart={restart} />}
        </CardContent>
      </Card>
    </CompanyPage>
  );
}
