import { Fragment, useId, useState, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';
import { Dropdown } from '@compliance/shared-ui/inputs';
import { useSharedTranslation } from '@compliance/shared-ui';
import type { DataTableColumn, DataTableRowAction, DataTableViewProps } from './DataTable';
import { cellContent, cellText, cellValue, primaryColumn } from './cell';

/** Cards shown while a first page loads: enough to fill a phone's screen, not a page's worth. */
const LOADING_CARDS = 3;

/** Props of DataTableCards: the view's props and the selection, which the cards do not keep themselves. */
export interface DataTableCardsProps<R> extends DataTableViewProps<R> {
  selection: GridRowSelectionModel;
}

/** A row's name for the labels of its checkbox and actions: the primary column's value as text. */
const rowName = <R,>(column: DataTableColumn<R> | undefined, row: R): string => (column ? String(cellValue(column, row) ?? '') : '');

/** The menu of one row's actions, behind a "more" button named after the row. */
function RowActionsMenu<R>({ row, name, actions }: { row: R; name: string; actions: readonly DataTableRowAction<R>[] }): ReactElement {
  const { t } = useSharedTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={t('shared.table.rowActionsOf', { row: name })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ mt: -1, mr: -1 }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={close}>
        {actions.map((action) => {
          const disabled = action.disabled?.(row) ?? false;
          const content = (
            <>
              <ListItemIcon>{action.icon}</ListItemIcon>
              <ListItemText>{action.label}</ListItemText>
            </>
          );
          return action.href ? (
            <MenuItem
              key={action.label}
              component="a"
              href={action.href(row)}
              download={action.download}
              disabled={disabled}
              onClick={close}
            >
              {content}
            </MenuItem>
          ) : (
            <MenuItem
              key={action.label}
              disabled={disabled}
              onClick={() => {
                close();
                action.onClick?.(row);
              }}
            >
              {content}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}

/** The sort of a table as one choice: each sortable column, ascending or descending. */
function SortChoice<R>({ columns, query, onSortChange }: Pick<DataTableCardsProps<R>, 'columns' | 'query' | 'onSortChange'>) {
  const { t } = useSharedTranslation();
  const sortable = columns.filter((column) => column.sortable);
  if (sortable.length === 0) return null;
  const items = sortable.flatMap(({ name, label }) =>
    (['asc', 'desc'] as const).map((direction) => ({
      value: `${name}:${direction}`,
      label: t(`shared.table.sort.${direction}`, { column: label }),
    })),
  );
  return (
    <Dropdown
      label={t('shared.table.sort.label')}
      items={items}
      value={query.sortBy ? `${query.sortBy}:${query.sortDirection}` : null}
      onChange={(value) => {
        const [field, direction] = value?.split(':') ?? [];
        onSortChange(field, direction === 'desc' ? 'desc' : 'asc');
      }}
    />
  );
}

/**
 * A data table's rows as cards, for screens narrower than 600 px where columns side by side would
 * be cut (docs/product.md §3): the primary column is a card's title, the others label and value
 * lines, the row actions a menu; the sort is a choice above. Needs no grid code.
 */
export default function DataTableCards<R>(props: DataTableCardsProps<R>): ReactElement {
  const { label, rows, columns, rowActions, getRowId, loading, selectable, selection, onSelectionChange } = props;
  const { t } = useSharedTranslation();
  const titleColumn = primaryColumn(columns);
  const lineColumns = columns.filter((column) => column !== titleColumn);
  const selectedIds = selection.ids;
  const selectedOnPage = rows.filter((row) => selectedIds.has(getRowId(row))).length;
  const select = (ids: Iterable<GridRowId>) => onSelectionChange({ type: 'include', ids: new Set(ids) });
  const toggle = (id: GridRowId) => select(selectedIds.has(id) ? [...selectedIds].filter((other) => other !== id) : [...selectedIds, id]);
  const refreshing = loading && rows.length > 0;

  let body: ReactElement;
  if (loading && rows.length === 0) {
    body = (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {Array.from({ length: LOADING_CARDS }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={112} />
        ))}
      </Box>
    );
  } else {
    body = (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {rows.map((row) => {
          const id = getRowId(row);
          const name = rowName(titleColumn, row);
          const actions = rowActions.filter((action) => !action.hidden?.(row));
          return (
            <Card component="li" key={id} variant="outlined" sx={{ p: 2 }}>
              <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                {selectable && (
                  <Checkbox
                    checked={selectedIds.has(id)}
                    onChange={() => toggle(id)}
                    slotProps={{ input: { 'aria-label': t('shared.table.selectRow', { row: name }) } }}
                    sx={{ mt: -1, ml: -1 }}
                  />
                )}
                <Typography component="div" sx={{ flex: 1, minWidth: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {titleColumn ? cellContent(titleColumn, row, cellText(titleColumn, cellValue(titleColumn, row), row)) : null}
                </Typography>
                {actions.length > 0 && <RowActionsMenu row={row} name={name} actions={actions} />}
              </Box>
              <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: 'minmax(7rem, 40%) minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, m: 0, mt: 1 }}
              >
                {lineColumns.map((column) => {
                  const text = cellText(column, cellValue(column, row), row);
                  // A line without a value says nothing: the card stays short.
                  if (text === '') return null;
                  return (
                    <Fragment key={column.name}>
                      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                        {column.label}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                        {cellContent(column, row, text)}
                      </Typography>
                    </Fragment>
                  );
                })}
              </Box>
            </Card>
          );
        })}
      </Box>
    );
  }

  return (
    <Box component="section" aria-label={label} aria-busy={loading} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <SortChoice columns={columns} query={props.query} onSortChange={props.onSortChange} />
      {selectable && rows.length > 0 && (
        <FormControlLabel
          label={t('shared.table.selectPage')}
          control={
            <Checkbox
              checked={selectedOnPage === rows.length}
              indeterminate={selectedOnPage > 0 && selectedOnPage < rows.length}
              onChange={() => select(selectedOnPage === rows.length ? [] : rows.map(getRowId))}
            />
          }
        />
      )}
      {refreshing && <LinearProgress aria-label={t('shared.table.loading')} />}
      {body}
    </Box>
  );
}
