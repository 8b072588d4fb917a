// Which pages a paged list offers, for the page navigation of tables and card lists.

/** Number of pages for a total; at least 1 so an empty table still has a page. */
export function totalPagesOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / perPage));
}

/** One entry of the page list: a page number or a gap. */
export type PaginationItem = number | 'ellipsis';

/**
 * The page numbers to show: first, previous, current, next and last, with an ellipsis for each
 * gap. A gap of a single page shows that page instead, since an ellipsis would be no shorter.
 */
export function paginationItems(page: number, totalPages: number): PaginationItem[] {
  const last = Math.max(1, totalPages);
  const current = Math.min(Math.max(1, page), last);
  const pages = [...new Set([1, current - 1, current, current + 1, last])].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const p of pages) {
    if (p - previous === 2) items.push(p - 1);
    else if (p - previous > 2) items.push('ellipsis');
    items.push(p);
    previous = p;
  }
  return items;
}
