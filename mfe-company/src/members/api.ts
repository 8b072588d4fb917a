// The members feature's data (docs/adding-an-area.md §4): the list and details it reads, their
// cache keys, and the writes, each of which clears what it changed and tells other areas.
import { useCallback } from 'react';
import {
  addMembersToOrgUnitEndpoint,
  archiveMembersEndpoint,
  checkUsernameEndpoint,
  createMemberEndpoint,
  memberDetailsEndpoint,
  memberListEndpoint,
  memberOrgUnitListEndpoint,
  removeMembersFromOrgUnitEndpoint,
  resetMemberPasswordEndpoint,
  updateMemberDetailsEndpoint,
  type EventMap,
  type MemberListRow,
  type MemberOrgUnit,
} from '@compliance/shared-contracts/browser';
import { apiRequest, eventBus, formWrite } from '@compliance/shared-ui';
import {
  fetchListPage,
  serverList,
  useDetailsOf,
  useInvalidateLists,
  useServerTable,
  useWritesClearing,
  type ListPage,
  type ServerTable,
  type TableQuery,
} from '@compliance/shared-ui/table';

/** An identical member-list query is answered from the cache for 2 minutes (docs/product.md §4, §9). */
export const MEMBER_LIST_CACHE_MS = 2 * 60 * 1000;

/** The active members: the page renders the list, a link to the page prefetches it. */
export const MEMBER_LIST = serverList(
  memberListEndpoint,
  'company-members',
  { sortBy: 'lastName', sortDirection: 'asc' },
  MEMBER_LIST_CACHE_MS,
);

/** The member list's table: server paging, sorting and filters through the 2-minute cache. */
export function useMemberListTable(): ServerTable<MemberListRow> {
  return useServerTable(MEMBER_LIST);
}

/** The first part of a member's details key; the uuid is the second (DetailsPage). */
export const MEMBER_DETAILS_KEY = memberDetailsEndpoint.path;

/** One member's details. */
const fetchMember = (uuid: string) => apiRequest(memberDetailsEndpoint, { body: { uuid } });

/** A member's details through the cache the member writes clear. */
export const useMember = (uuid: string) => useDetailsOf(MEMBER_DETAILS_KEY, fetchMember, uuid);

/** The org units one member belongs to: a list of its own per member. */
export function memberOrgUnitList(memberUuid: string): {
  cacheKey: string;
  fetchPage: (query: TableQuery) => Promise<ListPage<MemberOrgUnit>>;
} {
  return {
    cacheKey: `${memberOrgUnitListEndpoint.path}#${memberUuid}`,
    fetchPage: (query) => fetchListPage(memberOrgUnitListEndpoint, query, { uuid: memberUuid }),
  };
}

/** What a change of members makes stale: the member lists and any member's cached details. */
export const MEMBER_KEYS = [MEMBER_LIST.cacheKey, MEMBER_DETAILS_KEY];

/** Whether a username is taken already (asked while a new member's username is typed). */
export const fetchUsernameTaken = (username: string): Promise<boolean> =>
  apiRequest(checkUsernameEndpoint, { body: { username, forNewMember: true } }).then(({ usernameExists }) => usernameExists);

/** Why members changed, as the 'members:changed' event says it. */
export type MembersChangeReason = EventMap['members:changed']['reason'];

/** Tells the other areas that members changed (the 'members:changed' event). */
export const announceMembersChanged = (reason: MembersChangeReason): void => eventBus.emit('members:changed', { reason });

/**
 * For a write outside this file's that changes members (the members tab of an org unit, group or
 * location): clears the cached member lists (docs/product.md §4 says which writes must)
 * and details, and announces 'members:changed'.
 */
export function useMembersChanged(): (reason: MembersChangeReason) => Promise<unknown> {
  const invalidate = useInvalidateLists(MEMBER_KEYS);
  return useCallback(
    (reason: MembersChangeReason) => {
      announceMembersChanged(reason);
      return invalidate();
    },
    [invalidate],
  );
}

const MEMBER_WRITES = {
  create: formWrite(createMemberEndpoint),
  update: formWrite(updateMemberDetailsEndpoint),
  archive: (uuids: string[]) => apiRequest(archiveMembersEndpoint, { body: { uuids }, handledStatuses: [400] }),
  // The API assigns members to one org unit per call: adding to several units is one call each.
  addToOrgUnits: (memberUuid: string, orgUnitUuids: readonly string[]) =>
    Promise.all(
      orgUnitUuids.map((uuid) =>
        apiRequest(addMembersToOrgUnitEndpoint, { body: { uuid, memberUuids: [memberUuid] }, handledStatuses: [400] }),
      ),
    ),
  removeFromOrgUnits: (memberUuid: string, orgUnitUuids: readonly string[]) =>
    Promise.all(
      orgUnitUuids.map((uuid) =>
        apiRequest(removeMembersFromOrgUnitEndpoint, { body: { uuid, memberUuids: [memberUuid] }, handledStatuses: [400] }),
      ),
    ),
};

const REASON_OF_WRITE: Readonly<Record<keyof typeof MEMBER_WRITES, MembersChangeReason>> = {
  create: 'create',
  update: 'update',
  archive: 'archive',
  addToOrgUnits: 'update',
  removeFromOrgUnits: 'update',
};
const announceMemberWrite = (write: keyof typeof MEMBER_WRITES) => announceMembersChanged(REASON_OF_WRITE[write]);

/** A new initial password changes no list: it is not among the writes that clear. */
export const resetMemberPassword = (uuid: string) => apiRequest(resetMemberPasswordEndpoint, { body: { uuid }, handledStatuses: [400] });

/** The members' writes; after success the member lists and details are cleared and the change announced. */
export function useMemberWrites(): typeof MEMBER_WRITES {
  return useWritesClearing(MEMBER_KEYS, MEMBER_WRITES, announceMemberWrite);
}
