// The assignments feature's data (docs/adding-an-area.md §4): what an assessment is assigned to
// (rows keyed by the assignment's uuid), the writes, and the searches of what can be assigned.
import {
  assignRiskLocationEndpoint,
  assignRiskMemberEndpoint,
  assignRiskOrgUnitsEndpoint,
  deleteRiskAssignmentsEndpoint,
  locationListEndpoint,
  orgUnitListEndpoint,
  readRiskAssignmentListEndpoint,
  type RiskAssignment,
} from '@compliance/shared-contracts/browser';
import { apiRequest } from '@compliance/shared-ui';
import { listSearch } from '@compliance/shared-ui/inputs';
import { fetchListPage, type ListPage, type TableQuery } from '@compliance/shared-ui/table';
import { RISK_CATALOG } from '../catalog/api';

/** An assignment as the assignment table takes it: keyed by `uuid`. */
export type AssignmentRow = RiskAssignment & { uuid: string };

/**
 * The keys an assignment makes stale beyond the tab's own pages: the catalog's count. Not the
 * details: clearing them would unmount the open tab while they load again.
 */
export const ASSIGNMENT_CLEARS = [RISK_CATALOG.cacheKey] as const;

// Refusals (a super-admin a client admin may not assign, say) are the tab's to show.
const quiet = { handledStatuses: [400, 403] } as const;

/** One assessment's assignments: the tab's page fetcher and cache key, and the writes. */
export function riskAssignments(riskAssessmentTaskUuid: string) {
  return {
    cacheKey: `${readRiskAssignmentListEndpoint.path}#${riskAssessmentTaskUuid}`,
    fetchPage: async (query: TableQuery): Promise<ListPage<AssignmentRow>> => {
      const page = await fetchListPage(readRiskAssignmentListEndpoint, query, { riskAssessmentTaskUuid });
      return { total: page.total, items: page.items.map((row) => ({ ...row, uuid: row.assignmentUuid })) };
    },
    assignOrgUnits: (orgUnitUuids: string[]) =>
      apiRequest(assignRiskOrgUnitsEndpoint, { body: { riskAssessmentTaskUuid, orgUnitUuids }, ...quiet }),
    // One location: the dialog offers one choice, and another replaces it.
    assignLocation: ([locationUuid]: string[]) =>
      apiRequest(assignRiskLocationEndpoint, { body: { riskAssessmentTaskUuid, locationUuid: locationUuid ?? '' }, ...quiet }),
    assignMembers: (memberUuids: string[]) =>
      apiRequest(assignRiskMemberEndpoint, { body: { riskAssessmentTaskUuid, memberUuids }, ...quiet }),
    remove: (assignmentUuids: string[]) =>
      apiRequest(deleteRiskAssignmentsEndpoint, { body: { riskAssessmentTaskUuid, assignmentUuids }, ...quiet }),
  };
}

/** Org units of the client matching a search term, as typeahead options. */
export const searchOrgUnits = listSearch(orgUnitListEndpoint, 'orgUnitName', (unit) => ({ value: unit.uuid, label: unit.orgUnitName }));

/** Locations of the client matching a search term, as typeahead options. */
export const searchLocations = listSearch(locationListEndpoint, 'name', (location) => ({ value: location.uuid, label: location.name }));
