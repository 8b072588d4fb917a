import { useMemo } from 'react';
import {
  MEMBER_ORG_UNIT_SORT_COLUMNS,
  PERMISSIONS,
  addMembersToOrgUnitEndpoint,
  formatBoolean,
  memberOrgUnitListEndpoint,
  removeMembersFromOrgUnitEndpoint,
  type MemberOrgUnit,
} from '@compliance/shared-contracts/browser';
import { apiRequest } from '@compliance/shared-ui';
import { type DataTableColumn, type TableQuery, fetchListPage } from '@compliance/shared-ui/table';
import { AssignmentTab } from '../common/AssignmentTab';
import { searchOrgUnits } from '../common/search';
import { useCompanyTranslation } from '../common/namespace';
import { useInvalidateMemberLists } from './member-list-cache';

const sortable = (name: string) => (MEMBER_ORG_UNIT_SORT_COLUMNS as readonly string[]).includes(name);

/** The org-units tab of a member: the units they belong to; add through a typeahead, remove confirmed. */
export function MemberOrgUnitsTab({ memberUuid }: { memberUuid: string }) {
  const { t } = useCompanyTranslation();
  const invalidate = useInvalidateMemberLists();
  const columns = useMemo<DataTableColumn<MemberOrgUnit>[]>(() => {
    const yesNo = (value: unknown) => t(formatBoolean(value === true), { ns: 'common' });
    return [
      { name: 'orgUnitName', label: t('fields.orgUnitName'), sortable: sortable('orgUnitName') },
      { name: 'orgUnitIdentifier', label: t('fields.orgUnitIdentifier'), sortable: sortable('orgUnitIdentifier') },
      { name: 'isRoot', label: t('fields.isRoot'), width: 160, formatter: yesNo },
      { name: 'isDefault', label: t('fields.isDefault'), width: 160, formatter: yesNo },
    ];
  }, [t]);
  const fetchPage = (query: TableQuery) => fetchListPage(memberOrgUnitListEndpoint, query, { uuid: memberUuid });
  // The API assigns members to one org unit per call: adding several units is one call each.
  const onAdd = (orgUnitUuids: string[]) =>
    Promise.all(orgUnitUuids.map((uuid) => apiRequest(addMembersToOrgUnitEndpoint, { body: { uuid, memberUuids: [memberUuid] }, handledStatuses: [400] })));
  const onRemove = (rows: MemberOrgUnit[]) =>
    Promise.all(rows.map((row) => apiRequest(removeMembersFromOrgUnitEndpoint, { body: { uuid: row.uuid, memberUuids: [memberUuid] }, handledStatuses: [400] })));
  return (
    <AssignmentTab<MemberOrgUnit>
      tableId="company-member-org-units"
      cacheKey={`${memberOrgUnitListEndpoint.path}#${memberUuid}`}
      columns={columns}
      fetchPage={fetchPage}
      search={searchOrgUnits}
      onAdd={onAdd}
      onRemove={onRemove}
      addPermissions={[PERMISSIONS.orgUnit.addMembers]}
      removePermissions={[PERMISSIONS.orgUnit.removeMembers]}
      onChanged={() => void invalidate()}
      texts={{
        headline: t('members.orgUnits.headline'),
        tableLabel: t('members.orgUnits.tableLabel'),
        empty: t('members.orgUnits.empty'),
        add: t('members.orgUnits.add'),
        choose: t('members.orgUnits.choose'),
        remove: t('members.orgUnits.remove'),
        removeTitle: t('members.orgUnits.removeTitle'),
        removeMessage: (count) => t('members.orgUnits.removeMessage', { count }),
      }}
    />
  );
}
