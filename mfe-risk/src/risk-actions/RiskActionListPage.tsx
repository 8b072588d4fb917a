import type { ReactElement } from 'react';
import {
  formatDate,
  localToday,
  type RiskActionExportFormat,
  type RiskActionRow,
  type RiskResult,
} from '@compliance/shared-contracts/browser';
import { ArrowBackIcon, Box, Button, DownloadIcon, Typography, useNavigate, useParams, usePageTitle } from '@compliance/shared-ui';
import { Loaded } from '@compliance/shared-ui/page';
import { PrintLayout } from '@compliance/shared-ui/print';
import { RiskFactor, RiskLevelLegend } from '../common/RiskLevel';
import { RiskMatrixTable } from '../common/RiskMatrixTable';
import { useRiskTranslation } from '../common/namespace';
import { riskPaths } from '../common/paths';
import { useRiskResult } from '../evaluation/api';
import { downloadRiskActions, useAllRiskActions, useRiskActionStatus } from './api';

/** The export's file name per format, in the page's language (the date is the download's). */
const FILE_NAME_KEYS: Readonly<Record<RiskActionExportFormat, string>> = { xlsx: 'fileName', pdf: 'pdfFileName' };

const cell = { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left', verticalAlign: 'top' } as const;

/** The measures as a table for paper: every column of the export, the overdue ones said in words. */
function MeasuresTable({ actions }: { actions: readonly RiskActionRow[] }): ReactElement {
  const { t, i18n } = useRiskTranslation();
  const c = (key: string) => t(`common.riskActionExport.columns.${key}`);
  if (actions.length === 0) return <Typography>{t('actions.empty')}</Typography>;
  return (
    <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', fontSize: '0.875rem' }}>
      <thead>
        <tr>
          {['risk', 'riskFactor', 'measure', 'type', 'responsible', 'dueDate', 'status', 'expected'].map((column) => (
            <Box component="th" scope="col" key={column} sx={cell}>
              {c(column)}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {actions.map((action) => (
          <tr key={action.riskActionUuid}>
            <Box component="td" sx={cell}>
              {action.riskPosition}. {action.riskTitle}
            </Box>
            <Box component="td" sx={cell}>
              <RiskFactor factor={action.riskFactor} />
            </Box>
            <Box component="td" sx={cell}>
              {action.title}
            </Box>
            <Box component="td" sx={cell}>
              {t(`common.riskActionExport.types.${action.measureType}`)}
            </Box>
            <Box component="td" sx={cell}>
              {action.responsible ? `${action.responsible.lastName}, ${action.responsible.firstName}` : t('actions.noResponsible')}
            </Box>
            <Box component="td" sx={cell}>
              {formatDate(action.dueDate, i18n.language, 'medium')}
              {action.overdue && ` (${t('common.riskActionExport.overdue')})`}
            </Box>
            <Box component="td" sx={cell}>
              {t(`common.riskActionExport.statuses.${action.status}`)}
            </Box>
            <Box component="td" sx={cell}>
              <RiskFactor factor={action.expectedRiskFactor} />
            </Box>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

function MeasuresSheet({ result }: { result: RiskResult }): ReactElement {
  const { t, i18n } = useRiskTranslation();
  const navigate = useNavigate();
  const uuid = result.riskAssessmentExecutionResultUuid;
  const status = useRiskActionStatus(uuid).data ?? result.riskActions;
  const actions = useAllRiskActions(uuid);
  const back = () =>
    (window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate(riskPaths.evaluationDetails(uuid, 'risk-actions'));
  const download = (format: RiskActionExportFormat) =>
    void downloadRiskActions(uuid, format, t(`common.riskActionExport.${FILE_NAME_KEYS[format]}`, { date: localToday() }))
      // The failure is the shell's toast.
      .catch(() => undefined);
  return (
    <PrintLayout
      orientation="landscape"
      showPrintButton
      actions={
        <>
          <Button variant="text" startIcon={<ArrowBackIcon />} onClick={back} sx={{ mr: 'auto' }}>
            {t('print.back')}
          </Button>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => download('pdf')}>
            {t('print.downloadPdf')}
          </Button>
          <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => download('xlsx')}>
            {t('print.download')}
          </Button>
        </>
      }
    >
      <Box component="article" aria-labelledby="risk-actions-heading" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography id="risk-actions-heading" variant="h5" component="h1">
          {t('common.riskActionExport.title', { title: result.title })}
        </Typography>
        <Typography>
          {t('common.riskActionExport.evaluated', {
            date: formatDate(result.finishedAt, i18n.language, 'medium'),
            analyses: result.analysesCount,
          })}
        </Typography>
        {/* 'x of y' (docs/product.md §2). */}
        <Typography sx={{ fontWeight: 600 }}>
          {t('common.riskActionExport.summary', { agreed: status.agreed, done: status.done, total: status.total })}
        </Typography>
        <Loaded result={actions}>{(rows) => <MeasuresTable actions={rows} />}</Loaded>
        <Box sx={{ breakInside: 'avoid', display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography variant="h6" component="h2">
            {t('common.riskActionExport.matrixTitle')}
          </Typography>
          <RiskMatrixTable factors={result.matrix} caption={t('common.riskActionExport.matrixNote')} />
          <RiskLevelLegend />
        </Box>
      </Box>
    </PrintLayout>
  );
}

/**
 * /dashboard/apps/risk-assessments/evaluation/details/:riskAssessmentExecutionResultUuid/risk-action-list:
 * a result's measures on paper (landscape; the shell hides the support chat here) with 'x of y'
 * agreed and done and the matrix the analysis was evaluated by; printed, or downloaded as the
 * server's PDF or Excel workbook.
 */
export function RiskActionListPage() {
  const { t } = useRiskTranslation();
  const { riskAssessmentExecutionResultUuid = '' } = useParams();
  usePageTitle(t('print.title'));
  const result = useRiskResult(riskAssessmentExecutionResultUuid);
  return <Loaded result={result}>{(data) => <MeasuresSheet result={data} />}</Loaded>;
}
