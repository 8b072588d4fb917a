// The branding feature's data (docs/adding-an-area.md §4): the licensee's configuration and
// domains, read once and cleared by each of their writes.
import useSWR from 'swr';
import {
  addLicenseeDomainEndpoint,
  readLicenseeBrandingEndpoint,
  removeLicenseeDomainEndpoint,
  updateLicenseeBrandingEndpoint,
} from '@compliance/shared-contracts/browser';
import { apiRequest, formWrite } from '@compliance/shared-ui';
import { useWritesClearing } from '@compliance/shared-ui/table';

/** The branding's key; a one-part array, as the writes clear keys by their first part. */
const BRANDING_KEY = [readLicenseeBrandingEndpoint.path] as const;

const fetchBranding = () => apiRequest(readLicenseeBrandingEndpoint);

/** The licensee's configuration, images and domains through the cache. */
export function useBranding() {
  return useSWR(BRANDING_KEY, fetchBranding, { revalidateOnFocus: false });
}

const BRANDING_WRITES = {
  update: formWrite(updateLicenseeBrandingEndpoint),
  addDomain: formWrite(addLicenseeDomainEndpoint),
  removeDomain: formWrite(removeLicenseeDomainEndpoint),
};

/** The writes of the branding page; after success the branding is read again. */
export function useBrandingWrites(): typeof BRANDING_WRITES {
  return useWritesClearing(BRANDING_KEY, BRANDING_WRITES);
}
