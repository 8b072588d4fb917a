// The archive feature's data (docs/adding-an-area.md §4): the archived members' list and the
// writes on it, which clear that list and announce the change.
import { useCallback, useMemo } from 'react';
import { archivedMemberListEndpoint, deleteArchivedMembersEndpoint, unarchiveMembersEndpoint } from '@compliance/shared-contracts/browser';
import { apiRequest } from '@compliance/shared-ui';
import { serverList, useInvalidateLists } from '@compliance/shared-ui/table';
import { useMembersChanged, type MembersChangeReason } from '../members/api';

/** The list of the archived members: the page renders it, a link to the page prefetches it. */
export const ARCHIVED_MEMBER_LIST = serverList(archivedMemberListEndpoint, 'company-archived-members', { sortBy: 'archivedAt', sortDirection: 'desc' });

/** Restoring and deleting archived members; after success the archive and the member lists are cleared and the change announced. */
export function useArchiveWrites() {
  const invalidateArchive = useInvalidateLists([ARCHIVED_MEMBER_LIST.cacheKey]);
  const membersChanged = useMembersChanged();
  const changed = useCallback(
    (reason: MembersChangeReason) => Promise.all([invalidateArchive(), membersChanged(reason)]),
    [invalidateArchive, membersChanged],
  );
  return useMemo(
    () => ({
      unarchive: async (uuids: string[]) => {
        const answer = await apiRequest(unarchiveMembersEndpoint, { body: { uuids }, handledStatuses: [400] });
        void changed('unarchive');
        return answer;
      },
      remove: async (uuids: string[]) => {
        const answer = await apiRequest(deleteArchivedMembersEndpoint, { body: { uuids }, handledStatuses: [400] });
        void changed('delete');
        return answer;
      },
    }),
    [changed],
  );
}
