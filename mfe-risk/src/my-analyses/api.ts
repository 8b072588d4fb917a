// The my-analyses feature's data (docs/adding-an-area.md §4): one page of the signed-in member's
// analyses in one status bubble, with every bubble's count.
import { readRiskMemberTasksEndpoint, type TaskBucket } from '@compliance/shared-contracts/browser';
import { useMemberTaskPage, useMemberTaskPagesRefresh } from '@compliance/shared-ui/member-tasks';

/** One page of the member's analyses in `bucket`; the previous answer stays while the next loads. */
export const useRiskMemberTasks = (bucket: TaskBucket, page: number) => useMemberTaskPage(readRiskMemberTasksEndpoint, { bucket, page });

/** Reads the member's analysis pages again when next shown (one has just been completed or put aside). */
export const useRiskMemberTasksRefresh = () => useMemberTaskPagesRefresh(readRiskMemberTasksEndpoint);
