// The certificate feature's data (docs/adding-an-area.md §4): a result with what its certificate
// says, and the certificate's PDF.
import useSWR from 'swr';
import { downloadCertificateEndpoint, readResultDataEndpoint } from '@compliance/shared-contracts/browser';
import { apiRequest } from '@compliance/shared-ui';
import { saveFile } from '@compliance/shared-ui/print';

const fetchResult = ([, resultUuid]: readonly [string, string]) => apiRequest(readResultDataEndpoint, { body: { resultUuid } });

/** A result with what its certificate says. */
export const useResultData = (resultUuid: string) => useSWR([readResultDataEndpoint.path, resultUuid] as const, fetchResult);

/** Downloads a result's certificate as PDF under `fileName`. */
export async function downloadCertificate(resultUuid: string, fileName: string): Promise<void> {
  saveFile(await apiRequest(downloadCertificateEndpoint, { body: { resultUuid } }), fileName);
}
