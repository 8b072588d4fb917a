import { type ListRequest } from '@compliance/shared-contracts/browser';

// Typeahead searches of the area: each feature's api.ts has its own search; they share the
// page size and a loader id nobody watches.

/** How many matches a typeahead offers. */
export const SEARCH_PAGE_SIZE = 25;

/** A loader id nobody watches: a search while typing must not cover the page with the loading overlay. */
export const SEARCH_LOADER_ID = 'company.typeahead-search';

/** A search by name: the term trimmed, sorted ascending by `sortBy`, one page of matches. */
export const searchBody = <S extends string>(sortBy: S, term: string) =>
  ({ page: 1, perPage: SEARCH_PAGE_SIZE, sortBy, sortDirection: 'asc', filter: { search: term.trim() } }) as const;

/** The first page of `perPage` entries by name, for dropdowns and examples. */
export const firstPageBy = <S extends string>(sortBy: S, perPage: ListRequest['perPage']) =>
  ({ page: 1, perPage, sortBy, sortDirection: 'asc' }) as const;
