// The company settings feature's data (docs/adding-an-area.md §4): the client's details and
// configuration, read once and cleared by their one write.
import useSWR from 'swr';
import { readClientDetailsEndpoint, updateClientDetailsEndpoint } from '@compliance/shared-contracts/browser';
import { apiRequest, formWrite } from '@compliance/shared-ui';
import { useWritesClearing } from '@compliance/shared-ui/table';

/** The client details' key; a one-part array, as the writes clear keys by their first part. */
const CLIENT_DETAILS_KEY = [readClientDetailsEndpoint.path] as const;

/** The client's details and, for the owner, its configuration. */
export const fetchClientDetails = () => apiRequest(readClientDetailsEndpoint);

/** The client's details through the cache. */
export function useClientDetails() {
  return useSWR(CLIENT_DETAILS_KEY, fetchClientDetails, { revalidateOnFocus: false });
}

const SETTINGS_WRITES = { update: formWrite(updateClientDetailsEndpoint) };

/** Saving the details or the configuration section; after success the details are read again. */
export function useClientDetailsWrites(): typeof SETTINGS_WRITES {
  return useWritesClearing(CLIENT_DETAILS_KEY, SETTINGS_WRITES);
}
