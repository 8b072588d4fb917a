import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { MEMBER_TASKS_PER_PAGE, memberTaskPageBody, type BodyInputOf, type EndpointRoute } from '@compliance/shared-contracts/browser';
import { apiRequest, useNavigate, type ApiResult } from '@compliance/shared-ui';

// A member's task pages and the start of a task, for every area with member tasks and for the
// start area's overview: one key per endpoint, filter and page, so a page an area's list read is
// the overview's too, and a write in the area clears both.

/** Cards per page of a member's tasks: the lists' default page size, more than most members ever have. */
export { MEMBER_TASKS_PER_PAGE };

/** SWR's options for a task page: the previous page stays while the next loads, so the bubbles keep their counts. */
const TASK_PAGE_OPTIONS = { keepPreviousData: true, revalidateOnFocus: false } as const;

/**
 * One page of the member's tasks from an area's read-member-tasks endpoint under a filter, with
 * every filter's count; `null` reads nothing (an area that is switched off).
 */
export function useMemberTaskPage<C extends EndpointRoute>(
  endpoint: C,
  selection: { bucket: string; page: number } | null,
): SWRResponse<ApiResult<C>> {
  return useSWR(
    selection && ([endpoint.path, selection.bucket, selection.page] as const),
    ([, bucket, page]: readonly [string, string, number]) =>
      // The endpoint's body is a filter, a page and a page size (memberTasksRequestSchema); the server checks it.
      apiRequest(endpoint, { body: memberTaskPageBody(bucket, page) as BodyInputOf<C> }),
    TASK_PAGE_OPTIONS,
  );
}

/** Reads an endpoint's task pages again when next shown (a task has just been completed or put aside). */
export function useMemberTaskPagesRefresh(endpoint: EndpointRoute): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => void mutate((key) => Array.isArray(key) && key[0] === endpoint.path), [mutate, endpoint.path]);
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
