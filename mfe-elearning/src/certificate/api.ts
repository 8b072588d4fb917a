// The certificate feature's data (docs/adding-an-area.md §4): a result with what its certificate
// says, the result of an attempt, and the certificate's PDF.
import useSWR from 'swr';
import { downloadCertificateEndpoint, readExecutionResultEndpoint, readResultDataEndpoint } from '@compliance/shared-contracts/browser';
import { apiRequest } from '@compliance/shared-ui';
import { saveFile } from '@compliance/shared-ui/print';

const fetchResult = ([, resultUuid]: readonly [string, string]) => apiRequest(readResultDataEndpoint, { body: { resultUuid } });

/** A result with what its certificate says. */
export const useResultData = (resultUuid: string) => useSWR([readResultDataEndpoint.path, resultUuid] as const, fetchResult);

const fetchExecutionResult = ([, executionUuid]: readonly [string, string]) =>
  apiRequest(readExecutionResultEndpoint, { body: { executionUuid } });

/** The result of an attempt once it met the rule; nothing is read before (`completed` false). */
export const useExecutionResult = (executionUuid: string, completed: boolean) =>
  useSWR(completed ? ([readExecutionResultEndpoint.path, executionUuid] as const) : null, fetchExecutionResult);

/** Downloads a result's certificate as PDF under `fileName`. */
export async function downloadCertificate(resultUuid: string, fileName: string): Promise<void> {
  saveFile(await apiRequest(downloadCertificateEndpoint, { body: { resultUuid } }), fileName);
}
