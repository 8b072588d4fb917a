// The statistics feature's data (docs/adding-an-area.md §4): the figures per E-Learning, or per
// org unit of one E-Learning, and their export as an Excel workbook.
import useSWR from 'swr';
import { exportStatisticsEndpoint, readStatisticsEndpoint } from '@compliance/shared-contracts/browser';
import { apiRequest } from '@compliance/shared-ui';
import { saveFile } from '@compliance/shared-ui/print';

/** The body of both calls: every active E-Learning, or one E-Learning's org units. */
const statisticsBody = (elearningUuid: string | undefined) => (elearningUuid === undefined ? {} : { elearningUuid });

const fetchStatistics = ([, elearningUuid]: readonly [string, string | undefined]) =>
  apiRequest(readStatisticsEndpoint, { body: statisticsBody(elearningUuid) });

/** The figures per active E-Learning, or with `elearningUuid` per org unit it is assigned to; with the totals. */
export const useStatistics = (elearningUuid?: string) => useSWR([readStatisticsEndpoint.path, elearningUuid] as const, fetchStatistics);

/** Downloads the figures (per E-Learning, or with `elearningUuid` per org unit) and every member's standing as an xlsx file. */
export async function exportStatistics(elearningUuid: string | undefined, fileName: string): Promise<void> {
  saveFile(await apiRequest(exportStatisticsEndpoint, { body: statisticsBody(elearningUuid) }), fileName);
}
