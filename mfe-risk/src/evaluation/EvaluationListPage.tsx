import { useCallback, useMemo } from 'react';
import { PERMISSIONS, RISK_OVERVIEW_ATTENTION, RISK_OVERVIEW_STATES, type RiskOverviewRow } from '@compliance/shared-contracts/browser';
import { Box, CheckCircleIcon, VisibilityIcon, useConfirmedAction, useNavigate, usePermission } from '@compliance/shared-ui';
import {
  ServerDataTable,
  type DataTableColumn,
  type LinkedFilterConfig,
  type TableFilterConfig,
  useDateCell,
  useServerTable,
  choiceFilter,
} from '@compliance/shared-ui/table';
import { RiskPage } from '../common/RiskPage';
import { RiskFactor, RiskLevelLegend } from '@compliance/shared-ui/risk-matrix';
import { useRiskTranslation } from '../common/namespace';
import { riskPaths } from '../common/paths';
import { RiskMatrixCard } from './RiskMatrixCard';
import { RISK_OVERVIEW, finishAnalysis } from './api';

/**
 * /dashboard/apps/risk-assessments/evaluation/list: every analysis of the assessments the reader
 * evaluates, running ones with how many of their members answered, evaluated ones with their
 * status, highest risk and open measures; the legend of risk levels above, the client's risk
 * matrix below. A running analysis with enough answers is finished from here. The admins'
 * overview opens it filtered by what it counts (the `attention` filter) and an org unit.
 */
export function EvaluationListPage() {
  const { t } = useRiskTranslation();
  const navigate = useNavigate();
  const table = useServerTable(RISK_OVERVIEW);
  const { ask, dialog } = useConfirmedAction();
  const date = useDateCell();
  // The customer advisor sees this list only: a title leads them to the assessment, never to a result.
  const canReadResults = usePermission([PERMISSIONS.riskAssessment.readRiskList]);
  const open = useCallback(
    (row: RiskOverviewRow) =>
      row.riskAssessmentExecutionResultUuid && navigate(riskPaths.evaluationDetails(row.riskAssessmentExecutionResultUuid)),
    [navigate],
  );
  const finish = useCallback(
    (row: RiskOverviewRow) =>
      ask({
        title: t('evaluation.finishTitle'),
        message: t('evaluation.finishMessage', {
          title: row.title,
          completed: row.completed,
          participants: row.participants,
          counted: row.counted,
        }),
        confirmLabel: t('evaluation.finish'),
        run: () => finishAnalysis(row.riskAssessmentTaskUuid).then((resultUuid) => navigate(riskPaths.evaluationDetails(resultUuid))),
      }),
    [ask, navigate, t],
  );

  const columns = useMemo<DataTableColumn<RiskOverviewRow>[]>(
    () => [
      {
        name: 'title',
        label: t('fields.title'),
        sortable: true,
        width: 260,
        // A running analysis has no result yet: its title leads to the assessment.
        click: (row) =>
          row.riskAssessmentExecutionResultUuid && canReadResults
            ? open(row)
            : navigate(riskPaths.catalogDetails(row.riskAssessmentTaskUuid)),
      },
      {
        name: 'state',
        label: t('fields.status'),
        width: 300,
        formatter: (_value, row) =>
          row.state === 'running'
            ? t('evaluation.running', { completed: row.completed, participants: row.participants, counted: row.counted })
            : t(`common.riskActionExport.resultStatuses.${row.state}`),
      },
      { name: 'dueDate', label: t('fields.dueDate'), sortable: true, width: 120, formatter: date },
      { name: 'finishedAt', label: t('fields.finishedAt'), sortable: true, width: 140, priority: 3, formatter: date },
      {
        name: 'highestRiskFactor',
        label: t('fields.highestRiskFactor'),
        sortable: true,
        width: 190,
        formatter: (value) => (typeof value === 'number' ? <RiskFactor factor={value} /> : ''),
      },
      {
        name: 'openRiskActions',
        label: t('fields.openRiskActions'),
        width: 220,
        formatter: (_value, row) => {
          if (row.state === 'running') return '';
          if (row.openRiskActions === 0) return t('evaluation.noOpenMeasures');
          return t('evaluation.openMeasures', { open: row.openRiskActions, overdue: row.overdueRiskActions });
        },
      },
      { name: 'nextReviewDate', label: t('fields.nextReviewDate'), width: 150, priority: 3, formatter: date },
    ],
    [t, date, open, navigate, canReadResults],
  );
  const filters = useMemo<TableFilterConfig[]>(
    () => [
      { name: 'search', type: 'search', label: t('evaluation.search') },
      choiceFilter('state', t('fields.status'), t('filters.all'), RISK_OVERVIEW_STATES, (state) => t(`overviewStates.${state}`)),
      choiceFilter('attention', t('filters.attention'), t('filters.all'), RISK_OVERVIEW_ATTENTION, (value) =>
        t(`overviewAttention.${value}`),
      ),
    ],
    [t],
  );
  // The admins' overview links to the analyses of one org unit's assessments.
  const linkedFilters = useMemo<LinkedFilterConfig[]>(() => [{ name: 'orgUnitUuid', label: t('filters.orgUnit') }], [t]);

  return (
    <RiskPage title={t('evaluation.title')}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <RiskLevelLegend />
        <ServerDataTable<RiskOverviewRow>
          tableId={RISK_OVERVIEW.tableId}
          label={t('evaluation.tableLabel')}
          columns={columns}
          emptyText={t('evaluation.empty')}
          filters={filters}
          linkedFilters={linkedFilters}
          initialState={RISK_OVERVIEW.initialState}
          table={table}
          getRowId={(row) => row.analysisUuid}
          rowActions={[
            {
              icon: <VisibilityIcon />,
              label: t('evaluation.open'),
              permissions: [PERMISSIONS.riskAssessment.readRiskList],
              disabled: (row) => row.riskAssessmentExecutionResultUuid === null,
              onClick: open,
            },
            {
              icon: <CheckCircleIcon />,
              label: t('evaluation.finish'),
              permissions: [PERMISSIONS.riskAssessment.completeExecution],
              // Fewer than 6 answered: the dialog says so and the server's refusal, translated, stands in it.
              disabled: (row) => row.state !== 'running',
              onClick: finish,
            },
          ]}
        />
        <RiskMatrixCard />
      </Box>
      {dialog}
    </RiskPage>
  );
}
