import { useMemo } from 'react';
import {
  ENTITY_MEMBER_SORT_COLUMNS,
  assignMembersToGroupEndpoint,
  assignMembersToLocationEndpoint,
  addMembersToOrgUnitEndpoint,
  locationMemberListEndpoint,
  memberGroupMemberListEndpoint,
  orgUnitMemberListEndpoint,
  removeMembersFromGroupEndpoint,
  removeMembersFromLocationEndpoint,
  removeMembersFromOrgUnitEndpoint,
  type EntityMemberRow,
} from '@compliance/shared-contracts/browser';
import { apiRequest } from '@compliance/shared-ui';
import { type DataTableColumn, type TableQuery, fetchListPage } from '@compliance/shared-ui/table';
import { AssignmentTab } from './AssignmentTab';
import { searchMembers } from './search';
import { useCompanyTranslation } from './namespace';
import { useMembersChanged } from '../members/api';

/** The endpoints behind one kind of entity's members tab. */
export interface EntityMemberEndpoints {
  list: typeof orgUnitMemberListEndpoint | typeof locationMemberListEndpoint | typeof memberGroupMemberListEndpoint;
  assign: typeof addMembersToOrgUnitEndpoint | typeof assignMembersToLocationEndpoint | typeof assignMembersToGroupEndpoint;
  remove: typeof removeMembersFromOrgUnitEndpoint | typeof removeMembersFromLocationEndpoint | typeof removeMembersFromGroupEndpoint;
}

/** The members tabs of org units, locations and member groups. */
export const ENTITY_MEMBER_ENDPOINTS = {
  orgUnit: { list: orgUnitMemberListEndpoint, assign: addMembersToOrgUnitEndpoint, remove: removeMembersFromOrgUnitEndpoint },
  location: { list: locationMemberListEndpoint, assign: assignMembersToLocationEndpoint, remove: removeMembersFromLocationEndpoint },
  memberGroup: { list: memberGroupMemberListEndpoint, assign: assignMembersToGroupEndpoint, remove: removeMembersFromGroupEndpoint },
} as const satisfies Record<string, EntityMemberEndpoints>;

/** Which entity's members: org unit, location or member group. */
export type MemberHolderKind = keyof typeof ENTITY_MEMBER_ENDPOINTS;

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
  const endpoints: EntityMemberEndpoints = ENTITY_MEMBER_ENDPOINTS[kind];
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
  const fetchPage = (query: TableQuery) => fetchListPage(endpoints.list, query, { uuid });
  return (
    <AssignmentTab<EntityMemberRow>
      tableId={`company-${kind}-members`}
      cacheKey={`${endpoints.list.path}#${uuid}`}
      columns={columns}
      fetchPage={fetchPage}
      search={(term) => searchMembers(term)}
      onAdd={(memberUuids) => apiRequest(endpoints.assign, { body: { uuid, memberUuids }, handledStatuses: [400] })}
      onRemove={(rows) =>
        apiRequest(endpoints.remove, { body: { uuid, memberUuids: rows.map((row) => row.uuid) }, handledStatuses: [400] })
      }
      addPermissions={addPermissions}
      removePermissions={removePermissions}
      // The member list filters by org unit and location: its cached pages are stale now.
      onChanged={() => void membersChanged('update')}
      texts={{
        headline: t('memberTab.headline'),
        tableLabel: t('memberTab.tableLabel'),
        empty: t('memberTab.empty'),
        add: t('memberTab.add'),
        choose: t('memberTab.choose'),
        remove: t('memberTab.remove'),
        removeTitle: t('memberTab.removeTitle'),
        removeMessage: (count) => t('memberTab.removeMessage', { count }),
      }}
    />
  );
}
