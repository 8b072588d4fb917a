import { useCallback, useMemo, useRef, useState, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { DataGrid, GridActionsCellItem, type GridColDef, type GridSortModel, type GridValidRowModel } from '@mui/x-data-grid';
import { deDE, enUS } from '@mui/x-data-grid/locales';
import type { DataTableColumn, DataTableRowAction, DataTableViewProps } from './DataTable';
import { cellContent, cellText, cellValue } from './cell';
import { actionsColumnWidth, CHECKBOX_COLUMN_WIDTH, columnMinWidth, hiddenColumns } from './column-layout';
import { useSharedTranslation } from '@compliance/shared-ui';

/** The width, in px, a column without one of its own wants. */
const DEFAULT_COLUMN_WIDTH = 150;
/** The grid's border, left and right, in px. */
const GRID_BORDERS = 2;
/** DataGrid's default row height in px: a row of one line keeps it. */
const GRID_ROW_HEIGHT = 52;

/** Row heights follow the rows' content (a wrapped text). */
const autoRowHeight = () => 'auto' as const;

const GRID_SX = {
  '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.25 },
  // Padding that leaves a row of one line (a checkbox, icon buttons: 42 px) at the 52 px row height.
  '& .MuiDataGrid-cell': { py: '5px', minHeight: GRID_ROW_HEIGHT, display: 'flex', alignItems: 'center', overflowWrap: 'anywhere' },
  // The last column's resize handle would stick out of the grid and let it scroll sideways.
  '& .MuiDataGrid-columnHeader--last .MuiDataGrid-columnSeparator': { display: 'none' },
} as const;

/** The width of an element, in px, kept up to date as it changes; 0 until measured. */
function useElementWidth(): [(element: HTMLElement | null) => void, number] {
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    // Measured at once, before the first paint of the grid: a column is not shown and then taken away.
    // Whole pixels: a fraction's change re-renders nothing (React keeps an equal state).
    setWidth(Math.floor(element.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(([entry]) => entry && setWidth(Math.floor(entry.contentRect.width)));
    observer.current.observe(element);
  }, []);
  return [ref, width];
}

/** What DataTable hands the grid: the view's props, the total and whether to render every row. */
export interface DataTableGridProps<R extends GridValidRowModel> extends DataTableViewProps<R> {
  total: number;
  disableVirtualization: boolean | undefined;
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
    columns.map(({ name, label, sortable, width, minWidth, maxWidth, alignment, click, formatterOptions }) => [
      name,
      label,
      sortable,
      width,
      minWidth,
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
        // Every column flexes: the table fills its width without a sideways scroll, each column
        // keeping its least width (columns that would not fit are left out, below).
        flex: (initial.width ?? DEFAULT_COLUMN_WIDTH) / DEFAULT_COLUMN_WIDTH,
        minWidth: columnMinWidth(initial),
        ...(initial.maxWidth !== undefined ? { maxWidth: initial.maxWidth } : {}),
        ...(initial.alignment ? { align: initial.alignment, headerAlign: initial.alignment } : {}),
        valueGetter: (_value: unknown, row: R) => cellValue(column(), row),
        renderCell: ({ value, row }) => cellContent(column(), row, cellText(column(), value, row)),
      };
    });
    const actionCount = latest.current.rowActions.length;
    if (actionCount) {
      mapped.push({
        field: '__actions',
        type: 'actions',
        headerName: t('shared.table.actions'),
        width: actionsColumnWidth(actionCount),
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

  // The columns too many for the table's width are left out, the least important first.
  const [measure, tableWidth] = useElementWidth();
  const fixedWidth =
    GRID_BORDERS + (rowActions.length > 0 ? actionsColumnWidth(rowActions.length) : 0) + (selectable ? CHECKBOX_COLUMN_WIDTH : 0);
  const hidden = hiddenColumns(columns, tableWidth > 0 ? tableWidth - fixedWidth : 0).join('|');
  const columnVisibilityModel = useMemo(() => Object.fromEntries(hidden ? hidden.split('|').map((name) => [name, false]) : []), [hidden]);

  // New objects for unchanged models would make the grid apply them again on every render.
  const { page, perPage, sortBy, sortDirection } = query;
  const sortModel = useMemo<GridSortModel>(() => (sortBy ? [{ field: sortBy, sort: sortDirection }] : []), [sortBy, sortDirection]);
  const paginationModel = useMemo(() => ({ page: page - 1, pageSize: perPage }), [page, perPage]);
  // A refresh of shown rows gets a named bar beside the grid, not the grid's own overlay: that
  // one is a nameless progress bar inside role="grid", where only rows may stand (axe counts both
  // as serious). A first load keeps the grid's skeleton, which has no role of its own.
  const refreshing = loading && rows.length > 0;
  return (
    <Box ref={measure} sx={{ position: 'relative' }}>
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
        columnVisibilityModel={columnVisibilityModel}
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
        localeText={gridLocale}
        // A text longer than its column wraps, header and cell, instead of being cut off: a row
        // grows to its content, never below the grid's row height.
        getRowHeight={autoRowHeight}
        sx={GRID_SX}
      />
    </Box>
  );
}
