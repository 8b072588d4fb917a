// The analytics feature's data (docs/adding-an-area.md §4): the attempts at an E-Learning as a
// server list, one attempt as an admin reads it, and the progress reset.
import useSWR from 'swr';
import { readExecutionDetailsEndpoint, readExecutionsEndpoint, resetExecutionEndpoint } from '@compliance/shared-contracts/browser';
import { apiRequest } from '@compliance/shared-ui';
import { fetchListPage, type ServerList } from '@compliance/shared-ui/table';
import type { ELearningExecutionSummary } from '@compliance/shared-contracts/browser';

/** The attempts at one E-Learning (a table state per E-Learning), by member name. */
export function elearningExecutions(elearningUuid: string): ServerList<ELearningExecutionSummary> {
  return {
    tableId: `elearning-executions-${elearningUuid}`,
    initialState: { sortBy: 'memberName', sortDirection: 'asc' },
    cacheKey: `${readExecutionsEndpoint.path}#${elearningUuid}`,
    fetchPage: (query) => fetchListPage(readExecutionsEndpoint, query, { elearningUuid }),
  };
}

/** Resets a member's progress: the attempt and its certificate become history, a new task is given. */
export const resetExecution = (executionUuid: string) => apiRequest(resetExecutionEndpoint, { body: { executionUuid } });

const fetchDetails = ([, executionUuid]: readonly [string, string]) =>
  apiRequest(readExecutionDetailsEndpoint, { body: { executionUuid } });

/** One attempt with each activity's status, objectives and interactions. */
export const useExecutionDetails = (executionUuid: string) =>
  useSWR([readExecutionDetailsEndpoint.path, executionUuid] as const, fetchDetails);
