import { memberListEndpoint, type MemberListRow } from '@compliance/shared-contracts/browser';
import type { TableQuery } from '@compliance/shared-ui/table';
import { fetchListPage, useInvalidateLists, useServerTable, type ServerTable } from '../common/server-table';

/** An identical member-list query is answered from the cache for 2 minutes (SPEC.md §4, §9). */
export const MEMBER_LIST_CACHE_MS = 2 * 60 * 1000;

/** Cache key of every member-list page. */
export const MEMBER_LIST_CACHE_KEY = memberListEndpoint.path;

function fetchMemberPage(query: TableQuery) {
  return fetchListPage(memberListEndpoint, query);
}

/** The member list's table: server paging, sorting and filters through the 2-minute cache. */
export function useMemberListTable(): ServerTable<MemberListRow> {
  return useServerTable({ cacheKey: MEMBER_LIST_CACHE_KEY, fetchPage: fetchMemberPage, cacheMs: MEMBER_LIST_CACHE_MS });
}

/** Clears the cached member lists; call after create, archive, unarchive, update or import (SPEC.md §4). */
export function useInvalidateMemberLists(): () => Promise<unknown> {
  return useInvalidateLists([MEMBER_LIST_CACHE_KEY]);
}
