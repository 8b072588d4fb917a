import { useCallback, useState } from 'react';
import useSWR, { mutate, useSWRConfig, type SWRResponse } from 'swr';
import { MEMBER_TASKS_PER_PAGE, memberTaskPageBody, type BodyInputOf, type EndpointRoute } from '@compliance/shared-contracts/browser';
import { apiRequest, mayRequest, useNavigate, type ApiResult } from '@compliance/shared-ui';

// A member's task pages and the start of a task, for every area with member tasks and for the
// start area's overview: one key per endpoint, filter and page, so a page an area's list read is
// the overview's too, and a write in the area clears both.

/**
 * A list page asked for before its page renders (a sidebar click, a link), cached for the list's
 * first read of the same query. One that no list takes within this time is dropped, so a page
 * never shows an answer older than that.
 */
export const PREFETCH_KEEP_MS = 10_000;

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

/** Task pages read ahead into the cache (shown as they are by a hook mounting within PREFETCH_KEEP_MS), by key, with their endpoint's path and when they were read. */
const prefetched = new Map<string, { path: string; at: number }>();
const keyId = (key: TaskPageKey) => JSON.stringify(key);
const isFreshPrefetch = (key: TaskPageKey | null): boolean =>
  key !== null && Date.now() - (prefetched.get(keyId(key))?.at ?? -Infinity) < PREFETCH_KEEP_MS;

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
  const [readAhead] = useState(() => isFreshPrefetch(key));
  return useSWR(key, taskPageFetcher(endpoint), readAhead ? { ...TASK_PAGE_OPTIONS, revalidateOnMount: false } : TASK_PAGE_OPTIONS);
}

/**
 * Reads a member's task page into the cache ahead of its page (an area's `preloadPage`), for a
 * member who may read it: the page's first render then shows its cards, and its hook does not
 * read the page again as it mounts (within PREFETCH_KEEP_MS, as a table's prefetch). A failure is left to the page, which
 * asks itself.
 */
export async function prefetchMemberTaskPage(endpoint: EndpointRoute, selection: { bucket: string; page: number }): Promise<void> {
  // Its area switched off, or a permission missing: the server would refuse it (and the shell say so).
  if (!mayRequest(endpoint)) return;
  const key = taskPageKey(endpoint, selection);
  if (isFreshPrefetch(key)) return;
  try {
    await mutate(key, await taskPageFetcher(endpoint)(key), { revalidate: false });
    prefetched.set(keyId(key), { path: endpoint.path, at: Date.now() });
  } catch {
    // The page's hook reads it again and shows what went wrong.
  }
}

/** Reads an endpoint's task pages again when next shown (a task has just been completed or put aside). */
export function useMemberTaskPagesRefresh(endpoint: EndpointRoute): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    // A page read ahead before the change is read again when shown.
    for (const [id, { path }] of prefetched) if (path === endpoint.path) prefetched.delete(id);
    void mutate((key) => Array.isArray(key) && key[0] === endpoint.path);
  }, [mutate, endpoint.path]);
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
