import {
  memberListEndpoint,
  type BodyInputOf,
  type EndpointRoute,
  type ListRequest,
  type MemberReference,
  type MemberRole,
} from '@compliance/shared-contracts/browser';
import { apiRequest, type ApiResult } from '@compliance/shared-ui';
import type { TypeaheadOption } from './Typeahead';

/** How many matches a typeahead offers. */
export const SEARCH_PAGE_SIZE = 25;

/**
 * A loader id nobody watches.
 * @deprecated Pass `loaderId: null` to apiRequest: a search drives no loader at all.
 */
export const SEARCH_LOADER_ID = 'typeahead-search';

/** A search by name: the term trimmed, sorted ascending by `sortBy`, one page of matches. */
export const searchBody = <S extends string>(sortBy: S, term: string) =>
  ({ page: 1, perPage: SEARCH_PAGE_SIZE, sortBy, sortDirection: 'asc', filter: { search: term.trim() } }) as const;

/** The first page of `perPage` entries by name, for dropdowns and examples. */
export const firstPageBy = <S extends string>(sortBy: S, perPage: ListRequest['perPage']) =>
  ({ page: 1, perPage, sortBy, sortDirection: 'asc' }) as const;

/** The row type of a list endpoint's answer. */
type RowOf<C extends EndpointRoute> = ApiResult<C> extends { items: ReadonlyArray<infer R> } ? R : never;

/**
 * A typeahead's search over a list endpoint with a search filter: one quiet page of matches
 * sorted by `sortBy`, each row made an option.
 */
export function listSearch<C extends EndpointRoute>(
  endpoint: C,
  sortBy: string,
  optionOf: (row: RowOf<C>) => TypeaheadOption,
): (term: string) => Promise<TypeaheadOption[]> {
  return async (term) => {
    const page = (await apiRequest(endpoint, { loaderId: null, body: searchBody(sortBy, term) as BodyInputOf<C> })) as {
      items: RowOf<C>[];
    };
    return page.items.map(optionOf);
  };
}

/** The label of a member in choices and chips: "Last, First (username)". */
export function memberOptionOf(member: MemberReference & { username?: string }): TypeaheadOption {
  const name = `${member.lastName}, ${member.firstName}`;
  return { value: member.uuid, label: member.username ? `${name} (${member.username})` : name };
}

/** Members matching a search term, optionally only those of the given roles (one request per role). */
export async function searchMembers(term: string, roles: readonly MemberRole[] = []): Promise<TypeaheadOption[]> {
  const search = searchBody('lastName', term);
  const ask = (role?: MemberRole) =>
    apiRequest(memberListEndpoint, {
      loaderId: null,
      body: { ...search, filter: { ...search.filter, ...(role ? { role } : {}) } },
    });
  const pages = await Promise.all(roles.length ? roles.map((role) => ask(role)) : [ask()]);
  const members = new Map(pages.flatMap((page) => page.items).map((member) => [member.uuid, member]));
  return [...members.values()].map(memberOptionOf);
}
