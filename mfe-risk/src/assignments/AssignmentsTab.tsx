import { useMemo } from 'react';
import { PERMISSIONS } from '@compliance/shared-contracts/browser';
import { AssignmentTab } from '@compliance/shared-ui/assignment';
import { searchMembers } from '@compliance/shared-ui/inputs';
import { type DataTableColumn, useInvalidateLists } from '@compliance/shared-ui/table';
import { useRiskTranslation } from '../common/namespace';
import { ASSIGNMENT_CLEARS, riskAssignments, searchLocations, searchOrgUnits, type AssignmentRow } from './api';

const ASSIGN = [PERMISSIONS.riskAssessment.assign];

/**
 * The assignments tab of a risk assessment: the org units, the one location and the single
 * members whose people take part in its analyses, each with the members it reaches; assign each
 * kind with its own button, remove (confirmed).
 */
export function AssignmentsTab({ riskAssessmentTaskUuid }: { riskAssessmentTaskUuid: string }) {
  const { t } = useRiskTranslation();
  const assignments = riskAssignments(riskAssessmentTaskUuid);
  const countsChanged = useInvalidateLists(ASSIGNMENT_CLEARS);
  const columns = useMemo<DataTableColumn<AssignmentRow>[]>(
    () => [
      { name: 'name', label: t('assignments.fields.name'), sortable: true },
      {
        name: 'kind',
        label: t('assignments.fields.kind'),
        sortable: true,
        width: 180,
        formatter: (value) => t(`assignments.kinds.${String(value)}`),
      },
      { name: 'memberCount', label: t('assignments.fields.memberCount'), sortable: true, alignment: 'right', width: 160 },
    ],
    [t],
  );
  return (
    <AssignmentTab<AssignmentRow>
      tableId="risk-assignments"
      cacheKey={assignments.cacheKey}
      columns={columns}
      fetchPage={assignments.fetchPage}
      adders={[
        {
          label: t('assignments.addOrgUnits'),
          choose: t('assignments.chooseOrgUnits'),
          search: searchOrgUnits,
          onAdd: assignments.assignOrgUnits,
          permissions: ASSIGN,
        },
        {
          label: t('assignments.addLocation'),
          choose: t('assignments.chooseLocation'),
          search: searchLocations,
          onAdd: assignments.assignLocation,
          permissions: ASSIGN,
          maxSelections: 1,
        },
        {
          label: t('assignments.addMembers'),
          choose: t('assignments.chooseMembers'),
          search: searchMembers,
          onAdd: assignments.assignMembers,
          permissions: ASSIGN,
        },
      ]}
      onRemove={(rows) => assignments.remove(rows.map((row) => row.uuid))}
      removePermissions={ASSIGN}
      onChanged={() => void countsChanged()}
      texts={{
        headline: t('assignments.headline'),
        tableLabel: t('assignments.tableLabel'),
        empty: t('assignments.empty'),
        remove: t('assignments.remove'),
        removeTitle: t('assignments.removeTitle'),
        removeMessage: (count) => t('assignments.removeMessage', { count }),
      }}
    />
  );
}
