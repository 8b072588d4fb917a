// The member import feature's data (docs/adding-an-area.md §4): the CSV goes to
// uploadMemberCsvEndpoint, through shared-ui's uploader on the first step and through
// recheckMemberCsv when an option changes on the report; the import itself is the one write.
import {
  errorCodeOf,
  importMemberCsvEndpoint,
  uploadMemberCsvEndpoint,
  MEMBER_IMPORT_FILE_FIELD,
  MEMBER_IMPORT_MAX_BYTES,
  type MemberImportOptions,
  type MemberImportReport,
} from '@compliance/shared-contracts/browser';
import { formWrite } from '@compliance/shared-ui';
import { uploadFile, type UploadResponse } from '@compliance/shared-ui/inputs';
import { useWritesClearing } from '@compliance/shared-ui/table';
import { MEMBER_KEYS, announceMembersChanged } from '../members/api';

const IMPORT_WRITES = { importMembers: formWrite(importMemberCsvEndpoint) };
const announceImport = () => announceMembersChanged('import');

/** Importing a checked upload; after success the member lists are cleared and 'members:changed' (import) announced. */
export function useImportWrites(): typeof IMPORT_WRITES {
  return useWritesClearing(MEMBER_KEYS, IMPORT_WRITES, announceImport);
}

/** Where FileUploader posts a member CSV: the endpoint, its file field, its size limit and loader. */
export const MEMBER_CSV_UPLOAD = {
  url: uploadMemberCsvEndpoint.path,
  fieldName: MEMBER_IMPORT_FILE_FIELD,
  maxFileSize: MEMBER_IMPORT_MAX_BYTES,
  loaderId: uploadMemberCsvEndpoint.id,
} as const;

/** The upload's text fields: the options change how rows are checked. */
export const memberCsvParams = (options: MemberImportOptions): Record<string, string> => ({
  usernameOption: options.usernameOption,
  passwordMode: options.passwordMode,
});

/** Checks an uploaded CSV again with other options; `onProgress` gets the upload's percent. */
export function recheckMemberCsv(file: File, options: MemberImportOptions, onProgress: (percent: number) => void): Promise<UploadResponse> {
  return uploadFile({
    url: MEMBER_CSV_UPLOAD.url,
    file,
    fieldName: MEMBER_CSV_UPLOAD.fieldName,
    params: memberCsvParams(options),
    onProgress,
  });
}

// The server checks its answer against the contract; a 2xx body without a report is not the
// API's (a proxy's page, say) and is shown as a file that could not be processed.
const isImportReport = (body: unknown): body is MemberImportReport =>
  typeof body === 'object' && body !== null && 'importUuid' in body && 'errors' in body && Array.isArray(body.errors);

/** What an upload's answer says: the report of a checked file, or the error code of a refused one (if it names one). */
export type MemberCsvAnswer = { report: MemberImportReport } | { errorCode: string | undefined };

/** Reads an upload's answer (none when the request never reached the server). */
export function memberCsvAnswer(response: UploadResponse | undefined): MemberCsvAnswer {
  const status = response?.head.status ?? 0;
  const body = response?.body;
  if (status >= 200 && status < 300 && isImportReport(body)) return { report: body };
  return { errorCode: errorCodeOf(body) };
}
