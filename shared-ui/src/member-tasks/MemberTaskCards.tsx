import { Suspense, useCallback, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TASK_BUCKETS, type TaskBucket, type TaskBucketCounts } from '@compliance/shared-contracts/browser';
import { preloadableLazy, useSearchParams, useSharedTranslation } from '@compliance/shared-ui';
import { DropdownTrigger, EmptyState, Loaded, PageNavigation, TaskBucketBubbles, totalPagesOf } from '@compliance/shared-ui/page';
import { MEMBER_TASKS_PER_PAGE } from './member-task-data';

// The inputs entry (date fields, typeahead, uploader) is far larger than the one dropdown a list
// with more filters shows: it loads when such a list draws, not with every member's page.
const Dropdown = preloadableLazy(() => import('@compliance/shared-ui/inputs').then((inputs) => inputs.Dropdown));

/**
 * The selection of a member's task page: the filter (a status bubble, or one of the `Extra`
 * filters an area offers beyond them) and the page, kept in the address.
 */
export interface TaskSelection<Extra extends string = never> {
  bucket: TaskBucket | Extra;
  page: number;
}

/** A task selection with the way to change it. */
export type TaskSelectionState<Extra extends string = never> = TaskSelection<Extra> & {
  show: (next: TaskSelection<Extra>) => void;
};

/**
 * The filter and page of a member's task list, read from and written to the address, so a reload
 * or a link (from the start page, a reminder mail) opens the same selection. A filter the list
 * does not offer (the bubbles and `extraFilters`) means all.
 */
export function useTaskSelection<Extra extends string = never>(extraFilters: readonly Extra[] = []): TaskSelectionState<Extra> {
  const [params, setParams] = useSearchParams();
  const requested = params.get('bucket');
  const bucket = [...TASK_BUCKETS, ...extraFilters].find((filter) => filter === requested) ?? 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const show = useCallback(
    (next: TaskSelection<Extra>) =>
      setParams(
        {
          ...(next.bucket === 'all' ? {} : { bucket: next.bucket }),
          ...(next.page === 1 ? {} : { page: String(next.page) }),
        },
        { replace: true },
      ),
    [setParams],
  );
  return { bucket, page, show };
}

/** Props of MemberTaskCards. */
export interface MemberTaskCardsProps<T, Extra extends string = never> {
  /** One page of the member's tasks under the selected filter, with every bubble's count (SWR's data and error). */
  result: { data?: { items: T[]; total: number; counts: TaskBucketCounts }; error?: unknown };
  selection: TaskSelectionState<Extra>;
  card: (task: T) => ReactElement;
  /**
   * The filters a list offers beyond the bubbles, as a dropdown beside them, each labelled by
   * `labelOf` (docs/product.md §4). It holds none of the bubbles' own: one control per filter.
   * While a bubble filters, the dropdown stands empty.
   */
  filterMenu?: { label: string; filters: readonly Extra[]; labelOf: (filter: Extra) => string };
  texts: {
    /** The name of the cards' section. */
    cardsLabel: string;
    /** Shown when the member has no task at all. */
    noTasks: string;
    /** Shown when the selected bubble holds none. */
    emptyBucket: string;
  };
}

/**
 * A member's tasks of one area as cards under the status bubbles (docs/product.md §4), which
 * filter them; pages below when there are more than fit on one.
 */
export function MemberTaskCards<T, Extra extends string = never>({
  result,
  selection,
  card,
  filterMenu,
  texts,
}: MemberTaskCardsProps<T, Extra>): ReactElement {
  const { bucket, page, show } = selection;
  const { t } = useSharedTranslation();
  // The dropdown answers the value as text: find the filter it names.
  const extraFilter = (value: string | null): Extra | undefined => filterMenu?.filters.find((filter) => filter === value);
  const choose = (next: string | null) => show({ bucket: extraFilter(next) ?? 'all', page: 1 });
  const chosenFilter = extraFilter(bucket);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <TaskBucketBubbles counts={result.data?.counts} selected={bucket} onSelect={(next) => show({ bucket: next, page: 1 })} />
        {filterMenu && (
          <Box sx={{ minWidth: '16rem' }}>
            {/* While the dropdown's code loads, its closed look, not yet to be opened. */}
            <Suspense
              fallback={
                <DropdownTrigger
                  label={filterMenu.label}
                  text={chosenFilter === undefined ? t('shared.dropdown.placeholder') : filterMenu.labelOf(chosenFilter)}
                  disabled
                />
              }
            >
              <Dropdown.Component
                label={filterMenu.label}
                items={filterMenu.filters.map((filter) => ({ value: filter, label: filterMenu.labelOf(filter) }))}
                value={chosenFilter ?? null}
                onChange={choose}
              />
            </Suspense>
          </Box>
        )}
      </Box>
      <Loaded result={result}>
        {({ items, total, counts }) =>
          items.length === 0 ? (
            counts.all === 0 ? (
              <EmptyState icon="noTasks" title={texts.noTasks} description={t('shared.taskBuckets.noTasksHint')} />
            ) : (
              <EmptyState
                icon="filterEmpty"
                title={texts.emptyBucket}
                action={
                  <Button variant="outlined" onClick={() => show({ bucket: 'all', page: 1 })}>
                    {t('shared.taskBuckets.showAll')}
                  </Button>
                }
              />
            )
          ) : (
            <>
              <Box
                component="section"
                aria-label={texts.cardsLabel}
                sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))' }}
              >
                {items.map(card)}
              </Box>
              {total > MEMBER_TASKS_PER_PAGE && (
                <PageNavigation
                  page={page}
                  totalPages={totalPagesOf(total, MEMBER_TASKS_PER_PAGE)}
                  onPageChange={(next) => show({ bucket, page: next })}
                  of={texts.cardsLabel}
                />
              )}
            </>
          )
        }
      </Loaded>
    </Box>
  );
}
