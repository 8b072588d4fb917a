// The org-units feature's data (docs/adding-an-area.md §4): the org units an E-Learning is
// assigned to (rows keyed by the unit's uuid), the writes, what a removal would end, and the
// search of units to assign.
import useSWR from 'swr';
import {
  assignOrgUnitsEndpoint,
  orgUnitListEndpoint,
  readOrgUnitAssignmentsEndpoint,
  readOrgUnitRemovalEndpoint,
  readStatisticsEndpoint,
  removeOrgUnitsEndpoint,
  type ELearningOrgUnit,
} from '@compliance/shared-contracts/browser';
import { apiRequest } from '@compliance/shared-ui';
import { listSearch } from '@compliance/shared-ui/inputs';
import { fetchListPage, type ListPage, type TableQuery } from '@compliance/shared-ui/table';
import { ELEARNING_CATALOG } from '../catalog/api';

/** An assigned org unit as the assignment table takes it: keyed by `uuid`. */
export type AssignedOrgUnit = ELearningOrgUnit & { uuid: string };

/**
 * The keys an assignment makes stale beyond the tab's own pages: the catalog's unit count and the
 * figures (per E-Learning, and per org unit on the analytics tab, which a quick return to the tab
 * would otherwise take from the cache). Not the details: clearing them would unmount the open tab
 * while they load again, and it shows no count.
 */
export const ASSIGNMENT_CLEARS = [ELEARNING_CATALOG.cacheKey, readStatisticsEndpoint.path] as const;

/** One E-Learning's org units: the tab's page fetcher and cache key, and the writes (400s are the tab's to show). */
export function elearningOrgUnits(elearningUuid: string) {
  return {
    cacheKey: `${readOrgUnitAssignmentsEndpoint.path}#${elearningUuid}`,
    fetchPage: async (query: TableQuery): Promise<ListPage<AssignedOrgUnit>> => {
      const page = await fetchListPage(readOrgUnitAssignmentsEndpoint, query, { elearningUuid });
      return { total: page.total, items: page.items.map((row) => ({ ...row, uuid: row.orgUnitUuid })) };
    },
    assign: (orgUnitUuids: string[]) =>
      apiRequest(assignOrgUnitsEndpoint, { body: { elearningUuid, orgUnitUuids }, handledStatuses: [400] }),
    remove: (orgUnitUuids: string[]) =>
      apiRequest(removeOrgUnitsEndpoint, { body: { elearningUuid, orgUnitUuids }, handledStatuses: [400] }),
  };
}

/** Org units of the client matching a search term, as typeahead options. */
export const searchOrgUnits = listSearch(orgUnitListEndpoint, 'orgUnitName', (unit) => ({ value: unit.uuid, label: unit.orgUnitName }));

const fetchRemoval = ([, elearningUuid, ...orgUnitUuids]: readonly string[]) =>
  apiRequest(readOrgUnitRemovalEndpoint, { body: { elearningUuid: elearningUuid!, orgUnitUuids } });

/** What taking those units away from the E-Learning would end: open tasks and attempts in progress. */
export const useOrgUnitRemoval = (elearningUuid: string, orgUnitUuids: readonly string[]) =>
  useSWR([readOrgUnitRemovalEndpoint.path, elearningUuid, ...orgUnitUuids] as const, fetchRemoval, { revalidateOnFocus: false });
