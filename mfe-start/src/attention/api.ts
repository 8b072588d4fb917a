// The admins' overview's data (docs/adding-an-area.md §4): one call, counted in the database for
// the caller's scope. Nothing here is written.
import useSWR from 'swr';
import { readAttentionOverviewEndpoint } from '@compliance/shared-contracts/browser';
import { apiRequest } from '@compliance/shared-ui';

const fetchOverview = () => apiRequest(readAttentionOverviewEndpoint, {});

/** What needs attention in the caller's scope. */
export const useAttentionOverview = () => useSWR(readAttentionOverviewEndpoint.path, fetchOverview);
