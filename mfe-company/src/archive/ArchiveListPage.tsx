import { useMemo } from 'react';
import { PERMISSIONS, formatDateTime, type ArchivedMember } from '@compliance/shared-contracts/browser';
import { DeleteForeverIcon, UnarchiveIcon, useConfirmedAction } from '@compliance/shared-ui';
import { emailCell, type DataTableColumn, type TableFilterConfig, useServerTable } from '@compliance/shared-ui/table';
import { EntityListPage } from '../common/EntityListPage';
import { useCompanyTranslation } from '../common/namespace';
import { companyPaths } from '../common/paths';
import { ARCHIVED_MEMBER_LIST, useArchiveWrites } from './api';

/** /dashboard/company/members/archive/list: archived members, restored or deleted for good after confirmation. */
export function ArchiveListPage() {
  const { t, i18n } = useCompanyTranslation();
  const table = useServerTable(ARCHIVED_MEMBER_LIST);
  const writes = useArchiveWrites();
  const { ask, dialog } = useConfirmedAction();

  const columns = useMemo<DataTableColumn<ArchivedMember>[]>(
    () => [
      { name: 'lastName', label: t('fields.lastName'), sortable: true },
      { name: 'firstName', label: t('fields.firstName'), sortable: true },
      { name: 'username', label: t('fields.username'), sortable: true, priority: 3 },
      { name: 'email', label: t('fields.email'), sortable: true, width: 250, formatter: emailCell },
      {
        name: 'roleIdentifier',
        label: t('fields.roleIdentifier'),
        sortable: true,
        formatter: (value) => t(`common.roles.${String(value)}`, { ns: 'common' }),
      },
      {
        name: 'archivedAt',
        label: t('fields.archivedAt'),
        sortable: true,
        formatter: (value) => (typeof value === 'string' ? formatDateTime(value, i18n.language) : ''),
      },
    ],
    [t, i18n.language],
  );
  const filters = useMemo<TableFilterConfig[]>(() => [{ name: 'search', type: 'search', label: t('search.archive') }], [t]);

  const names = (rows: ArchivedMember[]) => rows.map((row) => `${row.firstName} ${row.lastName}`).join(', ');
  const confirmUnarchive = (rows: ArchivedMember[]) =>
    ask({
      title: t('archive.unarchive.title'),
      message: t('archive.unarchive.message', { count: rows.length, names: names(rows) }),
      confirmLabel: t('archive.unarchive.confirm'),
      run: () => writes.unarchive(rows.map((row) => row.uuid)),
    });
  const confirmDelete = (rows: ArchivedMember[]) =>
    ask({
      title: t('archive.delete.title'),
      message: t('archive.delete.message', { count: rows.length, names: names(rows) }),
      confirmLabel: t('archive.delete.confirm'),
      danger: true,
      run: () => writes.remove(rows.map((row) => row.uuid)),
    });

  return (
    <EntityListPage<ArchivedMember>
      title={t('archive.title')}
      crumbs={[{ text: t('members.list.title'), link: companyPaths.membersList() }]}
      tableId={ARCHIVED_MEMBER_LIST.tableId}
      tableLabel={t('archive.tableLabel')}
      columns={columns}
      emptyText={t('archive.empty')}
      filters={filters}
      initialState={ARCHIVED_MEMBER_LIST.initialState}
      rowActions={[
        {
          icon: <UnarchiveIcon />,
          label: t('archive.unarchive.confirm'),
          permissions: [PERMISSIONS.archiveMember.unarchive],
          onClick: (row) => confirmUnarchive([row]),
        },
        {
          icon: <DeleteForeverIcon />,
          label: t('archive.delete.confirm'),
          permissions: [PERMISSIONS.archiveMember.delete],
          onClick: (row) => confirmDelete([row]),
        },
      ]}
      bulkActions={[
        {
          label: t('archive.unarchive.bulk'),
          icon: <UnarchiveIcon />,
          permissions: [PERMISSIONS.archiveMember.unarchive],
          onClick: confirmUnarchive,
        },
        {
          label: t('archive.delete.bulk'),
          icon: <DeleteForeverIcon />,
          permissions: [PERMISSIONS.archiveMember.delete],
          onClick: confirmDelete,
        },
      ]}
      table={table}
    >
      {dialog}
    </EntityListPage>
  );
}
