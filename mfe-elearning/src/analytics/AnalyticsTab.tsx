import { useMemo, useState } from 'react';
import { PERMISSIONS, formatTimeSpent, type ELearningExecutionSummary } from '@compliance/shared-contracts/browser';
import { RestartAltIcon, Stack, Typography, VisibilityIcon, useConfirmedAction, useNavigate } from '@compliance/shared-ui';
import { ServerDataTable, type DataTableColumn, type TableFilterConfig, useDateCell, useServerTable } from '@compliance/shared-ui/table';
import { useELearningTranslation } from '../common/namespace';
import { elearningPaths } from '../common/paths';
import { StatisticsTable } from '../statistics/StatisticsTable';
import { elearningExecutions, resetExecution } from './api';
import { AttemptDialog } from './AttemptDialog';
import { attemptStateOf, scoreText } from './attempt-words';

const memberName = (row: ELearningExecutionSummary) => `${row.member.lastName}, ${row.member.firstName}`;

/**
 * The analytics tab of an E-Learning: completion per org unit, then the attempts of the members
 * in the admin's scope, current and reset ones, with their time spent (a completion in under a
 * quarter of the course's duration marked in words) and certificates; an attempt opens as a
 * record of each lesson, and an admin resets a member's progress (confirmed).
 */
export function AnalyticsTab({ elearningUuid }: { elearningUuid: string }) {
  const { t, i18n } = useELearningTranslation();
  const navigate = useNavigate();
  const list = useMemo(() => elearningExecutions(elearningUuid), [elearningUuid]);
  const table = useServerTable(list);
  const { ask, dialog } = useConfirmedAction();
  const date = useDateCell();
  const [shown, setShown] = useState<ELearningExecutionSummary | null>(null);

  const columns = useMemo<DataTableColumn<ELearningExecutionSummary>[]>(
    () => [
      { name: 'memberName', label: t('analytics.fields.member'), sortable: true, valueGetter: memberName, click: setShown },
      // A word, never a colour alone (docs/product.md §1).
      {
        name: 'state',
        label: t('analytics.fields.state'),
        valueGetter: attemptStateOf,
        formatter: (value) => t(`analytics.states.${String(value)}`),
      },
      { name: 'startedAt', label: t('analytics.fields.startedAt'), sortable: true, priority: 3, formatter: date },
      { name: 'completedAt', label: t('analytics.fields.completedAt'), sortable: true, formatter: date },
      {
        name: 'scorePercent',
        label: t('analytics.fields.score'),
        sortable: true,
        alignment: 'right',
        width: 120,
        formatter: (value) => (typeof value === 'number' ? scoreText(value, i18n.language) : ''),
      },
      {
        name: 'secondsSpent',
        label: t('analytics.fields.timeSpent'),
        alignment: 'right',
        width: 150,
        priority: 3,
        formatter: (value, row) =>
          row.completedQuickly ? t('analytics.quick', { time: formatTimeSpent(Number(value)) }) : formatTimeSpent(Number(value)),
      },
      {
        name: 'certificateNumber',
        label: t('analytics.fields.certificate'),
        width: 160,
        click: (row) => {
          if (row.resultUuid !== null) navigate(elearningPaths.certificate(row.resultUuid));
        },
      },
    ],
    [t, i18n.language, date, navigate],
  );
  const filters = useMemo<TableFilterConfig[]>(() => [{ name: 'search', type: 'search', label: t('analytics.search') }], [t]);
  const reset = (row: ELearningExecutionSummary) =>
    ask({
      title: t('analytics.resetTitle'),
      message: t('analytics.resetMessage', { name: `${row.member.firstName} ${row.member.lastName}` }),
      confirmLabel: t('analytics.reset'),
      danger: true,
      run: () => resetExecution(row.executionUuid),
      onDone: () => void table.reload(),
    });

  return (
    <Stack spacing={2}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('statistics.headline')}
      </Typography>
      <StatisticsTable elearningUuid={elearningUuid} />
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('analytics.attemptsHeadline')}
      </Typography>
      <ServerDataTable<ELearningExecutionSummary>
        tableId={list.tableId}
        label={t('analytics.tableLabel')}
        columns={columns}
        emptyText={t('analytics.empty')}
        filters={filters}
        initialState={list.initialState}
        table={table}
        getRowId={(row) => row.executionUuid}
        rowActions={[
          { icon: <VisibilityIcon />, label: t('analytics.show'), onClick: setShown },
          {
            icon: <RestartAltIcon />,
            label: t('analytics.reset'),
            permissions: [PERMISSIONS.elearning.resetExecution],
            disabled: (row) => row.resetAt !== null,
            onClick: reset,
          },
        ]}
      />
      {dialog}
      {shown && (
        <AttemptDialog
          executionUuid={shown.executionUuid}
          memberName={`${shown.member.firstName} ${shown.member.lastName}`}
          onClose={() => setShown(null)}
        />
      )}
    </Stack>
  );
}
