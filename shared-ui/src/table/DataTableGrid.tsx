import { useMemo, type ReactElement } from 'react';
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
  selection: GridRowSelectionModel;
  onSelectionChange: (selection: GridRowSelectionModel) => void;
  disableVirtualization: boolean | undefined;
  /** Translated text for an empty table. */
  emptyText: string;
}

/** The MUI X DataGrid of a DataTable, in server mode; loaded on demand (see DataTable). */
export default function DataTableGrid<R extends GridValidRowModel>(props: DataTableGridProps<R>): ReactElement {
  const { label, rows, columns, rowActions, getRowId, loading, total, query, selectable, selection, disableVirtualization } = props;
  const { t, i18n } = useSharedTranslation();
  // The grid's own texts (sort buttons, row checkboxes) follow the UI language.
  const gridLocale = (i18n.language.startsWith('de') ? deDE : enUS).components.MuiDataGrid.defaultProps.localeText;

  const gridColumns = useMemo<GridColDef<R>[]>(() => {
    const mapped: GridColDef<R>[] = columns.map((column) => ({
      field: column.name,
      headerName: column.label,
      sortable: column.sortable ?? false,
      ...(column.width !== undefined ? { width: column.width } : { flex: 1 }),
      ...(column.maxWidth !== undefined ? { maxWidth: column.maxWidth } : {}),
      ...(column.alignment ? { align: column.alignment, headerAlign: column.alignment } : {}),
      valueGetter: (value: unknown, row: R) => (column.valueGetter ? column.valueGetter(row) : value),
      renderCell: ({ value, row }) => {
        const content = column.formatter ? column.formatter(value, row, column.formatterOptions) : value === null || value === undefined ? '' : String(value);
        if (!column.click) return content;
        const onClick = column.click;
        return (
          <Link component="button" type="button" onClick={() => onClick(row)} underline="hover">
            {content}
          </Link>
        );
      },
    }));
    if (rowActions.length) {
      mapped.push({
        field: '__actions',
        type: 'actions',
        headerName: t('shared.table.actions'),
        // Room for every icon button (about 40 px each) beside the cell padding.
        width: Math.max(110, rowActions.length * 40 + 24),
        getActions: ({ row }) =>
          rowActions.map((action) => (
            <GridActionsCellItem key={action.label} icon={action.icon} label={action.label} onClick={() => action.onClick(row)} disabled={action.disabled?.(row) ?? false} />
          )),
      });
    }
    return mapped;
  }, [columns, rowActions, t]);

  const sortModel: GridSortModel = query.sortBy ? [{ field: query.sortBy, sort: query.sortDirection }] : [];
  return (
    <DataGrid<R>
      aria-label={label}
      rows={rows}
      columns={gridColumns}
      getRowId={getRowId}
      loading={loading}
      rowCount={total}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      paginationModel={{ page: query.page - 1, pageSize: query.perPage }}
      sortModel={sortModel}
      sortingOrder={['asc', 'desc']}
      onSortModelChange={(model) => {
        const [first] = model;
        props.onSortChange(first?.field, first?.sort === 'desc' ? 'desc' : 'asc');
      }}
      checkboxSelection={selectable}
      disableRowSelectionOnClick
      rowSelectionModel={selection}
      onRowSelectionModelChange={props.onSelectionChange}
      disableColumnFilter
      disableColumnMenu
      hideFooter
      autoHeight
      disableVirtualization={disableVirtualization}
      localeText={{ ...gridLocale, noRowsLabel: props.emptyText }}
    />
  );
}
