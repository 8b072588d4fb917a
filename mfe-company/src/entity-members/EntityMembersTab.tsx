import { useMemo } from 'react';
import { ENTITY_MEMBER_SORT_COLUMNS, type EntityMemberRow } from '@compliance/shared-contracts/browser';
import { type DataTableColumn } from '@compliance/shared-ui/table';
import { AssignmentTab } from '@compliance/shared-ui/assignment';
import { useCompanyTranslation } from '../common/namespace';
import { searchMembers } from '@compliance/shared-ui/inputs';
import { useMembersChanged } from '../members/api';
import { entityMembers, type MemberHolderKind } from './api';

const sortable = (name: string) => (ENTITY_MEMBER_SORT_COLUMNS as readonly string[]).includes(name);

/** Props of EntityMembersTab. */
export interface EntityMembersTabProps {
  kind: MemberHolderKind;
  uuid: string;
  addPermissions: readonly string[];
  removePermissions: readonly string[];
}

/** The "member" tab of an org unit, location or member group: its members, assign and remove. */
export function EntityMembersTab({ kind, uuid, addPermissions, removePermissions }: EntityMembersTabProps) {
  const { t } = useCompanyTranslation();
  const members = entityMembers(kind, uuid);
  const membersChanged = useMembersChanged();
  const columns = useMemo<DataTableColumn<EntityMemberRow>[]>(
    () =>
      (['lastName', 'firstName', 'username', 'email', 'roleIdentifier'] as const).map((name) => ({
        name,
        label: t(`fields.${name}`),
        sortable: sortable(name),
        ...(name === 'roleIdentifier' ? { formatter: (value: unknown) => t(`common.roles.${String(value)}`, { ns: 'common' }) } : {}),
      })),
    [t],
  );
  return (
    <AssignmentTab<EntityMemberRow>
      tableId={`company-${kind}-members`}
      cacheKey={members.cacheKey}
      columns={columns}
      fetchPage={members.fetchPage}
      adders={[
        {
          label: t('memberTab.add'),
          choose: t('memberTab.choose'),
          search: (term) => searchMembers(term),
          onAdd: members.add,
          permissions: addPermissions,
        },
      ]}
      onRemove={(rows) => members.remove(rows.map((row) => row.uuid))}
      removePermissions={removePermissions}
      // The member list filters by org unit and location: its cached pages are stale now.
      onChanged={() => void membersChanged('update')}
      texts={{
        headline: t('memberTab.headline'),
        tableLabel: t('memberTab.tableLabel'),
        empty: t('memberTab.empty'),
        remove: t('memberTab.remove'),
        removeTitle: t('memberTab.removeTitle'),
        removeMessage: (count) => t('memberTab.removeMessage', { count }),
      }}
    />
  );
}
