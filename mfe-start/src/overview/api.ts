// The overview's data (docs/adding-an-area.md §4): one page of the member's tasks of each area, with
// the counts of every filter, from the areas' own calls, under the keys the areas' own lists use
// (shared-ui's member task data), so a task an area's player completed is read again here too.
import useSWR from 'swr';
import {
  readMemberRiskActionListEndpoint,
  readMemberTasksEndpoint,
  readRiskMemberTasksEndpoint,
  type RiskTaskFilter,
  type TaskBucket,
} from '@compliance/shared-contracts/browser';
import { apiRequest } from '@compliance/shared-ui';
import { useMemberTaskPage } from '@compliance/shared-ui/member-tasks';

/** One page of the member's E-Learning tasks in `bucket`, with every bubble's count; null reads nothing. */
export const useELearningTasks = (selection: { bucket: TaskBucket; page: number } | null) =>
  useMemberTaskPage(readMemberTasksEndpoint, selection);

/** One page of the member's analyses under `bucket` (a bubble or a measure filter), with every filter's count; null reads nothing. */
export const useAnalyses = (selection: { bucket: RiskTaskFilter; page: number } | null) =>
  useMemberTaskPage(readRiskMemberTasksEndpoint, selection);

/** The first page of the member's follow-up tasks: agreed measures they are responsible for, not yet found effective. */
const fetchFollowUps = () => apiRequest(readMemberRiskActionListEndpoint, { body: { page: 1, perPage: 25 } });

/** The member's follow-up measures (first page, the earliest due first). */
export const useFollowUps = () => useSWR(readMemberRiskActionListEndpoint.path, fetchFollowUps);
