import { useMemo } from 'react';
import { MEMBER_ORG_UNIT_SORT_COLUMNS, PERMISSIONS, formatBoolean, type MemberOrgUnit } from '@compliance/shared-contracts/browser';
import { type DataTableColumn } from '@compliance/shared-ui/table';
import { AssignmentTab } from '@compliance/shared-ui/assignment';
import { searchOrgUnits } from '../org-units/api';
import { useCompanyTranslation } from '../common/namespace';
import { memberOrgUnitList, useMemberWrites } from './api';

const sortable = (name: string) => (MEMBER_ORG_UNIT_SORT_COLUMNS as readonly string[]).includes(name);

/** The org-units tab of a member: the units they belong to; add through a typeahead, remove confirmed. */
export function MemberOrgUnitsTab({ memberUuid }: { memberUuid: string }) {
  const { t } = useCompanyTranslation();
  const writes = useMemberWrites();
  const columns = useMemo<DataTableColumn<MemberOrgUnit>[]>(() => {
    const yesNo = (value: unknown) => t(formatBoolean(value === true), { ns: 'common' });
    return [
      { name: 'orgUnitName', label: t('fields.orgUnitName'), sortable: sortable('orgUnitName') },
      { name: 'orgUnitIdentifier', label: t('fields.orgUnitIdentifier'), sortable: sortable('orgUnitIdentifier') },
      { name: 'isRoot', label: t('fields.isRoot'), width: 160, formatter: yesNo },
      { name: 'isDefault', label: t('fields.isDefault'), width: 160, formatter: yesNo },
    ];
  }, [t]);
  const list = memberOrgUnitList(memberUuid);
  const onAdd = (orgUnitUuids: string[]) => writes.addToOrgUnits(memberUuid, orgUnitUuids);
  const onRemove = (rows: MemberOrgUnit[]) =>
    writes.removeFromOrgUnits(
      memberUuid,
      rows.map((row) => row.uuid),
    );
  return (
    <AssignmentTab<MemberOrgUnit>
      tableId="company-member-org-units"
      cacheKey={list.cacheKey}
      columns={columns}
      fetchPage={list.fetchPage}
      adders={[
        {
          label: t('members.orgUnits.add'),
          choose: t('members.orgUnits.choose'),
          search: searchOrgUnits,
          onAdd: onAdd,
          permissions: [PERMISSIONS.orgUnit.addMembers],
        },
      ]}
      onRemove={onRemove}
      removePermissions={[PERMISSIONS.orgUnit.removeMembers]}
      texts={{
        headline: t('members.orgUnits.headline'),
        tableLabel: t('members.orgUnits.tableLabel'),
        empty: t('members.orgUnits.empty'),
        remove: t('members.orgUnits.remove'),
        removeTitle: t('members.orgUnits.removeTitle'),
        removeMessage: (count) => t('members.orgUnits.removeMessage', { count }),
      }}
    />
  );
}
