// The archive feature's data (docs/adding-an-area.md §4): the archived members' list and the
// writes on it, which clear that list and the member lists and announce the change.
import { archivedMemberListEndpoint, deleteArchivedMembersEndpoint, unarchiveMembersEndpoint } from '@compliance/shared-contracts/browser';
import { apiRequest } from '@compliance/shared-ui';
import { serverList, useWritesClearing } from '@compliance/shared-ui/table';
import { MEMBER_KEYS, announceMembersChanged } from '../members/api';

/** The list of the archived members: the page renders it, a link to the page prefetches it. */
export const ARCHIVED_MEMBER_LIST = serverList(archivedMemberListEndpoint, 'company-archived-members', {
  sortBy: 'archivedAt',
  sortDirection: 'desc',
});

const ARCHIVE_WRITES = {
  unarchive: (uuids: string[]) => apiRequest(unarchiveMembersEndpoint, { body: { uuids }, handledStatuses: [400] }),
  remove: (uuids: string[]) => apiRequest(deleteArchivedMembersEndpoint, { body: { uuids }, handledStatuses: [400] }),
};
const ARCHIVE_KEYS = [ARCHIVED_MEMBER_LIST.cacheKey, ...MEMBER_KEYS];
const announceArchiveWrite = (write: keyof typeof ARCHIVE_WRITES) => announceMembersChanged(write === 'unarchive' ? 'unarchive' : 'delete');

/** Restoring and deleting archived members; after success the archive and the member lists are cleared and the change announced. */
export function useArchiveWrites(): typeof ARCHIVE_WRITES {
  return useWritesClearing(ARCHIVE_KEYS, ARCHIVE_WRITES, announceArchiveWrite);
}
