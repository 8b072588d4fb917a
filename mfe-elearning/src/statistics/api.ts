// The statistics feature's data (docs/adding-an-area.md §4): the figures per E-Learning, or per
// org unit of one E-Learning.
import useSWR from 'swr';
import { readStatisticsEndpoint } from '@compliance/shared-contracts/browser';
import { apiRequest } from '@compliance/shared-ui';

const fetchStatistics = ([, elearningUuid]: readonly [string, string | null]) =>
  apiRequest(readStatisticsEndpoint, { body: elearningUuid === null ? {} : { elearningUuid } });

/** The figures per active E-Learning, or with `elearningUuid` per org unit it is assigned to; with the totals. */
export const useStatistics = (elearningUuid?: string) =>
  useSWR([readStatisticsEndpoint.path, elearningUuid ?? null] as const, fetchStatistics);
