import { useMemo, useState } from 'react';
import {
  AddIcon,
  ArchiveIcon,
  LockResetIcon,
  UploadFileIcon,
  useAuthority,
  useNavigate,
  VisibilityIcon,
  useConfirmedAction,
} from '@compliance/shared-ui';
import { MEMBER_ROLES, MEMBER_STATUSES, PERMISSIONS, formatDateTime, type MemberListRow } from '@compliance/shared-contracts/browser';
import { emailCell, type DataTableColumn, type TableFilterConfig } from '@compliance/shared-ui/table';
import { type DropdownItem } from '@compliance/shared-ui/inputs';
import { EntityListPage } from '../common/EntityListPage';
import { useCompanyTranslation } from '../common/namespace';
import { companyPaths } from '../common/paths';
import { CreateMemberDialog } from './CreateMemberDialog';
import { MEMBER_LIST, resetMemberPassword, useMemberListTable, useMemberWrites } from './api';
import { useEntityFilterOptions } from '../entity-options/api';

/** /dashboard/company/members/list: the active members with filters, row and bulk actions, create and import. */
export function MembersListPage() {
  const { t, i18n } = useCompanyTranslation();
  const navigate = useNavigate();
  const table = useMemberListTable();
  const writes = useMemberWrites();
  const { ask, dialog } = useConfirmedAction();
  const [creating, setCreating] = useState(false);
  const { orgUnits, locations } = useEntityFilterOptions();

  const columns = useMemo<DataTableColumn<MemberListRow>[]>(
    () => [
      { name: 'lastName', label: t('fields.lastName'), sortable: true, click: (row) => navigate(companyPaths.memberDetails(row.uuid)) },
      { name: 'firstName', label: t('fields.firstName'), sortable: true, width: 130 },
      { name: 'username', label: t('fields.username'), sortable: true, width: 140, priority: 3 },
      { name: 'email', label: t('fields.email'), sortable: true, width: 270, formatter: emailCell },
      {
        name: 'roleIdentifier',
        label: t('fields.roleIdentifier'),
        sortable: true,
        width: 130,
        formatter: (value) => t(`common.roles.${String(value)}`, { ns: 'common' }),
      },
      {
        name: 'status',
        label: t('fields.status'),
        sortable: true,
        width: 110,
        formatter: (value) => t(`members.statuses.${String(value)}`),
      },
      {
        name: 'lastLoginAt',
        label: t('fields.lastLoginAt'),
        sortable: true,
        width: 160,
        // A date and time on one line.
        minWidth: 150,
        priority: 3,
        formatter: (value) => (typeof value === 'string' ? formatDateTime(value, i18n.language) : t('members.neverLoggedIn')),
      },
    ],
    [t, i18n.language, navigate],
  );

  const filters = useMemo<TableFilterConfig[]>(() => {
    const all: DropdownItem = { label: t('filters.all'), value: '' };
    const list: TableFilterConfig[] = [
      { name: 'search', type: 'search', label: t('search.members') },
      {
        name: 'role',
        type: 'dropdown',
        label: t('fields.roleIdentifier'),
        options: [all, ...MEMBER_ROLES.map((role) => ({ label: t(`common.roles.${role}`, { ns: 'common' }), value: role }))],
      },
      {
        name: 'status',
        type: 'dropdown',
        label: t('fields.status'),
        options: [all, ...MEMBER_STATUSES.map((status) => ({ label: t(`members.statuses.${status}`), value: status }))],
      },
    ];
    if (orgUnits) list.push({ name: 'orgUnitUuid', type: 'dropdown', label: t('fields.orgUnit'), options: [all, ...orgUnits] });
    if (locations) list.push({ name: 'locationUuid', type: 'dropdown', label: t('fields.location'), options: [all, ...locations] });
    return list;
  }, [t, orgUnits, locations]);

  // Rows of a rank the member may not act on (docs/roles.md "Who may act on whom") keep their actions greyed.
  const authority = useAuthority();
  const outOfReach = (row: MemberListRow) => !authority.mayActOn(row.roleIdentifier);

  const confirmArchive = (rows: MemberListRow[]) =>
    ask({
      title: t('members.archive.title'),
      message: t('members.archive.message', { count: rows.length, name: rows[0] ? `${rows[0].firstName} ${rows[0].lastName}` : '' }),
      confirmLabel: t('members.archive.confirm'),
      danger: true,
      run: () => writes.archive(rows.map((row) => row.uuid)),
    });

  const confirmResetPassword = (row: MemberListRow) =>
    ask({
      title: t('members.resetPassword.title'),
      message: t('members.resetPassword.message', { name: `${row.firstName} ${row.lastName}` }),
      confirmLabel: t('members.resetPassword.confirm'),
      run: () => resetMemberPassword(row.uuid),
    });

  return (
    <EntityListPage<MemberListRow>
      title={t('members.list.title')}
      tableId={MEMBER_LIST.tableId}
      tableLabel={t('members.list.tableLabel')}
      columns={columns}
      emptyText={t('members.list.empty')}
      filters={filters}
      initialState={MEMBER_LIST.initialState}
      actions={[
        {
          label: t('members.import.open'),
          icon: <UploadFileIcon />,
          permissions: [PERMISSIONS.memberImport.uploadCsv],
          onClick: () => navigate(companyPaths.memberImport()),
        },
        { label: t('members.create.open'), icon: <AddIcon />, permissions: [PERMISSIONS.member.create], onClick: () => setCreating(true) },
      ]}
      bulkActions={[
        { label: t('members.archive.bulk'), icon: <ArchiveIcon />, permissions: [PERMISSIONS.memberList.archive], onClick: confirmArchive },
      ]}
      rowActions={[
        {
          icon: <VisibilityIcon />,
          label: t('actions.details'),
          permissions: [PERMISSIONS.memberList.details],
          onClick: (row) => navigate(companyPaths.memberDetails(row.uuid)),
        },
        {
          icon: <ArchiveIcon />,
          label: t('members.archive.confirm'),
          permissions: [PERMISSIONS.memberList.archive],
          onClick: (row) => confirmArchive([row]),
          disabled: outOfReach,
        },
        {
          icon: <LockResetIcon />,
          label: t('members.resetPassword.action'),
          permissions: [PERMISSIONS.memberList.resetPassword],
          onClick: confirmResetPassword,
          disabled: outOfReach,
        },
      ]}
      table={table}
    >
      {dialog}
      {creating && <CreateMemberDialog onClose={() => setCreating(false)} />}
    </EntityListPage>
  );
}
