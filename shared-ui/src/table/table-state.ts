import { filterTextParam } from '@compliance/shared-contracts/browser';

// The page navigation's arithmetic lives in the page entry (card lists page too); the table
// entry offers it as before.
export { paginationItems, totalPagesOf, type PaginationItem } from '@compliance/shared-ui/page';

/** Page sizes a table offers (docs/product.md §9). */
export const TABLE_PAGE_SIZES = [25, 50, 100] as const;
/** One allowed page size. */
export type TablePageSize = (typeof TABLE_PAGE_SIZES)[number];
/** Default page size (docs/product.md §9). */
export const DEFAULT_PAGE_SIZE: TablePageSize = 25;
/** Sort direction of a table. */
export type SortDirection = 'asc' | 'desc';
/** One filter value as list requests take it. */
export type TableFilterValue = string | string[] | number | boolean | null;
/** Filter values by filter name. */
export type TableFilter = Record<string, TableFilterValue>;

/** What a list request needs: page, size, sort and filter (docs/architecture.md §4). */
export interface TableQuery {
  page: number;
  perPage: TablePageSize;
  sortBy?: string;
  sortDirection: SortDirection;
  filter: TableFilter;
}

/** Table state of docs/product.md §3: the current query and the initial one a reset returns to. */
export interface TableState {
  current: TableQuery;
  initial: TableQuery;
  /** The words the chips of a link's filters show, by filter name (see tableStateFromAddress). */
  filterTexts?: Readonly<Record<string, string>>;
}

/** Builds the default query (page 1, 25 rows, ascending), with overrides. */
export function defaultTableQuery(overrides: Partial<TableQuery> = {}): TableQuery {
  return { page: 1, perPage: DEFAULT_PAGE_SIZE, sortDirection: 'asc', filter: {}, ...overrides };
}

/** Creates a table state whose current and initial query are the same. */
export function createTableState(overrides: Partial<TableQuery> = {}): TableState {
  const initial = defaultTableQuery(overrides);
  return { current: initial, initial };
}

/**
 * The state a link opens a table with, from its address: the initial query with the filters a
 * link may set (`accepts`: by name, whether a value is one the filter takes) over the initial
 * ones, and the words their chips show (filterTextParam); null when the address sets none. A
 * reset returns to the initial query.
 */
export function tableStateFromAddress(
  params: URLSearchParams,
  accepts: Readonly<Record<string, (value: string) => boolean>>,
  initial: Partial<TableQuery>,
): TableState | null {
  const filter: TableFilter = {};
  const filterTexts: Record<string, string> = {};
  for (const [name, accepted] of Object.entries(accepts)) {
    const value = params.get(name);
    if (value === null || value === '' || !accepted(value)) continue;
    filter[name] = value;
    const text = params.get(filterTextParam(name));
    if (text) filterTexts[name] = text;
  }
  if (Object.keys(filter).length === 0) return null;
  const state = createTableState(initial);
  return { ...state, current: { ...state.current, filter: { ...state.initial.filter, ...filter } }, filterTexts };
}

/** Sorting by the current column toggles asc/desc; another column starts asc; page goes to 1. */
export function sortTable(state: TableState, sortBy: string): TableState {
  const { current } = state;
  const sortDirection: SortDirection = current.sortBy === sortBy ? (current.sortDirection === 'asc' ? 'desc' : 'asc') : 'asc';
  return { ...state, current: { ...current, sortBy, sortDirection, page: 1 } };
}

/** Sets an explicit sort (e.g. from the grid's sort model); page goes to 1. */
export function setTableSort(state: TableState, sortBy: string | undefined, sortDirection: SortDirection): TableState {
  const current: TableQuery = { ...state.current, sortDirection, page: 1 };
  if (sortBy === undefined) delete current.sortBy;
  else current.sortBy = sortBy;
  return { ...state, current };
}

/** Whether a filter holds a value: an empty text or an empty choice of several filters nothing. */
export function isFilterSet(value: TableFilterValue | undefined): boolean {
  return value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
}

/** Replaces the filter; page goes to 1 because the old page may no longer exist. */
export function filterTable(state: TableState, filter: TableFilter): TableState {
  return { ...state, current: { ...state.current, filter: { ...filter }, page: 1 } };
}

/** Changes the page size; page goes to 1. Unknown sizes fall back to the default. */
export function setTablePageSize(state: TableState, perPage: number): TableState {
  const size = (TABLE_PAGE_SIZES as readonly number[]).includes(perPage) ? (perPage as TablePageSize) : DEFAULT_PAGE_SIZE;
  return { ...state, current: { ...state.current, perPage: size, page: 1 } };
}

/** Moves to a page, kept between 1 and the number of pages. */
export function setTablePage(state: TableState, page: number, totalPages: number): TableState {
  const clamped = Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, totalPages));
  return { ...state, current: { ...state.current, page: clamped } };
}

/** Returns to the initial query. */
export function resetTable(state: TableState): TableState {
  return { ...state, current: state.initial };
}
