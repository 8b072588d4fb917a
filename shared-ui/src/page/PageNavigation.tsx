import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useSharedTranslation } from '@compliance/shared-ui';
import { paginationItems } from './page-navigation';

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
