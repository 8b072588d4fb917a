import type { DataTableColumn } from './DataTable';
import { primaryColumn } from './cell';

/** The narrowest a column of a data table gets (docs/product.md §3): below it a word or a date is cut. */
export const MIN_COLUMN_WIDTH = 80;
/** The narrowest a column without a width of its own gets: room for a name or a date. */
const DEFAULT_MIN_COLUMN_WIDTH = 120;
/** The row checkbox column's width (DataGrid's). */
export const CHECKBOX_COLUMN_WIDTH = 50;

/** A column's least width: its own `minWidth`, else its width up to 120 px; never under 80 px. */
export function columnMinWidth(column: Pick<DataTableColumn<unknown>, 'width' | 'minWidth'>): number {
  const least = column.minWidth ?? Math.min(column.width ?? DEFAULT_MIN_COLUMN_WIDTH, DEFAULT_MIN_COLUMN_WIDTH);
  return Math.max(MIN_COLUMN_WIDTH, least);
}

/** The row actions column's width: room for every icon button (about 40 px each) beside the cell padding. */
export function actionsColumnWidth(actionCount: number): number {
  return Math.max(110, actionCount * 40 + 24);
}

/**
 * The columns to leave out so the others keep their least widths in `available` px: the highest
 * `priority` number goes first, the last of equals first; the primary column always stays. An
 * unknown width (0, before the table is measured) leaves every column in.
 */
export function hiddenColumns(
  columns: readonly Pick<DataTableColumn<unknown>, 'name' | 'width' | 'minWidth' | 'priority' | 'primary'>[],
  available: number,
): string[] {
  if (available <= 0) return [];
  let needed = columns.reduce((sum, column) => sum + columnMinWidth(column), 0);
  const kept = primaryColumn(columns);
  const byDispensability = columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => column !== kept)
    .sort((a, b) => (b.column.priority ?? 2) - (a.column.priority ?? 2) || b.index - a.index);
  const hidden: string[] = [];
  for (const { column } of byDispensability) {
    if (needed <= available) break;
    hidden.push(column.name);
    needed -= columnMinWidth(column);
  }
  return hidden;
}
