// The risk-actions feature's data (docs/adding-an-area.md §4): a result's measures, one measure,
// their 'x of y', the writes that define, change, agree, check and cancel them, and the export.
import useSWR from 'swr';
import {
  cancelRiskActionEndpoint,
  confirmRiskActionsEndpoint,
  createRiskActionEndpoint,
  exportRiskActionListEndpoint,
  readRiskActionDetailsEndpoint,
  readRiskActionListEndpoint,
  readRiskActionStatusEndpoint,
  readRiskAssignmentOverviewListEndpoint,
  readRiskRecordEndpoint,
  updateRiskActionEndpoint,
  type RiskActionExportFormat,
  type RiskActionRow,
} from '@compliance/shared-contracts/browser';
import { apiRequest, formWrite } from '@compliance/shared-ui';
import { saveFile } from '@compliance/shared-ui/print';
import { fetchListPage, useDetailsOf, useWritesClearing, type ListPage, type TableQuery } from '@compliance/shared-ui/table';
import { RISK_LIST_KEY } from '../risks/api';

/** A measure as the table takes it: keyed by `uuid`. */
export type RiskActionTableRow = RiskActionRow & { uuid: string };

const ACTION_LIST_KEY = readRiskActionListEndpoint.path;
const ACTION_DETAILS_KEY = readRiskActionDetailsEndpoint.path;
const ACTION_STATUS_KEY = readRiskActionStatusEndpoint.path;

/** The measures of one result: the table's page fetcher and cache key. */
export function resultRiskActions(riskAssessmentExecutionResultUuid: string) {
  return {
    cacheKey: ACTION_LIST_KEY,
    fetchPage: async (query: TableQuery): Promise<ListPage<RiskActionTableRow>> => {
      const page = await fetchListPage(readRiskActionListEndpoint, query, { riskAssessmentExecutionResultUuid });
      return { total: page.total, items: page.items.map((action) => ({ ...action, uuid: action.riskActionUuid })) };
    },
  };
}

const fetchAction = (riskActionUuid: string) => apiRequest(readRiskActionDetailsEndpoint, { body: { riskActionUuid } });

/** One measure with its description, agreement and check; nothing while `uuid` is null. */
export const useRiskActionDetails = (uuid: string | null) => useDetailsOf(ACTION_DETAILS_KEY, fetchAction, uuid);

const fetchStatus = ([, riskAssessmentExecutionResultUuid]: readonly [string, string]) =>
  apiRequest(readRiskActionStatusEndpoint, { body: { riskAssessmentExecutionResultUuid } });

/** 'x of y' agreed and done, the overdue ones and the result's status. */
export const useRiskActionStatus = (riskAssessmentExecutionResultUuid: string) =>
  useSWR([ACTION_STATUS_KEY, riskAssessmentExecutionResultUuid] as const, fetchStatus);

const ACTION_WRITES = {
  create: formWrite(createRiskActionEndpoint),
  update: formWrite(updateRiskActionEndpoint),
  cancel: formWrite(cancelRiskActionEndpoint),
  confirm: (riskAssessmentExecutionResultUuid: string, riskActionUuids: string[]) =>
    apiRequest(confirmRiskActionsEndpoint, { body: { riskAssessmentExecutionResultUuid, riskActionUuids } }),
};

/**
 * The measures' writes; after success every view their counts and statuses feed is read again:
 * the measures, the risks (a risk's status follows its measures), 'x of y' with the result's
 * status, and the evaluation list. Not the result's details: clearing them would unmount the
 * open tab while they load; its page takes the counts from 'x of y'.
 */
export function useRiskActionWrites(): typeof ACTION_WRITES {
  return useWritesClearing(
    [ACTION_LIST_KEY, ACTION_DETAILS_KEY, ACTION_STATUS_KEY, RISK_LIST_KEY, readRiskAssignmentOverviewListEndpoint.path],
    ACTION_WRITES,
  );
}

/** Downloads a result's complete record as an Excel workbook or a PDF. */
export async function downloadRiskActions(
  riskAssessmentExecutionResultUuid: string,
  format: RiskActionExportFormat,
  fileName: string,
): Promise<void> {
  saveFile(await apiRequest(exportRiskActionListEndpoint, { body: { riskAssessmentExecutionResultUuid, format } }), fileName);
}

const fetchRecord = ([, , riskAssessmentExecutionResultUuid]: readonly [string, string, string]) =>
  apiRequest(readRiskRecordEndpoint, { body: { riskAssessmentExecutionResultUuid } });

/** A result's complete record, for the page that prints it; the measures' writes clear it with the lists. */
export const useRiskRecord = (riskAssessmentExecutionResultUuid: string) =>
  useSWR([ACTION_LIST_KEY, 'record', riskAssessmentExecutionResultUuid] as const, fetchRecord, { revalidateOnFocus: false });

const fetchRiskMeasures = ([, , riskAssessmentExecutionResultUuid, riskUuid]: readonly [string, string, string, string]) =>
  apiRequest(readRiskActionListEndpoint, {
    body: { riskAssessmentExecutionResultUuid, page: 1, perPage: 100, sortBy: 'dueDate', sortDirection: 'asc', filter: { riskUuid } },
  });

/** The measures against one risk (a handful), for the risk's dialog; the measures' writes clear them with the lists. */
export const useRiskMeasures = (riskAssessmentExecutionResultUuid: string, riskUuid: string) =>
  useSWR([ACTION_LIST_KEY, 'risk', riskAssessmentExecutionResultUuid, riskUuid] as const, fetchRiskMeasures, { revalidateOnFocus: false });
