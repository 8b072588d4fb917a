// The my-elearnings feature's data (docs/adding-an-area.md §4): one page of the signed-in
// member's tasks in one status bubble, with every bubble's count.
import { readMemberTasksEndpoint, type TaskBucket } from '@compliance/shared-contracts/browser';
import { useMemberTaskPage, useMemberTaskPagesRefresh } from '@compliance/shared-ui/member-tasks';

/**
 * One page of the member's tasks in `bucket`. The previous answer stays while the next loads, so
 * the bubbles keep their counts and the cards do not flash away on a change of filter or page.
 */
export const useMemberTasks = (bucket: TaskBucket, page: number) => useMemberTaskPage(readMemberTasksEndpoint, { bucket, page });

/** Reads the member's task pages again when next shown (an attempt has just completed a task). */
export const useMemberTasksRefresh = () => useMemberTaskPagesRefresh(readMemberTasksEndpoint);
