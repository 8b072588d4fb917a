import {
  createTableState,
  filterTable,
  paginationItems,
  resetTable,
  setTablePage,
  setTablePageSize,
  setTableSort,
  sortTable,
  totalPagesOf,
} from '@compliance/shared-ui/table';

const onPage = (page: number) => setTablePage(createTableState(), page, 10);

describe('table state rules', () => {
  it('defaults to page 1, 25 rows, ascending, no filter', () => {
    expect(createTableState().current).toEqual({ page: 1, perPage: 25, sortDirection: 'asc', filter: {} });
    expect(createTableState({ sortBy: 'name' }).initial.sortBy).toBe('name');
  });

  it('toggles asc/desc on the same column, starts asc on another, and goes to page 1', () => {
    const first = sortTable(onPage(4), 'name');
    expect(first.current).toMatchObject({ sortBy: 'name', sortDirection: 'asc', page: 1 });
    const second = sortTable(setTablePage(first, 3, 10), 'name');
    expect(second.current).toMatchObject({ sortBy: 'name', sortDirection: 'desc', page: 1 });
    expect(sortTable(second, 'name').current.sortDirection).toBe('asc');
    expect(sortTable(second, 'email').current).toMatchObject({ sortBy: 'email', sortDirection: 'asc' });
    expect(setTableSort(onPage(5), 'email', 'desc').current).toMatchObject({ sortBy: 'email', sortDirection: 'desc', page: 1 });
    expect(setTableSort(onPage(5), undefined, 'asc').current.sortBy).toBeUndefined();
  });

  it('goes to page 1 when the filter or page size changes', () => {
    expect(filterTable(onPage(4), { status: 'done' }).current).toMatchObject({ page: 1, filter: { status: 'done' } });
    expect(setTablePageSize(onPage(4), 50).current).toMatchObject({ page: 1, perPage: 50 });
    expect(setTablePageSize(onPage(4), 33).current.perPage).toBe(25);
  });

  it('keeps the page between 1 and the number of pages', () => {
    expect(onPage(0).current.page).toBe(1);
    expect(onPage(11).current.page).toBe(10);
    expect(onPage(7).current.page).toBe(7);
    expect(totalPagesOf(0, 25)).toBe(1);
    expect(totalPagesOf(51, 25)).toBe(3);
  });

  it('reset returns to the initial query', () => {
    const state = filterTable(sortTable(createTableState({ perPage: 50 }), 'name'), { q: 'x' });
    expect(resetTable(state).current).toEqual(state.initial);
  });
});

describe('paginationItems', () => {
  it('shows first, previous, current, next and last with ellipses', () => {
    expect(paginationItems(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(paginationItems(1, 10)).toEqual([1, 2, 'ellipsis', 10]);
    expect(paginationItems(10, 10)).toEqual([1, 'ellipsis', 9, 10]);
  });

  it('shows a single skipped page instead of an ellipsis and handles small totals', () => {
    expect(paginationItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(2, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(1, 0)).toEqual([1]);
    expect(paginationItems(99, 5)).toEqual([1, 'ellipsis', 4, 5]);
  });
});
