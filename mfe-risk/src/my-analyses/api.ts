// The my-analyses feature's data (docs/adding-an-area.md §4): one page of the signed-in member's
// analyses in one status bubble, with every bubble's count.
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { readRiskMemberTasksEndpoint, type TaskBucket } from '@compliance/shared-contracts/browser';
import { apiRequest } from '@compliance/shared-ui';
import { DEFAULT_PAGE_SIZE } from '@compliance/shared-ui/table';

/** The first part of every key of the member's analysis pages; completing one clears it. */
const MEMBER_TASKS_KEY = readRiskMemberTasksEndpoint.path;

/** Cards per page: the lists' default page size, more than most members ever have. */
export const MEMBER_TASKS_PER_PAGE = DEFAULT_PAGE_SIZE;

const fetchMemberTasks = ([, bucket, page]: readonly [string, TaskBucket, number]) =>
  apiRequest(readRiskMemberTasksEndpoint, { body: { bucket, page, perPage: MEMBER_TASKS_PER_PAGE } });

/** One page of the member's analyses in `bucket`; the previous answer stays while the next loads. */
export const useRiskMemberTasks = (bucket: TaskBucket, page: number) =>
  useSWR([MEMBER_TASKS_KEY, bucket, page] as const, fetchMemberTasks, { keepPreviousData: true, revalidateOnFocus: false });

/** Reads the member's analysis pages again when next shown (one has just been completed or put aside). */
export function useRiskMemberTasksRefresh(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(() => void mutate((key) => Array.isArray(key) && key[0] === MEMBER_TASKS_KEY), [mutate]);
}
