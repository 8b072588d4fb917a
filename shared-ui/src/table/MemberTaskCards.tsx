import { useCallback, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TASK_BUCKETS, type TaskBucket, type TaskBucketCounts } from '@compliance/shared-contracts/browser';
import { useNavigate, useSearchParams } from '@compliance/shared-ui';
import { Loaded, TaskBucketBubbles } from '@compliance/shared-ui/page';
import { PageNavigation } from './TablePagination';
import { totalPagesOf } from './table-state';

const isBucket = (value: string | null): value is TaskBucket => TASK_BUCKETS.some((bucket) => bucket === value);

/** The selection of a member's task page: the bubble and the page, kept in the address. */
export interface TaskSelection {
  bucket: TaskBucket;
  page: number;
}

/**
 * The bubble and page of a member's task list, read from and written to the address, so a reload
 * or a link (from the start page, a reminder mail) opens the same selection.
 */
export function useTaskSelection(): TaskSelection & { show: (next: TaskSelection) => void } {
  const [params, setParams] = useSearchParams();
  const requested = params.get('bucket');
  const bucket: TaskBucket = isBucket(requested) ? requested : 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const show = useCallback(
    (next: TaskSelection) =>
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
export interface MemberTaskCardsProps<T> {
  /** One page of the member's tasks in the selected bubble, with every bubble's count (SWR's data and error). */
  result: { data?: { items: T[]; total: number; counts: TaskBucketCounts }; error?: unknown };
  perPage: number;
  selection: TaskSelection & { show: (next: TaskSelection) => void };
  card: (task: T) => ReactElement;
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
 * filter them; pages below when there are more than fit on one. In the table entry, beside the
 * page navigation it uses: the page entry, which every dashboard page loads, stays without it.
 */
export function MemberTaskCards<T>({ result, perPage, selection, card, texts }: MemberTaskCardsProps<T>): ReactElement {
  const { bucket, page, show } = selection;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <TaskBucketBubbles counts={result.data?.counts} selected={bucket} onSelect={(next) => show({ bucket: next, page: 1 })} />
      <Loaded result={result}>
        {({ items, total, counts }) =>
          items.length === 0 ? (
            <Typography role="status">{counts.all === 0 ? texts.noTasks : texts.emptyBucket}</Typography>
          ) : (
            <>
              <Box
                component="section"
                aria-label={texts.cardsLabel}
                sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))' }}
              >
                {items.map(card)}
              </Box>
              {total > perPage && (
                <PageNavigation
                  page={page}
                  totalPages={totalPagesOf(total, perPage)}
                  onPageChange={(next) => show({ bucket, page: next })}
                />
              )}
            </>
          )
        }
      </Loaded>
    </Box>
  );
}

/**
 * Starting (or continuing) a task from its card: the area's start call answers the execution, whose
 * page then opens. A failure is the shell's toast, and the card stays as it was.
 */
export function useTaskStart(
  startExecution: (taskUuid: string) => Promise<string>,
  executionPath: (executionUuid: string) => string,
): (task: { taskUuid: string }) => void {
  const navigate = useNavigate();
  return useCallback(
    (task) =>
      void startExecution(task.taskUuid)
        .then((executionUuid) => navigate(executionPath(executionUuid)))
        .catch(() => undefined),
    [startExecution, executionPath, navigate],
  );
}
