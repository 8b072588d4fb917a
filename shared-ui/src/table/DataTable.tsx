import { Suspense, useEffect, useRef, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import LinearProgress from '@mui/material/LinearProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridRowId, GridRowSelectionModel, GridValidRowModel } from '@mui/x-data-grid';
import { filterTextParam, hasAnyPermission } from '@compliance/shared-contracts/browser';
import { FilterBar, type TableFilterConfig } from './FilterBar';
import { TablePagination } from './TablePagination';
import {
  filterTable,
  isFilterSet,
  setTablePage,
  setTablePageSize,
  setTableSort,
  tableStateFromAddress,
  totalPagesOf,
  type TableFilter,
  type TableQuery,
} from './table-state';
import { useTableState } from './use-table-state';
import type { ServerTable } from './server-table';
import type { DataTableGridProps } from './DataTableGrid';
import DataTableCards from './DataTableCards';
import { EmptyState } from '@compliance/shared-ui/page';
import { useSharedTranslation, permissionsAtom, preloadableLazy, useAppStore, useSearchParams } from '@compliance/shared-ui';

/** One column of a data table (docs/product.md §3). */
export interface DataTableColumn<R> {
  /** Field name; also the sortBy value sent to the server. */
  name: string;
  /** Translated header. */
  label: string;
  sortable?: boolean;
  /**
   * The width the column's content wants, in px: columns share the table's width in proportion
   * to it (150 without one), down to their least width.
   */
  width?: number;
  /** The least width, in px: the width up to 120 px by default, never under 80 (column-layout.ts). */
  minWidth?: number;
  maxWidth?: number;
  /**
   * Which columns a table too narrow for all leaves out first: 3 before 2 (the default) before 1.
   * The primary column always stays; below 600 px each row is a card showing every column.
   */
  priority?: 1 | 2 | 3;
  /** Names the row: a card's title on a phone, the label of its checkbox and actions. The first column by default. */
  primary?: boolean;
  alignment?: 'center' | 'right';
  /** Reads the cell value from the row; the field `name` by default. */
  valueGetter?: (row: R) => unknown;
  /** Renders the value, e.g. as a date or badge. */
  formatter?: (value: unknown, row: R, options?: Readonly<Record<string, unknown>>) => ReactNode;
  formatterOptions?: Readonly<Record<string, unknown>>;
  /** Makes the cell a link-styled button. */
  click?: (row: R) => void;
}

/** An action on one row, shown as an icon button with its label; a link when it has an address. */
export interface DataTableRowAction<R> {
  icon: ReactElement;
  /** Translated label (also the accessible name). */
  label: string;
  onClick?: (row: R) => void;
  /** Makes the action a link to this address (a real link: opened, saved or copied as links are). */
  href?: (row: R) => string;
  /** With `href`: the browser saves what the link leads to instead of showing it. */
  download?: boolean;
  disabled?: (row: R) => boolean;
  /** Leaves the action out on the rows it does not apply to (a file only its owner may delete). */
  hidden?: (row: R) => boolean;
  /** Shown only with any of these permissions. */
  permissions?: readonly string[];
}

/** A table-wide action; bulk actions act on the selected rows and need a selection. */
export interface DataTableAction<R> {
  label: string;
  icon?: ReactNode;
  onClick: (selectedRows: R[]) => void;
  permissions?: readonly string[];
  disabled?: boolean;
}

/**
 * A filter beyond the filter bar's that a link to the table may set (`?name=value`): shown as a
 * chip with its label and the value's words from the link, which takes it off.
 */
export interface LinkedFilterConfig {
  name: string;
  /** Translated label. */
  label: string;
}

/** What DataTable hands its view (the grid, or the cards on a phone): rows, columns and the query, already decided. */
export interface DataTableViewProps<R> {
  label: string | undefined;
  rows: readonly R[];
  columns: readonly DataTableColumn<R>[];
  rowActions: readonly DataTableRowAction<R>[];
  getRowId: (row: R) => GridRowId;
  loading: boolean;
  query: TableQuery;
  onSortChange: (field: string | undefined, direction: 'asc' | 'desc') => void;
  selectable: boolean;
  /** Reports the selection (the grid keeps it itself, the cards are handed it). */
  onSelectionChange: (selection: GridRowSelectionModel) => void;
}

/** Props of DataTable. */
export interface DataTableProps<R extends GridValidRowModel> {
  /** Key the table's page, sort and filter are kept under. */
  tableId: string;
  columns: readonly DataTableColumn<R>[];
  rows: readonly R[];
  /** Total number of rows on the server. */
  total: number;
  loading?: boolean;
  /** Row id; `uuid` by default. */
  getRowId?: (row: R) => GridRowId;
  /** Primary actions, e.g. create; they get the selection but do not need one. */
  actions?: readonly DataTableAction<R>[];
  /** Secondary actions on the selected rows; their presence enables row selection. */
  bulkActions?: readonly DataTableAction<R>[];
  rowActions?: readonly DataTableRowAction<R>[];
  /** The filter bar; a link may set these filters too, by name in its address. */
  filters?: readonly TableFilterConfig[];
  /** Filters only a link sets (the admins' overview's org unit), each shown as a chip while set. */
  linkedFilters?: readonly LinkedFilterConfig[];
  /**
   * i18n key or text shown when there are no rows at all; 'shared.table.empty' by default. With
   * a filter set, the table says nothing matches instead and offers to reset the filters.
   */
  emptyText?: string;
  /** i18n key or text under the empty text: why the table is empty or how to fill it. */
  emptyHint?: string;
  /** Called with the query to load whenever page, size, sort or filter change (and at first). */
  onStateChange: (query: TableQuery) => void;
  /** Starting query when the table is first seen. */
  initialState?: Partial<TableQuery>;
  /** Accessible name of the grid. */
  label?: string;
  /** Render every row and column; for tests and printing. */
  disableVirtualization?: boolean;
}

// The grid (MUI X and its locales) is the heaviest code of the kit: it loads with the first
// table shown, not with every page.
const dataTableGrid = preloadableLazy(() =>
  import('./DataTableGrid').then((module) => module.default as ComponentType<DataTableGridProps<GridValidRowModel>>),
);
const LazyDataTableGrid = dataTableGrid.Component as unknown as <R extends GridValidRowModel>(props: DataTableGridProps<R>) => ReactElement;

/** Screens narrower than 600 px (MUI's `sm`) show a table's rows as cards (docs/product.md §3). */
export const TABLE_CARDS_MEDIA_QUERY = '(max-width:599.95px)';

/**
 * Starts loading the grid's code before a table renders: an area calls it as a list page is
 * opened, so the grid arrives with the page's code and draws with the page, not after it.
 * Resolves when the code is there, or could not load. A phone, which shows cards, loads no grid.
 */
export function preloadDataTableGrid(): Promise<void> {
  if (typeof window !== 'undefined' && window.matchMedia?.(TABLE_CARDS_MEDIA_QUERY).matches) return Promise.resolve();
  // A grid that fails to load here fails again, visibly, as the table renders.
  return dataTableGrid.preload().catch(() => undefined);
}

/** A filter without one of its values. */
function withoutFilter(filter: TableFilter, name: string): TableFilter {
  const { [name]: _removed, ...rest } = filter;
  return rest;
}

/** The filters a link may set and the values each takes: a dropdown its options' values, any other any text. */
function acceptedFilters(
  filters: readonly TableFilterConfig[],
  linkedFilters: readonly LinkedFilterConfig[],
): Record<string, (value: string) => boolean> {
  const anyText = () => true;
  return Object.fromEntries([
    ...filters.map(({ name, type, options = [] }) => [
      name,
      type === 'dropdown' ? (value: string) => options.some((option) => option.value === value) : anyText,
    ]),
    ...linkedFilters.map(({ name }) => [name, anyText]),
  ]);
}

const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

const defaultRowId = (row: GridValidRowModel): GridRowId => String(row.uuid ?? row.id);

/** DataGrid's default heights in px: the column headers and one row. */
const GRID_HEADER_HEIGHT = 56;
const GRID_ROW_HEIGHT = 52;

/**
 * The room the grid will take, kept while its code or its first page is on the way: the
 * pagination below then does not jump down when the rows come in (layout shift, CLS).
 */
export function reservedGridHeight(rowCount: number, loading: boolean, perPage: number): number | undefined {
  const expectedRows = rowCount > 0 ? rowCount : loading ? perPage : 0;
  return expectedRows > 0 ? GRID_HEADER_HEIGHT + expectedRows * GRID_ROW_HEIGHT : undefined;
}

/**
 * The app's data table on MUI X DataGrid in server mode: sorting, filtering and paging are
 * reported through onStateChange and kept per table key (docs/product.md §2, §4).
 */
export function DataTable<R extends GridValidRowModel>(props: DataTableProps<R>): ReactElement {
  const {
    tableId,
    columns,
    rows,
    total,
    loading = false,
    actions = [],
    bulkActions = [],
    rowActions = [],
    filters = [],
    linkedFilters = [],
    emptyText,
    emptyHint,
    onStateChange,
    initialState,
    label,
    disableVirtualization,
  } = props;
  const getRowId = props.getRowId ?? (defaultRowId as (row: R) => GridRowId);
  const { t } = useSharedTranslation();
  const store = useAppStore();
  const held = useAtomValue(permissionsAtom, { store });
  const [params, setParams] = useSearchParams();
  // A link's filters (the admins' overview's) open the table filtered, once: the address drops
  // them, so changing the filters afterwards is not undone by a reload or a step back.
  const [arrival] = useState(() => tableStateFromAddress(params, acceptedFilters(filters, linkedFilters), initialState ?? {}));
  const { state, update } = useTableState(tableId, initialState, arrival);
  const { current } = state;
  useEffect(() => {
    if (arrival === null) return;
    setParams(
      (address) => {
        for (const name of Object.keys(arrival.current.filter)) {
          address.delete(name);
          address.delete(filterTextParam(name));
        }
        return address;
      },
      { replace: true },
    );
    // Only as the table opens with a link's state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const setLinkedFilters = linkedFilters.filter(({ name }) => isFilterSet(current.filter[name]));
  // Renewed by a reset, so the filter bar's fields start afresh (a search field keeps what is typed).
  const [filterBarKey, setFilterBarKey] = useState(0);
  const resetFilters = () => {
    update((s) => filterTable(s, {}));
    setFilterBarKey((key) => key + 1);
  };
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  // Read at once, not after a first render: a phone never draws (or loads) the grid.
  const cards = useMediaQuery(TABLE_CARDS_MEDIA_QUERY, { noSsr: true });
  // The grid keeps its own selection: a change of view starts both afresh, so they never differ.
  const [cardsShown, setCardsShown] = useState(cards);
  if (cardsShown !== cards) {
    setCardsShown(cards);
    setSelection(NO_SELECTION);
  }

  const reported = useRef(onStateChange);
  reported.current = onStateChange;
  // Report each distinct query once: the first render and the store's copy of the same
  // starting state are different objects with equal content.
  const lastReported = useRef<string | null>(null);
  useEffect(() => {
    const key = JSON.stringify(current);
    if (key === lastReported.current) return;
    lastReported.current = key;
    reported.current(current);
  }, [current]);

  const allowed = <A extends { permissions?: readonly string[] }>(list: readonly A[]): A[] =>
    list.filter((action) => hasAnyPermission(held, action.permissions));
  const visibleRowActions = allowed(rowActions);
  const visibleActions = allowed(actions);
  const visibleBulkActions = allowed(bulkActions);
  const selectable = visibleBulkActions.length > 0;
  const selectedRows = rows.filter((row) => selection.ids.has(getRowId(row)));

  const totalPages = totalPagesOf(total, current.perPage);
  const filtered = Object.values(current.filter).some(isFilterSet);
  const view: DataTableViewProps<R> = {
    label,
    rows,
    columns,
    rowActions: visibleRowActions,
    getRowId,
    loading,
    query: current,
    onSortChange: (field, direction) => update((s) => setTableSort(s, field, direction)),
    selectable,
    onSelectionChange: setSelection,
  };
  const empty = !loading && rows.length === 0;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {setLinkedFilters.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {setLinkedFilters.map(({ name, label }) => (
            <Chip
              key={name}
              label={`${label}: ${state.filterTexts?.[name] ?? String(current.filter[name])}`}
              onDelete={() => update((s) => filterTable(s, withoutFilter(s.current.filter, name)))}
            />
          ))}
        </Box>
      )}
      {(filters.length > 0 || visibleActions.length > 0 || visibleBulkActions.length > 0) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'flex-end', gap: 2 }}>
          {filters.length > 0 ? (
            <FilterBar
              key={filterBarKey}
              filters={filters}
              collapsible={cards}
              value={current.filter}
              onChange={(filter) => update((s) => filterTable(s, filter))}
            />
          ) : (
            <span />
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            {selectable && <Typography variant="body2">{t('shared.table.selected', { count: selectedRows.length })}</Typography>}
            {visibleBulkActions.map((action) => (
              <Button
                key={action.label}
                variant="outlined"
                startIcon={action.icon}
                disabled={action.disabled || selectedRows.length === 0}
                onClick={() => action.onClick(selectedRows)}
              >
                {action.label}
              </Button>
            ))}
            {visibleActions.map((action) => (
              <Button
                key={action.label}
                variant="contained"
                startIcon={action.icon}
                disabled={action.disabled}
                onClick={() => action.onClick(selectedRows)}
              >
                {action.label}
              </Button>
            ))}
          </Box>
        </Box>
      )}
      {empty ? (
        // In place of the rows, grid or cards alike: nothing but rows may stand inside a grid.
        <Box component="section" aria-label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {filtered ? (
            <EmptyState
              icon="noMatch"
              title={t('shared.table.noMatch')}
              description={t('shared.table.noMatchHint')}
              action={
                <Button variant="outlined" onClick={resetFilters}>
                  {t('shared.table.resetFilters')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon="inbox"
              title={t(emptyText ?? 'shared.table.empty', { defaultValue: emptyText })}
              description={emptyHint && t(emptyHint, { defaultValue: emptyHint })}
            />
          )}
        </Box>
      ) : cards ? (
        <DataTableCards<R> {...view} selection={selection} />
      ) : (
        <Box sx={{ minHeight: reservedGridHeight(rows.length, loading, current.perPage) }}>
          <Suspense fallback={<LinearProgress aria-label={t('shared.table.loading')} />}>
            <LazyDataTableGrid {...view} total={total} disableVirtualization={disableVirtualization} />
          </Suspense>
        </Box>
      )}
      <TablePagination
        page={current.page}
        perPage={current.perPage}
        total={total}
        totalUnknown={loading && total === 0 && rows.length === 0}
        onPageChange={(page) => update((s) => setTablePage(s, page, totalPages))}
        onPerPageChange={(perPage) => update((s) => setTablePageSize(s, perPage))}
        of={label}
      />
    </Box>
  );
}

/** Props of ServerDataTable: the DataTable's own settings, its rows and paging from a server table. */
export interface ServerDataTableProps<R extends GridValidRowModel> extends Omit<
  DataTableProps<R>,
  'rows' | 'total' | 'loading' | 'onStateChange'
> {
  /** The server-paged rows (useServerTable). */
  table: ServerTable<R>;
}

/** A DataTable whose rows, total, loading state and query changes are those of a server table. */
export function ServerDataTable<R extends GridValidRowModel>({ table, ...props }: ServerDataTableProps<R>): ReactElement {
  return <DataTable<R> {...props} rows={table.rows} total={table.total} loading={table.loading} onStateChange={table.onStateChange} />;
}
