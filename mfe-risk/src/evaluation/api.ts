// The evaluation feature's data (docs/adding-an-area.md §4): the analyses, running and evaluated,
// finishing one, a result's details, and the client's risk matrix.
import useSWR from 'swr';
import {
  completeRiskExecutionEndpoint,
  readRiskAssignmentOverviewListEndpoint,
  readRiskMatrixEndpoint,
  readRiskResultDetailsEndpoint,
  saveRiskMatrixEndpoint,
} from '@compliance/shared-contracts/browser';
import { apiRequest, formWrite } from '@compliance/shared-ui';
import { serverList, useDetailsOf, useWritesClearing } from '@compliance/shared-ui/table';

/** The evaluation list, the latest analyses first: the page renders it. */
export const RISK_OVERVIEW = serverList(readRiskAssignmentOverviewListEndpoint, 'risk-evaluation', {
  sortBy: 'dueDate',
  sortDirection: 'asc',
});

const RESULT_DETAILS_KEY = readRiskResultDetailsEndpoint.path;

const fetchResult = (riskAssessmentExecutionResultUuid: string) =>
  apiRequest(readRiskResultDetailsEndpoint, { body: { riskAssessmentExecutionResultUuid } });

/** One evaluated analysis: its figures, matrix, status and measures' counts. */
export const useRiskResult = (uuid: string | null) => useDetailsOf(RESULT_DETAILS_KEY, fetchResult, uuid);

/**
 * Finishes the running analysis of an assessment; answers the result's uuid. Fewer than 6
 * completed analyses is refused (400 RiskAssessment.NotEnoughCompletedTasks), which the dialog shows.
 */
export const finishAnalysis = async (riskAssessmentTaskUuid: string): Promise<string> =>
  (await apiRequest(completeRiskExecutionEndpoint, { body: { riskAssessmentTaskUuid }, handledStatuses: [400] }))
    .riskAssessmentExecutionResultUuid;

const MATRIX_KEY = readRiskMatrixEndpoint.path;

/** The client's risk matrix, and whether it is the product's default. */
export const useRiskMatrix = () => useSWR([MATRIX_KEY] as const, () => apiRequest(readRiskMatrixEndpoint), { revalidateOnFocus: false });

const MATRIX_WRITES = { save: formWrite(saveRiskMatrixEndpoint) };

/** Saving the client's matrix; the matrix is read again after. Results keep the one they were evaluated by. */
export function useRiskMatrixWrites(): typeof MATRIX_WRITES {
  return useWritesClearing([MATRIX_KEY], MATRIX_WRITES);
}
