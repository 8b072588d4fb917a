import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import type { DataTableColumn } from './DataTable';

/** The column that names a row: the one marked `primary`, else the first. */
export function primaryColumn<C extends { primary?: boolean }>(columns: readonly C[]): C | undefined {
  return columns.find((column) => column.primary) ?? columns[0];
}

/** A column's value in a row: its `valueGetter`'s, or the field of its name. */
export function cellValue<R>(column: DataTableColumn<R>, row: R): unknown {
  return column.valueGetter ? column.valueGetter(row) : (row as Record<string, unknown>)[column.name];
}

/** What a cell shows of its value: the column's formatter's node, or the value as text. */
export function cellText<R>(column: DataTableColumn<R>, value: unknown, row: R): ReactNode {
  const { formatter, formatterOptions } = column;
  if (formatter) return formatter(value, row, formatterOptions);
  return value === null || value === undefined ? '' : String(value);
}

/**
 * A cell as the grid and the cards show it: its text (`cellText`), made a link-styled button
 * where the column has a click.
 */
export function cellContent<R>(column: DataTableColumn<R>, row: R, content: ReactNode): ReactNode {
  // An empty cell has nothing to follow: no nameless button.
  if (!column.click || content === '' || content === null || content === undefined) return content;
  const { click } = column;
  return (
    <Link component="button" type="button" onClick={() => click(row)} underline="hover" sx={{ textAlign: 'inherit' }}>
      {content}
    </Link>
  );
}
