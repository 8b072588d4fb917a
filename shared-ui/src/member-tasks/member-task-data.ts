import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { MEMBER_TASKS_PER_PAGE, memberTaskPageBody, type BodyInputOf, type EndpointRoute } from '@compliance/shared-contracts/browser';
import { apiRequest, useNavigate, type ApiResult } from '@compliance/shared-ui';
import { forgetReadAheads, readAhead, useReadAheadAtMount } from './read-ahead';

// A member's task pages and the start of a task, for every area with member tasks and for the
// start area's overview: one key per endpoint, filter and page, so a page an area's list read is
// the overview's too, and a write in the area clears both.

/** Cards per page of a member's tasks: the lists' default page size, more than most members ever have. */
export { MEMBER_TASKS_PER_PAGE };

/** SWR's options for a task page: the previous page stays while the next loads, so the bubbles keep their counts. */
const TASK_PAGE_OPTIONS = { keepPreviousData: true, revalidateOnFocus: false } as const;

type TaskPageKey = readonly [path: string, bucket: string, page: number];
const taskPageKey = (endpoint: EndpointRoute, selection: { bucket: string; page: number }): TaskPageKey => [
  endpoint.path,
  selection.bucket,
  selection.page,
];
const taskPageFetcher =
  <C extends EndpointRoute>(endpoint: C) =>
  ([, bucket, page]: TaskPageKey): Promise<ApiResult<C>> =>
    // The endpoint's body is a filter, a page and a page size (memberTasksRequestSchema); the server checks it.
    apiRequest(endpoint, { body: memberTaskPageBody(bucket, page) as BodyInputOf<C> });

/**
 * One page of the member's tasks from an area's read-member-tasks endpoint under a filter, with
 * every filter's count; `null` reads nothing (an area that is switched off).
 */
export function useMemberTaskPage<C extends EndpointRoute>(
  endpoint: C,
  selection: { bucket: string; page: number } | null,
): SWRResponse<ApiResult<C>> {
  const key = selection && taskPageKey(endpoint, selection);
  // A page read ahead moments ago is not read again as the hook mounts (the overview and then its
  // tab show one page); a later selection is read as usual.
  const readAtMount = useReadAheadAtMount(key);
  return useSWR(key, taskPageFetcher(endpoint), readAtMount ? { ...TASK_PAGE_OPTIONS, revalidateOnMount: false } : TASK_PAGE_OPTIONS);
}

/**
 * Reads a member's task page into the cache ahead of its page (an area's `preloadPage`), for a
 * member who may read it: the page's first render then shows its cards, and its hook does not
 * read the page again as it mounts (within PREFETCH_KEEP_MS, as a table's prefetch). A failure is left to the page, which
 * asks itself.
 */
export function prefetchMemberTaskPage(endpoint: EndpointRoute, selection: { bucket: string; page: number }): Promise<void> {
  return readAhead(endpoint, taskPageKey(endpoint, selection), taskPageFetcher(endpoint));
}

/** Reads an endpoint's task pages again when next shown (a task has just been completed or put aside). */
export function useMemberTaskPagesRefresh(endpoint: EndpointRoute): () => void {
  const { mutate } = useSWRConfig();
  const { path } = endpoint;
  return useCallback(() => {
    // A page read ahead before the change is read again when shown.
    forgetReadAheads({ path });
    void mutate((key) => Array.isArray(key) && key[0] === path);
  }, [mutate, path]);
}

/**
 * Starting (or continuing) a task from its card: the area's create-execution endpoint (body
 * `{ taskUuid }`, answer `{ executionUuid }`) answers the execution, whose page then opens. A
 * failure is the shell's toast, and the card stays as it was.
 */
export function useTaskStart<C extends EndpointRoute>(
  startEndpoint: C & (ApiResult<C> extends { executionUuid: string } ? unknown : never),
  executionPath: (executionUuid: string) => string,
): (task: { taskUuid: string }) => void {
  const navigate = useNavigate();
  return useCallback(
    (task) =>
      void apiRequest(startEndpoint, { body: { taskUuid: task.taskUuid } as BodyInputOf<C> })
        .then((started) => navigate(executionPath((started as { executionUuid: string }).executionUuid)))
        .catch(() => undefined),
    [startEndpoint, executionPath, navigate],
  );
}
