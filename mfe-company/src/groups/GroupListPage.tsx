import { useMemo, useState } from 'react';
import {
  AddIcon,
  DeleteIcon,
  useNavigate,
  VisibilityIcon,
  AutoFill,
  FormDialog,
  useSubmitHandler,
  useConfirmedAction,
} from '@compliance/shared-ui';
import { MEMBER_GROUP_TYPES, PERMISSIONS, type MemberGroup } from '@compliance/shared-contracts/browser';
import { type DataTableColumn, type TableFilterConfig, useServerTable } from '@compliance/shared-ui/table';
import { EntityListPage } from '../common/EntityListPage';
import { useIdentifierSuggestion } from '../common/identifier';
import { useCompanyTranslation } from '../common/namespace';
import { companyPaths } from '../common/paths';
import { MEMBER_GROUPS } from './api';
import { GROUP_FIELD_ERRORS, GroupFields, groupFieldsOf, type GroupFormValues } from './GroupFields';

/** "Mitarbeitergruppe anlegen": the identifier follows the name until edited. */
function CreateGroupDialog({ onClose }: { onClose: () => void }) {
  const { t } = useCompanyTranslation();
  const suggest = useIdentifierSuggestion();
  const { create } = MEMBER_GROUPS.useWrites();
  const submit = useSubmitHandler((values: GroupFormValues) => create(groupFieldsOf(values)), { fields: GROUP_FIELD_ERRORS });
  return (
    <FormDialog<GroupFormValues>
      open
      title={t('groups.create.title')}
      initialValues={{}}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('actions.create')}
    >
      {() => (
        <>
          <AutoFill<GroupFormValues> target="memberGroupIdentifier" suggest={(values) => suggest(values.name)} />
          <GroupFields />
        </>
      )}
    </FormDialog>
  );
}

/** /dashboard/company/members/group/list: member groups with search and type filter, create and delete. */
export function GroupListPage() {
  const { t } = useCompanyTranslation();
  const navigate = useNavigate();
  const table = useServerTable(MEMBER_GROUPS.list);
  const writes = MEMBER_GROUPS.useWrites();
  const { ask, dialog } = useConfirmedAction();
  const [creating, setCreating] = useState(false);

  const columns = useMemo<DataTableColumn<MemberGroup>[]>(
    () => [
      { name: 'name', label: t('fields.name'), sortable: true, click: (row) => navigate(companyPaths.memberGroupDetails(row.uuid)) },
      { name: 'memberGroupIdentifier', label: t('fields.identifier'), sortable: true, priority: 3 },
      { name: 'type', label: t('fields.groupType'), sortable: true, formatter: (value) => t(`groups.types.${String(value)}`) },
      { name: 'memberCount', label: t('fields.memberCount'), sortable: true, alignment: 'right', width: 140 },
    ],
    [t, navigate],
  );
  const filters = useMemo<TableFilterConfig[]>(
    () => [
      { name: 'search', type: 'search', label: t('search.groups') },
      {
        name: 'type',
        type: 'dropdown',
        label: t('fields.groupType'),
        options: [
          { label: t('filters.all'), value: '' },
          ...MEMBER_GROUP_TYPES.map((type) => ({ label: t(`groups.types.${type}`), value: type })),
        ],
      },
    ],
    [t],
  );
  const confirmDelete = (rows: MemberGroup[]) =>
    ask({
      title: t('groups.delete.title'),
      message: t('groups.delete.message', { count: rows.length, names: rows.map((row) => row.name).join(', ') }),
      confirmLabel: t('actions.delete'),
      danger: true,
      run: () => writes.remove({ uuids: rows.map((row) => row.uuid) }),
    });

  return (
    <EntityListPage<MemberGroup>
      title={t('groups.title')}
      crumbs={[{ text: t('members.list.title'), link: companyPaths.membersList() }]}
      tableId={MEMBER_GROUPS.list.tableId}
      tableLabel={t('groups.tableLabel')}
      columns={columns}
      emptyText={t('groups.empty')}
      emptyHint={t('groups.emptyHint')}
      filters={filters}
      initialState={MEMBER_GROUPS.list.initialState}
      actions={[
        {
          label: t('groups.create.title'),
          icon: <AddIcon />,
          permissions: [PERMISSIONS.memberGroup.create],
          onClick: () => setCreating(true),
        },
      ]}
      bulkActions={[
        { label: t('actions.deleteSelected'), icon: <DeleteIcon />, permissions: [PERMISSIONS.memberGroup.delete], onClick: confirmDelete },
      ]}
      rowActions={[
        {
          icon: <VisibilityIcon />,
          label: t('actions.details'),
          permissions: [PERMISSIONS.memberGroup.details],
          onClick: (row) => navigate(companyPaths.memberGroupDetails(row.uuid)),
        },
        {
          icon: <DeleteIcon />,
          label: t('actions.delete'),
          permissions: [PERMISSIONS.memberGroup.delete],
          onClick: (row) => confirmDelete([row]),
        },
      ]}
      table={table}
    >
      {dialog}
      {creating && <CreateGroupDialog onClose={() => setCreating(false)} />}
    </EntityListPage>
  );
}
