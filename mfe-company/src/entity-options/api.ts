import useSWR from 'swr';
import { PERMISSIONS } from '@compliance/shared-contracts/browser';
import { usePermission } from '@compliance/shared-ui';
import { type DropdownItem } from '@compliance/shared-ui/inputs';
import { fetchLocationsByName } from '../locations/api';
import { fetchOrgUnitsByName } from '../org-units/api';

// The org-unit and location dropdowns of the member filters (docs/adding-an-area.md §4) offer
// the first 100 units and locations by name; a client with more finds the rest by searching.
const NO_OPTIONS: DropdownItem[] = [];
const OPTIONS_PER_PAGE = 100;

async function orgUnitOptions(): Promise<DropdownItem[]> {
  const page = await fetchOrgUnitsByName(OPTIONS_PER_PAGE);
  return page.items.map((unit) => ({ label: unit.orgUnitName, value: unit.uuid }));
}

async function locationOptions(): Promise<DropdownItem[]> {
  const page = await fetchLocationsByName(OPTIONS_PER_PAGE);
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
