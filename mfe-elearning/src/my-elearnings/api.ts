// The my-elearnings feature's data (docs/adding-an-area.md §4): one page of the signed-in
// member's tasks in one status bubble, with every bubble's count.
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { readMemberTasksEndpoint, type TaskBucket } from '@compliance/shared-contracts/browser';
import { apiRequest } from '@compliance/shared-ui';
import { DEFAULT_PAGE_SIZE } from '@compliance/shared-ui/table';

/** The first part of every key of the member's task pages; writes that change a task clear it. */
export const MEMBER_TASKS_KEY = readMemberTasksEndpoint.path;

/** Cards per page: the lists' default page size, more than most members ever have. */
export const MEMBER_TASKS_PER_PAGE = DEFAULT_PAGE_SIZE;

const fetchMemberTasks = ([, bucket, page]: readonly [string, TaskBucket, number]) =>
  apiRequest(readMemberTasksEndpoint, { body: { bucket, page, perPage: MEMBER_TASKS_PER_PAGE } });

/**
 * One page of the member's tasks in `bucket`. The previous answer stays while the next loads, so
 * the bubbles keep their counts and the cards do not flash away on a change of filter or page.
 */
export const useMemberTasks = (bucket: TaskBucket, page: number) =>
  useSWR([MEMBER_TASKS_KEY, bucket, page] as const, fetchMemberTasks, { keepPreviousData: true, revalidateOnFocus: false });

/** Reads the member's task pages again when next shown (an attempt has just completed a task). */
export function useMemberTasksRefresh(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => void mutate((key) => Array.isArray(key) && key[0] === MEMBER_TASKS_KEY), [mutate]);
}
