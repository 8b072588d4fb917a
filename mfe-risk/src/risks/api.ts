// The risks feature's data (docs/adding-an-area.md §4): a result's risks, one page at a time,
// and one risk with its answer counts and notes (never who gave them).
import { readRiskDetailsEndpoint, readRiskListEndpoint, type Risk } from '@compliance/shared-contracts/browser';
import { apiRequest } from '@compliance/shared-ui';
import { fetchListPage, useDetailsOf, type ListPage, type TableQuery } from '@compliance/shared-ui/table';

/** The first part of every key of a result's risk pages; measures' writes clear it (a risk's status follows its measures). */
export const RISK_LIST_KEY = readRiskListEndpoint.path;

/** A risk as the table takes it: keyed by `uuid`. */
export type RiskRow = Risk & { uuid: string };

/** One result's risks: the table's page fetcher and cache key. */
export function resultRisks(riskAssessmentExecutionResultUuid: string) {
  return {
    cacheKey: RISK_LIST_KEY,
    fetchPage: async (query: TableQuery): Promise<ListPage<RiskRow>> => {
      const page = await fetchListPage(readRiskListEndpoint, query, { riskAssessmentExecutionResultUuid });
      return { total: page.total, items: page.items.map((risk) => ({ ...risk, uuid: risk.riskUuid })) };
    },
  };
}

const RISK_DETAILS_KEY = readRiskDetailsEndpoint.path;

const fetchRisk = (riskUuid: string) => apiRequest(readRiskDetailsEndpoint, { body: { riskUuid } });

/** One risk with how often each answer was given and the members' notes; nothing while `uuid` is null. */
export const useRiskDetails = (uuid: string | null) => useDetailsOf(RISK_DETAILS_KEY, fetchRisk, uuid);
