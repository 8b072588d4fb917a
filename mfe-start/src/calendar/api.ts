// The calendar's data (docs/adding-an-area.md §4): the licensee configuration, which names the
// licensee's external calendar. The shell holds it too, but shares no more of it than the footer.
import useSWR from 'swr';
import { loadLicenseeConfigEndpoint } from '@compliance/shared-contracts/browser';
import { apiRequest } from '@compliance/shared-ui';

const fetchLicenseeConfig = () => apiRequest(loadLicenseeConfigEndpoint, {});

/** The licensee configuration of this address: its name and external calendar link. */
export const useLicenseeConfig = () => useSWR(loadLicenseeConfigEndpoint.path, fetchLicenseeConfig, { revalidateOnFocus: false });
