// The clients feature's data (docs/adding-an-area.md §4): the list, one client, and the writes that clear both.
import {
  createLicenseeClientEndpoint,
  deactivateLicenseeClientEndpoint,
  enterLicenseeClientEndpoint,
  licenseeClientListEndpoint,
  reactivateLicenseeClientEndpoint,
  readLicenseeClientEndpoint,
  updateLicenseeClientEndpoint,
} from '@compliance/shared-contracts/browser';
import { apiRequest, formWrite } from '@compliance/shared-ui';
import { serverList, useDetailsOf, useWritesClearing } from '@compliance/shared-ui/table';

/** The licensee's clients, by name. */
export const CLIENT_LIST = serverList(licenseeClientListEndpoint, 'licensee-clients', { sortBy: 'name', sortDirection: 'asc' });

const fetchClient = (uuid: string) => apiRequest(readLicenseeClientEndpoint, { body: { uuid } });

/** One client through the cache its details page fills; nothing while `uuid` is null. */
export const useClient = (uuid: string | null) => useDetailsOf(readLicenseeClientEndpoint.path, fetchClient, uuid);

const CLIENT_WRITES = {
  create: formWrite(createLicenseeClientEndpoint),
  update: formWrite(updateLicenseeClientEndpoint),
  deactivate: formWrite(deactivateLicenseeClientEndpoint),
  reactivate: formWrite(reactivateLicenseeClientEndpoint),
};

/** The writes of clients; after success the list and every cached client are read again. */
export const useClientWrites = () => useWritesClearing([CLIENT_LIST.cacheKey, readLicenseeClientEndpoint.path], CLIENT_WRITES);

/** Enters the client as its support: the back-office session becomes a support session in the client, as the support login makes one. */
export async function enterClientAsSupport(uuid: string): Promise<void> {
  await apiRequest(enterLicenseeClientEndpoint, { body: { uuid } });
}
