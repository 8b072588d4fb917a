// The overview's data (docs/adding-an-area.md §4): one page of the member's tasks of each area, with
// the counts of every filter, from the areas' own calls, and starting a task there. The keys are
// those the areas' own lists use, so a task an area's player completed is read again here too.
import useSWR from 'swr';
import {
  createExecutionEndpoint,
  createRiskExecutionEndpoint,
  readMemberTasksEndpoint,
  readRiskMemberTasksEndpoint,
  type RiskTaskFilter,
  type TaskBucket,
} from '@compliance/shared-contracts/browser';
import { apiRequest } from '@compliance/shared-ui';
import { DEFAULT_PAGE_SIZE } from '@compliance/shared-ui/table';

/** Cards per page, as the areas' own lists show them. */
export const OVERVIEW_TASKS_PER_PAGE = DEFAULT_PAGE_SIZE;

/** SWR's options for a task page: the previous page stays while the next loads, so the bubbles keep their counts. */
const TASK_PAGE_OPTIONS = { keepPreviousData: true, revalidateOnFocus: false } as const;

const fetchELearningTasks = ([, bucket, page]: readonly [string, TaskBucket, number]) =>
  apiRequest(readMemberTasksEndpoint, { body: { bucket, page, perPage: OVERVIEW_TASKS_PER_PAGE } });

/** One page of the member's E-Learning tasks in `bucket`, with every bubble's count; null reads nothing. */
export const useELearningTasks = (selection: { bucket: TaskBucket; page: number } | null) =>
  useSWR(selection && ([readMemberTasksEndpoint.path, selection.bucket, selection.page] as const), fetchELearningTasks, TASK_PAGE_OPTIONS);

const fetchAnalyses = ([, bucket, page]: readonly [string, RiskTaskFilter, number]) =>
  apiRequest(readRiskMemberTasksEndpoint, { body: { bucket, page, perPage: OVERVIEW_TASKS_PER_PAGE } });

/** One page of the member's analyses under `bucket` (a bubble or a measure filter), with every filter's count; null reads nothing. */
export const useAnalyses = (selection: { bucket: RiskTaskFilter; page: number } | null) =>
  useSWR(selection && ([readRiskMemberTasksEndpoint.path, selection.bucket, selection.page] as const), fetchAnalyses, TASK_PAGE_OPTIONS);

/** Starts (or continues) an E-Learning task; answers its attempt. */
export const startELearning = async (taskUuid: string): Promise<string> =>
  (await apiRequest(createExecutionEndpoint, { body: { taskUuid } })).executionUuid;

/** Starts (or continues) an analysis; answers its execution. */
export const startAnalysis = async (taskUuid: string): Promise<string> =>
  (await apiRequest(createRiskExecutionEndpoint, { body: { taskUuid } })).executionUuid;
