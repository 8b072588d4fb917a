import { useCallback, useMemo } from 'react';
import { useNavigate, VisibilityIcon } from '@compliance/shared-ui';
import {
  ELEARNING_STATUSES,
  PERMISSIONS,
  formatDuration,
  type ELearningStatus,
  type ELearning,
} from '@compliance/shared-contracts/browser';
import { useTaskStatusLabel } from '@compliance/shared-ui/inputs';
import { ServerDataTable, type DataTableColumn, type TableFilterConfig, useServerTable, choiceFilter } from '@compliance/shared-ui/table';
import { ELearningPage } from '../common/ELearningPage';
import { useELearningTranslation } from '../common/namespace';
import { elearningPaths } from '../common/paths';
import { ELEARNING_CATALOG } from './api';
import { CatalogTabs } from './CatalogTabs';
import { UploadCourseButton } from '../packages/PackageActions';

/** /dashboard/apps/elearnings/catalog/list: the client's E-Learnings with their status and the number of org units they are assigned to. */
export function CatalogListPage() {
  const { t } = useELearningTranslation();
  const navigate = useNavigate();
  const statusLabel = useTaskStatusLabel();
  const table = useServerTable(ELEARNING_CATALOG);
  const open = useCallback((row: ELearning) => navigate(elearningPaths.catalogDetails(row.uuid)), [navigate]);

  const columns = useMemo<DataTableColumn<ELearning>[]>(
    () => [
      { name: 'title', label: t('fields.title'), sortable: true, click: open },
      { name: 'category', label: t('fields.category'), sortable: true },
      {
        name: 'durationMinutes',
        label: t('fields.duration'),
        sortable: true,
        alignment: 'right',
        width: 160,
        formatter: (value) => (typeof value === 'number' ? formatDuration(value) : ''),
      },
      // A word, never a colour alone (docs/product.md §1).
      {
        name: 'status',
        label: t('fields.status'),
        sortable: true,
        width: 140,
        formatter: (value) => statusLabel(value as ELearningStatus),
      },
      { name: 'orgUnitCount', label: t('fields.orgUnitCount'), sortable: true, alignment: 'right', width: 220 },
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
    <ELearningPage title={t('catalog.title')} actions={<UploadCourseButton />}>
      <CatalogTabs />
      <ServerDataTable<ELearning>
        tableId={ELEARNING_CATALOG.tableId}
        label={t('catalog.tableLabel')}
        columns={columns}
        emptyText={t('catalog.empty')}
        filters={filters}
        initialState={ELEARNING_CATALOG.initialState}
        table={table}
        rowActions={[
          { icon: <VisibilityIcon />, label: t('catalog.open'), permissions: [PERMISSIONS.elearning.readCatalog], onClick: open },
        ]}
      />
    </ELearningPage>
  );
}
