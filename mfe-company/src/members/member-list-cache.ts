import { memberListEndpoint, type MemberListRow } from '@compliance/shared-contracts/browser';
import { serverList, useInvalidateLists, useServerTable, type ServerTable } from '@compliance/shared-ui/table';

/** An identical member-list query is answered from the cache for 2 minutes (docs/product.md §4, §9). */
export const MEMBER_LIST_CACHE_MS = 2 * 60 * 1000;

/** The active members: the page renders the list, a link to the page prefetches it. */
export const MEMBER_LIST = serverList(memberListEndpoint, 'company-members', { sortBy: 'lastName', sortDirection: 'asc' }, MEMBER_LIST_CACHE_MS);

/** The member list's table: server paging, sorting and filters through the 2-minute cache. */
export function useMemberListTable(): ServerTable<MemberListRow> {
  return useServerTable(MEMBER_LIST);
}

/** Clears the cached member lists; call after create, archive, unarchive, update or import (docs/product.md §4). */
export function useInvalidateMemberLists(): () => Promise<unknown> {
  return useInvalidateLists([MEMBER_LIST.cacheKey]);
}
