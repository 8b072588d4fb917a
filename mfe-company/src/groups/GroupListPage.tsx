import { useMemo, useState } from 'react';
import { AddIcon, apiRequest, DeleteIcon, useNavigate, VisibilityIcon, AutoFill, FormDialog, useSubmitHandler, useConfirmedAction } from '@compliance/shared-ui';
import {
  MEMBER_GROUP_TYPES,
  PERMISSIONS,
  createMemberGroupEndpoint,
  deleteMemberGroupEndpoint,
  memberGroupListEndpoint,
  type MemberGroup,
} from '@compliance/shared-contracts/browser';
import { type DataTableColumn, type TableFilterConfig, serverList, useServerTable } from '@compliance/shared-ui/table';
import { EntityListPage } from '../common/EntityListPage';
import { useIdentifierSuggestion } from '../common/identifier';
import { useCompanyTranslation } from '../common/namespace';
import { companyPaths } from '../common/paths';
import { GROUP_FIELD_ERRORS, GroupFields, groupFieldsOf, type GroupFormValues } from './GroupFields';

/** The list of the member groups: the page renders it, a link to the page prefetches it. */
export const MEMBER_GROUP_LIST = serverList(memberGroupListEndpoint, 'company-member-groups', { sortBy: 'name', sortDirection: 'asc' });

/** "Mitarbeitergruppe anlegen": the identifier follows the name until edited. */
function CreateGroupDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (uuid: string) => void }) {
  const { t } = useCompanyTranslation();
  const suggest = useIdentifierSuggestion();
  const submit = useSubmitHandler((values: GroupFormValues) => apiRequest(createMemberGroupEndpoint, { body: groupFieldsOf(values), handledStatuses: [400] }), {
    fields: GROUP_FIELD_ERRORS,
    onDone: (result) => {
      onCreated(result.uuid);
    },
  });
  return (
    <FormDialog<GroupFormValues> open title={t('groups.create.title')} initialValues={{}} onSubmit={submit} onClose={onClose} submitLabel={t('actions.create')}>
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
  const table = useServerTable(MEMBER_GROUP_LIST);
  const { ask, dialog } = useConfirmedAction();
  const [creating, setCreating] = useState(false);

  const columns = useMemo<DataTableColumn<MemberGroup>[]>(
    () => [
      { name: 'name', label: t('fields.name'), sortable: true, click: (row) => navigate(companyPaths.memberGroupDetails(row.uuid)) },
      { name: 'memberGroupIdentifier', label: t('fields.identifier'), sortable: true },
      { name: 'type', label: t('fields.groupType'), sortable: true, formatter: (value) => t(`groups.types.${String(value)}`) },
      { name: 'memberCount', label: t('fields.memberCount'), sortable: true, alignment: 'right', width: 140 },
    ],
    [t, navigate],
  );
  const filters = useMemo<TableFilterConfig[]>(
    () => [
      { name: 'search', type: 'search', label: t('actions.search') },
      { name: 'type', type: 'dropdown', label: t('fields.groupType'), options: [{ label: t('filters.all'), value: '' }, ...MEMBER_GROUP_TYPES.map((type) => ({ label: t(`groups.types.${type}`), value: type }))] },
    ],
    [t],
  );
  const confirmDelete = (rows: MemberGroup[]) =>
    ask({
      title: t('groups.delete.title'),
      message: t('groups.delete.message', { count: rows.length, names: rows.map((row) => row.name).join(', ') }),
      confirmLabel: t('actions.delete'),
      danger: true,
      run: () => apiRequest(deleteMemberGroupEndpoint, { body: { uuids: rows.map((row) => row.uuid) }, handledStatuses: [400] }),
      onDone: () => void table.reload(),
    });

  return (
    <EntityListPage<MemberGroup>
      title={t('groups.title')}
      crumbs={[{ text: t('members.list.title'), link: companyPaths.membersList() }]}
      tableId={MEMBER_GROUP_LIST.tableId}
      tableLabel={t('groups.tableLabel')}
      columns={columns}
      emptyText={t('groups.empty')}
      filters={filters}
      initialState={MEMBER_GROUP_LIST.initialState}
      actions={[{ label: t('groups.create.title'), icon: <AddIcon />, permissions: [PERMISSIONS.memberGroup.create], onClick: () => setCreating(true) }]}
      bulkActions={[{ label: t('actions.deleteSelected'), icon: <DeleteIcon />, permissions: [PERMISSIONS.memberGroup.delete], onClick: confirmDelete }]}
      rowActions={[
        { icon: <VisibilityIcon />, label: t('actions.details'), permissions: [PERMISSIONS.memberGroup.details], onClick: (row) => navigate(companyPaths.memberGroupDetails(row.uuid)) },
        { icon: <DeleteIcon />, label: t('actions.delete'), permissions: [PERMISSIONS.memberGroup.delete], onClick: (row) => confirmDelete([row]) },
      ]}
      table={table}
    >
      {dialog}
      {creating && <CreateGroupDialog onClose={() => setCreating(false)} onCreated={() => void table.reload()} />}
    </EntityListPage>
  );
}
