// The client-areas feature's data (docs/adding-an-area.md §4): a client's bookings and overrides,
// and the writes that clear them with the client's details and the client list (both show its areas).
import {
  bookLicenseeClientPackageEndpoint,
  cancelLicenseeClientPackageEndpoint,
  readLicenseeClientAreasEndpoint,
  readLicenseeClientEndpoint,
  updateLicenseeClientFeatureFlagsEndpoint,
  updateLicenseeClientPackageEndpoint,
} from '@compliance/shared-contracts/browser';
import { apiRequest, formWrite } from '@compliance/shared-ui';
import { useDetailsOf, useWritesClearing } from '@compliance/shared-ui/table';
import { CLIENT_LIST } from '../clients/api';

const fetchClientAreas = (uuid: string) => apiRequest(readLicenseeClientAreasEndpoint, { body: { uuid } });

/** A client's packages, bookings and overrides through the cache its details page fills. */
export const useClientAreas = (uuid: string) => useDetailsOf(readLicenseeClientAreasEndpoint.path, fetchClientAreas, uuid);

const CLIENT_AREA_WRITES = {
  book: formWrite(bookLicenseeClientPackageEndpoint),
  changeBooking: formWrite(updateLicenseeClientPackageEndpoint),
  cancelBooking: formWrite(cancelLicenseeClientPackageEndpoint),
  changeOverrides: formWrite(updateLicenseeClientFeatureFlagsEndpoint),
};

/** The writes of a client's areas; after success its areas, its details and the client list are read again. */
export const useClientAreaWrites = () =>
  useWritesClearing([readLicenseeClientAreasEndpoint.path, readLicenseeClientEndpoint.path, CLIENT_LIST.cacheKey], CLIENT_AREA_WRITES);
