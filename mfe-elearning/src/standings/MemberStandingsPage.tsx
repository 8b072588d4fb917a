import { useCallback, useMemo } from 'react';
import {
  ATTENTION_CERTIFICATE_DAYS,
  DASHBOARD_ROUTES,
  ELEARNING_CERTIFICATE_FILTERS,
  ELEARNING_TASK_STATUSES,
  PERMISSIONS,
  dashboardPath,
  type ELearningMemberStanding,
} from '@compliance/shared-contracts/browser';
import { useNavigate, usePermission } from '@compliance/shared-ui';
import {
  ServerDataTable,
  choiceFilter,
  useDateCell,
  useServerTable,
  type DataTableColumn,
  type LinkedFilterConfig,
  type TableFilterConfig,
} from '@compliance/shared-ui/table';
import { CatalogTabs } from '../catalog/CatalogTabs';
import { ELearningPage } from '../common/ELearningPage';
import { useELearningTranslation } from '../common/namespace';
import { MEMBER_STANDINGS } from './api';

const rowId = (row: ELearningMemberStanding) => `${row.member.uuid}:${row.elearningUuid}`;

/**
 * /dashboard/apps/elearnings/catalog/standings: how each member in the reader's scope stands in
 * each active E-Learning: status, due date and the end of the latest certificate. The admins'
 * overview opens it filtered by what it counts, an org unit and an E-Learning shown as chips.
 */
export function MemberStandingsPage() {
  const { t } = useELearningTranslation();
  const navigate = useNavigate();
  const opensMembers = usePermission([PERMISSIONS.memberList.details]);
  const table = useServerTable(MEMBER_STANDINGS);
  const date = useDateCell();
  const openMember = useCallback(
    (row: ELearningMemberStanding) => navigate(dashboardPath(DASHBOARD_ROUTES.memberDetails, { uuid: row.member.uuid, tabId: 'details' })),
    [navigate],
  );

  const columns = useMemo<DataTableColumn<ELearningMemberStanding>[]>(
    () => [
      {
        name: 'memberName',
        label: t('standings.fields.member'),
        sortable: true,
        width: 240,
        valueGetter: (row) => `${row.member.lastName}, ${row.member.firstName}`,
        ...(opensMembers ? { click: openMember } : {}),
      },
      { name: 'title', label: t('standings.fields.elearning'), sortable: true, width: 260 },
      // A word, never a colour alone (docs/product.md §1).
      {
        name: 'standing',
        label: t('standings.fields.standing'),
        width: 150,
        formatter: (value) => (typeof value === 'string' ? t(`statistics.fields.${value}`) : t('standings.noTask')),
      },
      { name: 'dueDate', label: t('standings.fields.dueDate'), sortable: true, width: 140, formatter: date },
      { name: 'validUntil', label: t('standings.fields.validUntil'), sortable: true, width: 210, formatter: date },
    ],
    [t, date, opensMembers, openMember],
  );
  const filters = useMemo<TableFilterConfig[]>(
    () => [
      { name: 'search', type: 'search', label: t('standings.search') },
      choiceFilter('standing', t('standings.fields.standing'), t('filters.all'), ELEARNING_TASK_STATUSES, (standing) =>
        t(`statistics.fields.${standing}`),
      ),
      choiceFilter('certificate', t('standings.certificate'), t('filters.all'), ELEARNING_CERTIFICATE_FILTERS, (filter) =>
        t(`standings.certificates.${filter}`, { days: ATTENTION_CERTIFICATE_DAYS }),
      ),
    ],
    [t],
  );
  const linkedFilters = useMemo<LinkedFilterConfig[]>(
    () => [
      { name: 'orgUnitUuid', label: t('standings.orgUnit') },
      { name: 'elearningUuid', label: t('standings.fields.elearning') },
    ],
    [t],
  );

  return (
    <ELearningPage title={t('catalog.title')}>
      <CatalogTabs />
      <ServerDataTable<ELearningMemberStanding>
        tableId={MEMBER_STANDINGS.tableId}
        label={t('standings.tableLabel')}
        columns={columns}
        emptyText={t('standings.empty')}
        filters={filters}
        linkedFilters={linkedFilters}
        initialState={MEMBER_STANDINGS.initialState}
        table={table}
        getRowId={rowId}
      />
    </ELearningPage>
  );
}
