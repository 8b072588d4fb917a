import {
  locationListEndpoint,
  memberListEndpoint,
  orgUnitListEndpoint,
  type MemberReference,
  type MemberRole,
} from '@compliance/shared-contracts/browser';
import { apiRequest } from '@compliance/shared-ui';
import { type TypeaheadOption } from '@compliance/shared-ui/inputs';

/** How many matches a typeahead offers. */
const SEARCH_PAGE_SIZE = 25;

/** A loader id nobody watches: a search while typing must not cover the page with the loading overlay. */
export const SEARCH_LOADER_ID = 'company.typeahead-search';

/** The label of a member in choices and chips: "Last, First (username)". */
export function memberOptionOf(member: MemberReference & { username?: string }): TypeaheadOption {
  const name = `${member.lastName}, ${member.firstName}`;
  return { value: member.uuid, label: member.username ? `${name} (${member.username})` : name };
}

/** Members matching a search term, optionally only those of the given roles (one request per role). */
export async function searchMembers(term: string, roles: readonly MemberRole[] = []): Promise<TypeaheadOption[]> {
  const ask = (role?: MemberRole) =>
    apiRequest(memberListEndpoint, {
      loaderId: SEARCH_LOADER_ID,
      body: {
        page: 1,
        perPage: SEARCH_PAGE_SIZE,
        sortBy: 'lastName',
        sortDirection: 'asc',
        filter: { search: term.trim(), ...(role ? { role } : {}) },
      },
    });
  const pages = await Promise.all(roles.length ? roles.map((role) => ask(role)) : [ask()]);
  const members = new Map(pages.flatMap((page) => page.items).map((member) => [member.uuid, member]));
  return [...members.values()].map(memberOptionOf);
}

/** Org units matching a search term, as typeahead options. */
export async function searchOrgUnits(term: string): Promise<TypeaheadOption[]> {
  const page = await apiRequest(orgUnitListEndpoint, {
    loaderId: SEARCH_LOADER_ID,
    body: { page: 1, perPage: SEARCH_PAGE_SIZE, sortBy: 'orgUnitName', sortDirection: 'asc', filter: { search: term.trim() } },
  });
  return page.items.map((unit) => ({ value: unit.uuid, label: unit.orgUnitName }));
}

/** Locations matching a search term, as typeahead options. */
export async function searchLocations(term: string): Promise<TypeaheadOption[]> {
  const page = await apiRequest(locationListEndpoint, {
    loaderId: SEARCH_LOADER_ID,
    body: { page: 1, perPage: SEARCH_PAGE_SIZE, sortBy: 'name', sortDirection: 'asc', filter: { search: term.trim() } },
  });
  return page.items.map((location) => ({ value: location.uuid, label: location.name }));
}
