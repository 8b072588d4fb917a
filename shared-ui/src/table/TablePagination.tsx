import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TABLE_PAGE_SIZES, totalPagesOf } from './table-state';
import { useSharedTranslation } from '@compliance/shared-ui';
import { PageNavigation } from '@compliance/shared-ui/page';

export { PageNavigation, type PageNavigationProps } from '@compliance/shared-ui/page';

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
