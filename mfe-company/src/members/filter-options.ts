import useSWR from 'swr';
import { PERMISSIONS, locationListEndpoint, orgUnitListEndpoint } from '@compliance/shared-contracts/browser';
import { apiRequest, usePermission } from '@compliance/shared-ui';
import { type DropdownItem } from '@compliance/shared-ui/inputs';
import { SEARCH_LOADER_ID } from '../common/search';

// The filter dropdowns offer the first 100 units and locations by name; a client with more
// finds the rest through the search field.
const NO_OPTIONS: DropdownItem[] = [];
const OPTIONS_PAGE = { page: 1, perPage: 100, sortDirection: 'asc' } as const;

async function orgUnitOptions(): Promise<DropdownItem[]> {
  const page = await apiRequest(orgUnitListEndpoint, { loaderId: SEARCH_LOADER_ID, body: { ...OPTIONS_PAGE, sortBy: 'orgUnitName' } });
  return page.items.map((unit) => ({ label: unit.orgUnitName, value: unit.uuid }));
}

async function locationOptions(): Promise<DropdownItem[]> {
  const page = await apiRequest(locationListEndpoint, { loaderId: SEARCH_LOADER_ID, body: { ...OPTIONS_PAGE, sortBy: 'name' } });
  return page.items.map((location) => ({ label: location.name, value: location.uuid }));
}

/** Options of the member list's org-unit and location filters; undefined when not permitted (the filter is then left out). */
export function useEntityFilterOptions(): { orgUnits: DropdownItem[] | undefined; locations: DropdownItem[] | undefined } {
  const mayListOrgUnits = usePermission([PERMISSIONS.orgUnit.list]);
  const mayListLocations = usePermission([PERMISSIONS.location.list]);
  const swrOptions = { revalidateOnFocus: false, shouldRetryOnError: false } as const;
  const orgUnits = useSWR(mayListOrgUnits ? 'company.filter-options.org-units' : null, orgUnitOptions, swrOptions);
  const locations = useSWR(mayListLocations ? 'company.filter-options.locations' : null, locationOptions, swrOptions);
  return {
    orgUnits: mayListOrgUnits ? (orgUnits.data ?? NO_OPTIONS) : undefined,
    locations: mayListLocations ? (locations.data ?? NO_OPTIONS) : undefined,
  };
}
