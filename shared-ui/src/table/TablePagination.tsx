import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { paginationItems, TABLE_PAGE_SIZES, totalPagesOf } from './table-state';
import { useSharedTranslation } from '@compliance/shared-ui';

/** Props of TablePagination. */
export interface TablePaginationProps {
  page: number;
  perPage: number;
  total: number;
  /** True while no answer has given the total yet: the range then claims no count. */
  totalUnknown?: boolean;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
  /** The paged list's name; the navigation is named after it, as a page may hold two lists. */
  of?: string;
}

/** Props of PageNavigation. */
export interface PageNavigationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** The paged list's name; the navigation is named after it, as a page may hold two lists. */
  of?: string;
}

/** First, previous, the pages around the current one with ellipses, next and last (docs/product.md §4); for tables and card lists. */
export function PageNavigation({ page, totalPages, onPageChange, of }: PageNavigationProps): ReactElement {
  const { t } = useSharedTranslation();
  // Landmarks of one role need names of their own (axe: landmark-unique).
  const name = of ? t('shared.table.pagination.labelOf', { list: of }) : t('shared.table.pagination.label');
  return (
    <Box component="nav" aria-label={name}>
      <Box component="ul" sx={{ display: 'flex', alignItems: 'center', listStyle: 'none', m: 0, p: 0, gap: 0.5 }}>
        <li>
          <IconButton aria-label={t('shared.table.pagination.first')} disabled={page <= 1} onClick={() => onPageChange(1)}>
            <FirstPageIcon />
          </IconButton>
        </li>
        <li>
          <IconButton aria-label={t('shared.table.pagination.previous')} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <ChevronLeftIcon />
          </IconButton>
        </li>
        {paginationItems(page, totalPages).map((item, index) =>
          item === 'ellipsis' ? (
            <Box component="li" key={`ellipsis-${index}`} aria-hidden sx={{ px: 1 }}>
              {t('shared.table.pagination.ellipsis')}
            </Box>
          ) : (
            <li key={item}>
              <Button
                size="small"
                variant={item === page ? 'contained' : 'text'}
                aria-label={t('shared.table.pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPageChange(item)}
                sx={{ minWidth: '2.25rem' }}
              >
                {item}
              </Button>
            </li>
          ),
        )}
        <li>
          <IconButton aria-label={t('shared.table.pagination.next')} disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
            <ChevronRightIcon />
          </IconButton>
        </li>
        <li>
          <IconButton aria-label={t('shared.table.pagination.last')} disabled={page >= totalPages} onClick={() => onPageChange(totalPages)}>
            <LastPageIcon />
          </IconButton>
        </li>
      </Box>
    </Box>
  );
}

/** Page navigation with first, previous, pages with ellipses, next and last, plus the page size. */
export function TablePagination({
  page,
  perPage,
  total,
  totalUnknown = false,
  onPageChange,
  onPerPageChange,
  of,
}: TablePaginationProps): ReactElement {
  const { t } = useSharedTranslation();
  const totalPages = totalPagesOf(total, perPage);
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, py: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <TextField
          select
          size="small"
          label={t('shared.table.pagination.perPage')}
          value={perPage}
          onChange={(event) => onPerPageChange(Number(event.target.value))}
          sx={{ minWidth: '10rem' }}
        >
          {TABLE_PAGE_SIZES.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </TextField>
        {/* "0–0 of 0" before the first answer would tell of an empty list that may not be empty. */}
        <Typography variant="body2">{totalUnknown ? '\u00a0' : t('shared.table.pagination.range', { from, to, total })}</Typography>
      </Box>
      <PageNavigation page={page} totalPages={totalPages} onPageChange={onPageChange} of={of} />
    </Box>
  );
}
