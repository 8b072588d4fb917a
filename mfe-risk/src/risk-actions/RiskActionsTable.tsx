import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { PERMISSIONS, RISK_ACTION_STATUSES, formatDate, type RiskActionRow } from '@compliance/shared-contracts/browser';
import { CheckCircleIcon, VisibilityIcon, useConfirmedAction } from '@compliance/shared-ui';
import { ServerDataTable, type DataTableColumn, type TableFilterConfig, useServerTable, choiceFilter } from '@compliance/shared-ui/table';
import { useRiskTranslation } from '../common/namespace';
import { RiskActionDialog } from './RiskActionDialog';
import { resultRiskActions, useRiskActionDetails, useRiskActionWrites, type RiskActionTableRow } from './api';

/** The open measure's edit dialog, once its details are read. */
function EditRiskAction({ row, onClose }: { row: RiskActionRow; onClose: () => void }): ReactElement | null {
  const details = useRiskActionDetails(row.riskActionUuid);
  if (!details.data) return null;
  return (
    <RiskActionDialog
      riskUuid={row.riskUuid}
      riskTitle={row.riskTitle}
      riskFactor={row.riskFactor}
      action={details.data}
      onClose={onClose}
    />
  );
}

/** Props of RiskActionsTable. */
export interface RiskActionsTableProps {
  riskAssessmentExecutionResultUuid: string;
  tableId: string;
}

/**
 * A result's measures: the risk, its factor before and the factor expected after the measure, the
 * measure and its STOP type, who is responsible, by when (overdue ones say so in words) and status.
 * Opening one edits it and records its check; selected ones are agreed together (confirmed).
 */
export function RiskActionsTable({ riskAssessmentExecutionResultUuid, tableId }: RiskActionsTableProps): ReactElement {
  const { t, i18n } = useRiskTranslation();
  const actions = useMemo(() => resultRiskActions(riskAssessmentExecutionResultUuid), [riskAssessmentExecutionResultUuid]);
  const table = useServerTable<RiskActionTableRow>({ cacheKey: actions.cacheKey, fetchPage: actions.fetchPage });
  const writes = useRiskActionWrites();
  const { ask, dialog } = useConfirmedAction();
  const [editing, setEditing] = useState<RiskActionRow | null>(null);
  const edit = useCallback((row: RiskActionRow) => setEditing(row), []);
  const agree = (rows: RiskActionRow[]) =>
    ask({
      title: t('actions.confirmTitle'),
      message: t('actions.confirmMessage', { count: rows.length }),
      confirmLabel: t('actions.confirm'),
      run: () =>
        writes.confirm(
          riskAssessmentExecutionResultUuid,
          rows.map((row) => row.riskActionUuid),
        ),
    });

  const columns = useMemo<DataTableColumn<RiskActionTableRow>[]>(
    () => [
      {
        name: 'riskFactor',
        label: t('actions.fields.risk'),
        sortable: true,
        width: 190,
        formatter: (_value, row) => `${row.riskPosition}. ${row.riskTitle}`,
      },
      {
        // Before and after side by side: a measure expected to raise the risk shows it at once.
        name: 'expectedRiskFactor',
        label: t('actions.fields.riskChange'),
        width: 190,
        formatter: (_value, row) => t('actions.riskChange', { before: row.riskFactor, after: row.expectedRiskFactor }),
      },
      { name: 'title', label: t('actions.fields.title'), sortable: true, width: 190, primary: true, click: edit },
      {
        name: 'measureType',
        label: t('actions.fields.measureType'),
        width: 130,
        formatter: (value) => t(`common.riskActionExport.types.${String(value)}`),
      },
      {
        name: 'responsible',
        label: t('actions.fields.responsible'),
        width: 140,
        formatter: (_value, row) =>
          row.responsible ? `${row.responsible.lastName}, ${row.responsible.firstName}` : t('actions.noResponsible'),
      },
      {
        name: 'dueDate',
        label: t('actions.fields.dueDate'),
        sortable: true,
        width: 160,
        formatter: (_value, row) => {
          const date = formatDate(row.dueDate, i18n.language);
          return row.overdue ? t('actions.overdueOn', { date }) : date;
        },
      },
      {
        name: 'status',
        label: t('fields.status'),
        sortable: true,
        width: 140,
        formatter: (value, row) =>
          t(`common.riskActionExport.statuses.${String(value)}`) +
          (row.carriedFrom ? ` (${t('common.riskActionExport.carriedShort')})` : ''),
      },
    ],
    [t, i18n.language, edit],
  );
  const filters = useMemo<TableFilterConfig[]>(
    () => [
      { name: 'search', type: 'search', label: t('actions.search') },
      choiceFilter('status', t('fields.status'), t('filters.all'), RISK_ACTION_STATUSES, (status) =>
        t(`common.riskActionExport.statuses.${status}`),
      ),
    ],
    [t],
  );
  const manage = [PERMISSIONS.riskAssessment.manageRiskActions];
  return (
    <>
      <ServerDataTable<RiskActionTableRow>
        tableId={tableId}
        label={t('actions.tableLabel')}
        columns={columns}
        emptyText={t('actions.empty')}
        filters={filters}
        initialState={{ sortBy: 'dueDate', sortDirection: 'asc' }}
        table={table}
        rowActions={[
          { icon: <VisibilityIcon />, label: t('actions.open'), permissions: manage, onClick: edit },
          {
            icon: <CheckCircleIcon />,
            label: t('actions.confirm'),
            permissions: manage,
            disabled: (row) => row.status !== 'defined',
            onClick: (row) => agree([row]),
          },
        ]}
        bulkActions={[{ label: t('actions.confirm'), icon: <CheckCircleIcon />, permissions: manage, onClick: agree }]}
      />
      {editing && <EditRiskAction row={editing} onClose={() => setEditing(null)} />}
      {dialog}
    </>
  );
}
