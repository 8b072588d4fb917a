import useSWR, { type SWRResponse } from 'swr';
import { remotesEndpoint, type RemotesManifest } from '@compliance/shared-contracts/browser';
import { apiRequest } from '../api-request';
import type { ApiRequestError } from '../api-error';

/** SWR key of the remotes manifest. */
export const remotesKey = remotesEndpoint.path;

/** Loads where each remote is deployed (docs/architecture.md §3). */
export function getRemotes(): Promise<RemotesManifest> {
  return apiRequest(remotesEndpoint);
}

/** The remotes manifest, loaded once. */
export function useRemotes(): SWRResponse<RemotesManifest, ApiRequestError> {
  return useSWR<RemotesManifest, ApiRequestError>(remotesKey, getRemotes, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
}
