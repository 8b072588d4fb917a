import { useCallback, useMemo } from 'react';
import { useNavigate, VisibilityIcon } from '@compliance/shared-ui';
import {
  ELEARNING_STATUSES,
  PERMISSIONS,
  formatDuration,
  type ELearningStatus,
  type RiskAssessment,
} from '@compliance/shared-contracts/browser';
import { useTaskStatusLabel } from '@compliance/shared-ui/inputs';
import { ServerDataTable, type DataTableColumn, type TableFilterConfig, useServerTable, choiceFilter } from '@compliance/shared-ui/table';
import { RiskPage } from '../common/RiskPage';
import { useRiskTranslation } from '../common/namespace';
import { riskPaths } from '../common/paths';
import { RISK_CATALOG } from './api';

/** /dashboard/apps/risk-assessments/catalog/list: the client's risk assessments with their status and how many assignments each has. */
export function CatalogListPage() {
  const { t } = useRiskTranslation();
  const navigate = useNavigate();
  const statusLabel = useTaskStatusLabel();
  const table = useServerTable(RISK_CATALOG);
  const open = useCallback((row: RiskAssessment) => navigate(riskPaths.catalogDetails(row.uuid)), [navigate]);

  const columns = useMemo<DataTableColumn<RiskAssessment>[]>(
    () => [
      { name: 'title', label: t('fields.title'), sortable: true, click: open },
      { name: 'category', label: t('fields.category'), sortable: true },
      { name: 'questionCount', label: t('fields.questionCount'), alignment: 'right', width: 120 },
      {
        name: 'durationMinutes',
        label: t('fields.duration'),
        sortable: true,
        alignment: 'right',
        width: 150,
        formatter: (value) => (typeof value === 'number' ? formatDuration(value) : ''),
      },
      // A word, never a colour alone (docs/product.md §1).
      {
        name: 'status',
        label: t('fields.status'),
        sortable: true,
        width: 130,
        formatter: (value) => statusLabel(value as ELearningStatus),
      },
      { name: 'assignmentCount', label: t('fields.assignmentCount'), sortable: true, alignment: 'right', width: 160 },
    ],
    [t, open, statusLabel],
  );
  const filters = useMemo<TableFilterConfig[]>(
    () => [
      { name: 'search', type: 'search', label: t('catalog.search') },
      choiceFilter('status', t('fields.status'), t('filters.all'), ELEARNING_STATUSES, statusLabel),
    ],
    [t, statusLabel],
  );

  return (
    <RiskPage title={t('catalog.title')}>
      <ServerDataTable<RiskAssessment>
        tableId={RISK_CATALOG.tableId}
        label={t('catalog.tableLabel')}
        columns={columns}
        emptyText={t('catalog.empty')}
        filters={filters}
        initialState={RISK_CATALOG.initialState}
        table={table}
        rowActions={[
          { icon: <VisibilityIcon />, label: t('catalog.open'), permissions: [PERMISSIONS.riskAssessment.readCatalogList], onClick: open },
        ]}
      />
    </RiskPage>
  );
}
