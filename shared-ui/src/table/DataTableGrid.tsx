import { useMemo, useRef, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import {
  DataGrid,
  GridActionsCellItem,
  type GridColDef,
  type GridRowId,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { deDE, enUS } from '@mui/x-data-grid/locales';
import type { DataTableColumn, DataTableRowAction } from './DataTable';
import type { TableQuery } from './table-state';
import { useSharedTranslation } from '@compliance/shared-ui';

/** What DataTable hands the grid: rows, columns and the current query, already decided. */
export interface DataTableGridProps<R extends GridValidRowModel> {
  label: string | undefined;
  rows: readonly R[];
  columns: readonly DataTableColumn<R>[];
  rowActions: readonly DataTableRowAction<R>[];
  getRowId: (row: R) => GridRowId;
  loading: boolean;
  total: number;
  query: TableQuery;
  onSortChange: (field: string | undefined, direction: 'asc' | 'desc') => void;
  selectable: boolean;
  /** Reports the grid's selection; the grid keeps it itself (see below). */
  onSelectionChange: (selection: GridRowSelectionModel) => void;
  disableVirtualization: boolean | undefined;
  /** Translated text for an empty table. */
  emptyText: string;
}

/**
 * The value `build` gives, built again only when `key` changes: the key names what the value
 * shows, where the inputs themselves are new objects on every render.
 */
function useKeyedMemo<T>(key: string, build: () => T): T {
  const memo = useRef<{ key: string; value: T } | null>(null);
  if (memo.current?.key !== key) memo.current = { key, value: build() };
  return memo.current.value;
}

/** What the grid's columns show: a change of any of it rebuilds them. */
function columnShape<R>(columns: readonly DataTableColumn<R>[], rowActions: readonly DataTableRowAction<R>[]): string {
  return JSON.stringify([
    columns.map(({ name, label, sortable, width, maxWidth, alignment, click, formatterOptions }) => [
      name,
      label,
      sortable,
      width,
      maxWidth,
      alignment,
      click !== undefined,
      formatterOptions,
    ]),
    rowActions.map((action) => action.label),
  ]);
}

/** The MUI X DataGrid of a DataTable, in server mode; loaded on demand (see DataTable). */
export default function DataTableGrid<R extends GridValidRowModel>(props: DataTableGridProps<R>): ReactElement {
  const { label, rows, columns, rowActions, getRowId, loading, total, query, selectable, disableVirtualization } = props;
  const { t, i18n } = useSharedTranslation();
  // The grid's own texts (sort buttons, row checkboxes) follow the UI language.
  const gridLocale = (i18n.language.startsWith('de') ? deDE : enUS).components.MuiDataGrid.defaultProps.localeText;

  // Pages hand over fresh column and action arrays on every render, and the grid rebuilds its
  // whole column state (every cell) for a new columns prop: the grid's columns are rebuilt only
  // when what they show changes, and their callbacks read the props of the latest render.
  const latest = useRef({ columns, rowActions });
  latest.current = { columns, rowActions };
  const gridColumns = useKeyedMemo<GridColDef<R>[]>(`${columnShape(columns, rowActions)}|${i18n.language}`, () => {
    const mapped: GridColDef<R>[] = latest.current.columns.map((initial, index) => {
      const column = () => latest.current.columns[index] ?? initial;
      return {
        field: initial.name,
        headerName: initial.label,
        sortable: initial.sortable ?? false,
        ...(initial.width !== undefined ? { width: initial.width } : { flex: 1 }),
        ...(initial.maxWidth !== undefined ? { maxWidth: initial.maxWidth } : {}),
        ...(initial.alignment ? { align: initial.alignment, headerAlign: initial.alignment } : {}),
        valueGetter: (value: unknown, row: R) => {
          const { valueGetter } = column();
          return valueGetter ? valueGetter(row) : value;
        },
        renderCell: ({ value, row }) => {
          const { formatter, formatterOptions, click } = column();
          const content = formatter ? formatter(value, row, formatterOptions) : value === null || value === undefined ? '' : String(value);
          // An empty cell has nothing to follow: no nameless button.
          if (!click || content === '') return content;
          return (
            <Link component="button" type="button" onClick={() => click(row)} underline="hover">
              {content}
            </Link>
          );
        },
      };
    });
    const actionCount = latest.current.rowActions.length;
    if (actionCount) {
      mapped.push({
        field: '__actions',
        type: 'actions',
        headerName: t('shared.table.actions'),
        // Room for every icon button (about 40 px each) beside the cell padding.
        width: Math.max(110, actionCount * 40 + 24),
        getActions: ({ row }) =>
          latest.current.rowActions
            .filter((action) => !action.hidden?.(row))
            .map((action) => (
              <GridActionsCellItem
                key={action.label}
                icon={action.icon}
                label={action.label}
                onClick={() => action.onClick?.(row)}
                disabled={action.disabled?.(row) ?? false}
                {...(action.href ? { href: action.href(row), download: action.download } : {})}
              />
            )),
      });
    }
    return mapped;
  });

  // New objects for unchanged models would make the grid apply them again on every render.
  const { page, perPage, sortBy, sortDirection } = query;
  const sortModel = useMemo<GridSortModel>(() => (sortBy ? [{ field: sortBy, sort: sortDirection }] : []), [sortBy, sortDirection]);
  const paginationModel = useMemo(() => ({ page: page - 1, pageSize: perPage }), [page, perPage]);
  const localeText = useMemo(() => ({ ...gridLocale, noRowsLabel: props.emptyText }), [gridLocale, props.emptyText]);
  // A refresh of shown rows gets a named bar beside the grid, not the grid's own overlay: that
  // one is a nameless progress bar inside role="grid", where only rows may stand (axe counts both
  // as serious). A first load keeps the grid's skeleton, which has no role of its own.
  const refreshing = loading && rows.length > 0;
  return (
    <Box sx={{ position: 'relative' }}>
      {refreshing && (
        <LinearProgress
          aria-label={t('shared.table.loading')}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1, borderTopLeftRadius: 4, borderTopRightRadius: 4 }}
        />
      )}
      <DataGrid<R>
        aria-label={label}
        rows={rows}
        columns={gridColumns}
        getRowId={getRowId}
        loading={loading && !refreshing}
        aria-busy={loading}
        rowCount={total}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={paginationModel}
        sortModel={sortModel}
        sortingOrder={['asc', 'desc']}
        onSortModelChange={(model) => {
          const [first] = model;
          props.onSortChange(first?.field, first?.sort === 'desc' ? 'desc' : 'asc');
        }}
        checkboxSelection={selectable}
        disableRowSelectionOnClick
        // The grid owns the selection: a controlled model ignores the click's change until the
        // parent's render hands it back and an effect applies it, so a checkbox could read
        // unchecked just after its click on a busy main thread.
        onRowSelectionModelChange={props.onSelectionChange}
        disableColumnFilter
        disableColumnMenu
        hideFooter
        autoHeight
        disableVirtualization={disableVirtualization}
        localeText={localeText}
      />
    </Box>
  );
}
