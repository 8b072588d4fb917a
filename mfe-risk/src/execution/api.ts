// The execution feature's data (docs/adding-an-area.md §4): starting a member's analysis, reading
// it with its questionnaire, and saving the draft as the member answers.
import useSWR from 'swr';
import {
  createRiskExecutionEndpoint,
  readRiskContentEndpoint,
  readRiskExecutionEndpoint,
  saveRiskExecutionEndpoint,
  type RiskExecution,
} from '@compliance/shared-contracts/browser';
import { apiRequest } from '@compliance/shared-ui';

/** Starts (or continues) the member's analysis of a task; answers the execution's uuid. */
export const startRiskExecution = async (taskUuid: string): Promise<string> =>
  (await apiRequest(createRiskExecutionEndpoint, { body: { taskUuid } })).executionUuid;

// The page says a lock or a completed analysis itself, in place of the questionnaire.
const fetchExecution = ([, executionUuid]: readonly [string, string]) =>
  apiRequest(readRiskExecutionEndpoint, { body: { executionUuid }, handledStatuses: [409] });

/**
 * The member's execution, read once per opening: the read takes the lock for this window, and the
 * draft on screen is the one the member edits, never replaced by a later read.
 */
export const useRiskExecution = (executionUuid: string) =>
  useSWR([readRiskExecutionEndpoint.path, executionUuid] as const, fetchExecution, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    revalidateOnMount: true,
    shouldRetryOnError: false,
  });

const fetchContent = ([, riskAssessmentTaskUuid]: readonly [string, string]) =>
  apiRequest(readRiskContentEndpoint, { body: { riskAssessmentTaskUuid } });

/** The questionnaire in the member's language, as the open analysis keeps it; nothing while `uuid` is null. */
export const useRiskContent = (riskAssessmentTaskUuid: string | null) =>
  useSWR(riskAssessmentTaskUuid === null ? null : ([readRiskContentEndpoint.path, riskAssessmentTaskUuid] as const), fetchContent, {
    revalidateOnFocus: false,
  });

/** What a save sends beside the draft: whether it completes the analysis or gives the lock up. */
export interface DraftSave {
  executionUuid: string;
  answers: RiskExecution['answers'];
  notes: RiskExecution['notes'];
  complete?: boolean;
  release?: boolean;
  /** The last save as the page goes away outlives it. */
  keepalive?: boolean;
}

/** Saves the draft; answers whether the analysis is now completed. Refusals (400, 409) are the page's to show. */
export const saveRiskDraft = async ({ keepalive, ...body }: DraftSave): Promise<boolean> =>
  (await apiRequest(saveRiskExecutionEndpoint, { body, keepalive, handledStatuses: [400, 409] })).completed;
