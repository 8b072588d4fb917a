import useSWR, { type SWRResponse } from 'swr';
import { heartbeatEndpoint, type ResponseOf } from '@compliance/shared-contracts/browser';
import { apiRequest } from '../api-request';
import type { ApiRequestError } from '../api-error';

/** Answer of the heartbeat. */
export type Heartbeat = ResponseOf<typeof heartbeatEndpoint>;

/** SWR key of the heartbeat. */
export const heartbeatKey = heartbeatEndpoint.path;

/** Heartbeat interval: 5 minutes (docs/product.md §9). */
export const HEARTBEAT_INTERVAL_MS = 5 * 60 * 1000;

/** Pings the session; a 401 reaches the global error handler, which logs out (docs/product.md §4). */
export function getHeartbeat(): Promise<Heartbeat> {
  return apiRequest(heartbeatEndpoint);
}

/** Polls the heartbeat while `enabled` (signed in). */
export function useHeartbeat(enabled: boolean, intervalMs = HEARTBEAT_INTERVAL_MS): SWRResponse<Heartbeat, ApiRequestError> {
  return useSWR<Heartbeat, ApiRequestError>(enabled ? heartbeatKey : null, getHeartbeat, {
    refreshInterval: intervalMs,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
