import { useMemo } from 'react';
import { PERMISSIONS } from '@compliance/shared-contracts/browser';
import { AssignmentTab } from '@compliance/shared-ui/assignment';
import { type DataTableColumn, useInvalidateLists } from '@compliance/shared-ui/table';
import { useELearningTranslation } from '../common/namespace';
import { RemovalConsequence } from './RemovalConsequence';
import { ASSIGNMENT_CLEARS, elearningOrgUnits, searchOrgUnits, type AssignedOrgUnit } from './api';

/** The org-units tab of an E-Learning: the units whose members get its tasks, with their admins; assign and remove (confirmed, saying which tasks and attempts it ends). */
export function OrgUnitsTab({ elearningUuid }: { elearningUuid: string }) {
  const { t } = useELearningTranslation();
  const units = elearningOrgUnits(elearningUuid);
  const countsChanged = useInvalidateLists(ASSIGNMENT_CLEARS);
  const columns = useMemo<DataTableColumn<AssignedOrgUnit>[]>(
    () => [
      { name: 'orgUnitName', label: t('orgUnits.fields.orgUnitName'), sortable: true },
      {
        name: 'admins',
        label: t('orgUnits.fields.admins'),
        formatter: (_value, row) => row.admins.map((admin) => `${admin.firstName} ${admin.lastName}`).join(', ') || t('orgUnits.noAdmins'),
      },
    ],
    [t],
  );
  return (
    <AssignmentTab<AssignedOrgUnit>
      tableId="elearning-org-units"
      cacheKey={units.cacheKey}
      columns={columns}
      fetchPage={units.fetchPage}
      adders={[
        {
          label: t('orgUnits.add'),
          choose: t('orgUnits.choose'),
          search: searchOrgUnits,
          onAdd: units.assign,
          permissions: [PERMISSIONS.elearning.assignOrgUnits],
        },
      ]}
      onRemove={(rows) => units.remove(rows.map((row) => row.uuid))}
      removePermissions={[PERMISSIONS.elearning.assignOrgUnits]}
      removeConsequence={(rows) => <RemovalConsequence elearningUuid={elearningUuid} orgUnitUuids={rows.map((row) => row.uuid)} />}
      onChanged={() => void countsChanged()}
      texts={{
        headline: t('orgUnits.headline'),
        tableLabel: t('orgUnits.tableLabel'),
        empty: t('orgUnits.empty'),
        remove: t('orgUnits.remove'),
        removeTitle: t('orgUnits.removeTitle'),
        removeMessage: (count) => t('orgUnits.removeMessage', { count }),
      }}
    />
  );
}
