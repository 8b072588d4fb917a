import useSWR, { type SWRResponse } from 'swr';
import { loadLicenseeConfigEndpoint, type LicenseeConfig } from '@compliance/shared-contracts/browser';
import { apiRequest } from '../api-request';
import type { ApiRequestError } from '../api-error';

/** SWR key of the licensee configuration. */
export const licenseeConfigKey = loadLicenseeConfigEndpoint.path;

/** Loads the licensee configuration of the current host. */
export function getLicenseeConfig(): Promise<LicenseeConfig> {
  return apiRequest(loadLicenseeConfigEndpoint);
}

/** The licensee configuration; it does not change while the page lives, so it is not revalidated. */
export function useLicenseeConfig(): SWRResponse<LicenseeConfig, ApiRequestError> {
  return useSWR<LicenseeConfig, ApiRequestError>(licenseeConfigKey, getLicenseeConfig, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
}
