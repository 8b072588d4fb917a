// The member import feature's data (docs/adding-an-area.md §4): the upload goes through
// shared-ui's uploader to uploadMemberCsvEndpoint; the import itself is the one write.
import { importMemberCsvEndpoint } from '@compliance/shared-contracts/browser';
import { formWrite } from '@compliance/shared-ui';
import { useWritesClearing } from '@compliance/shared-ui/table';
import { MEMBER_KEYS, announceMembersChanged } from '../members/api';

const IMPORT_WRITES = { importMembers: formWrite(importMemberCsvEndpoint) };
const announceImport = () => announceMembersChanged('import');

/** Importing a checked upload; after success the member lists are cleared and 'members:changed' (import) announced. */
export function useImportWrites(): typeof IMPORT_WRITES {
  return useWritesClearing(MEMBER_KEYS, IMPORT_WRITES, announceImport);
}
