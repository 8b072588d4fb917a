// The catalog feature's data (docs/adding-an-area.md §4): the client's risk assessments as a
// server list, one assessment's details, and its questionnaire for the admin to read.
import useSWR from 'swr';
import {
  readRiskAssessmentDetailsEndpoint,
  readRiskCatalogListEndpoint,
  readRiskContentEndpoint,
} from '@compliance/shared-contracts/browser';
import { apiRequest } from '@compliance/shared-ui';
import { serverList, useDetailsOf } from '@compliance/shared-ui/table';

/** The catalog: the page renders it, a sidebar click prefetches it. */
export const RISK_CATALOG = serverList(readRiskCatalogListEndpoint, 'risk-catalog', { sortBy: 'title', sortDirection: 'asc' });

const DETAILS_KEY = readRiskAssessmentDetailsEndpoint.path;

const fetchAssessment = (riskAssessmentTaskUuid: string) =>
  apiRequest(readRiskAssessmentDetailsEndpoint, { body: { riskAssessmentTaskUuid } });

/** One risk assessment of the client (title, texts, status, assignments); nothing while `uuid` is null. */
export const useRiskAssessment = (uuid: string | null) => useDetailsOf(DETAILS_KEY, fetchAssessment, uuid);

const fetchQuestionnaire = ([, riskAssessmentTaskUuid]: readonly [string, string]) =>
  apiRequest(readRiskContentEndpoint, { body: { riskAssessmentTaskUuid } });

/** The assessment's questionnaire in the reader's language: what its members will be asked. */
export const useQuestionnaire = (riskAssessmentTaskUuid: string) =>
  useSWR([readRiskContentEndpoint.path, riskAssessmentTaskUuid] as const, fetchQuestionnaire, { revalidateOnFocus: false });
