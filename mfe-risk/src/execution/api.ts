// The execution feature's data (docs/adding-an-area.md §4): reading a member's analysis with its
// questionnaire, and saving the draft as the member answers.
import { useState } from 'react';
import useSWR from 'swr';
import {
  readRiskContentEndpoint,
  readRiskExecutionEndpoint,
  saveRiskExecutionEndpoint,
  type RiskExecution,
} from '@compliance/shared-contracts/browser';
import { apiRequest } from '@compliance/shared-ui';

// The page says a lock or a completed analysis itself, in place of the questionnaire.
const fetchExecution = ([, executionUuid]: readonly [string, string, number]) =>
  apiRequest(readRiskExecutionEndpoint, { body: { executionUuid }, handledStatuses: [409] });

/** How many times a questionnaire has opened on this page: each opening reads under a key of its own. */
let openings = 0;

/**
 * The member's execution, read each time the questionnaire opens: the read takes the lock for
 * this window and brings the draft as last saved (never an older read's), and the draft on
 * screen, the one the member edits, is never replaced by a later read while it is open.
 */
export function useRiskExecution(executionUuid: string) {
  const [opening] = useState(() => (openings += 1));
  return useSWR([readRiskExecutionEndpoint.path, executionUuid, opening] as const, fetchExecution, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}

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

/**
 * Saves the draft; answers whether the analysis is now completed. Only completing and giving the
 * lock up show the loading overlay: the draft saved as the member answers drives no loader, and
 * the page says where the draft stands itself. Refusals (400, 409) are the page's to show.
 */
export const saveRiskDraft = async ({ keepalive, ...body }: DraftSave): Promise<boolean> => {
  const autosave = !body.complete && !body.release;
  const loader = autosave ? { loaderId: null } : {};
  return (await apiRequest(saveRiskExecutionEndpoint, { body, keepalive, ...loader, handledStatuses: [400, 409] })).completed;
};
