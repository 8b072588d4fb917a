// The members of an org unit, a location or a member group (docs/adding-an-area.md §4): the
// page of the tab, its cache key, and the writes that add and remove members.
import {
  addMembersToOrgUnitEndpoint,
  assignMembersToGroupEndpoint,
  assignMembersToLocationEndpoint,
  locationMemberListEndpoint,
  memberGroupMemberListEndpoint,
  orgUnitMemberListEndpoint,
  removeMembersFromGroupEndpoint,
  removeMembersFromLocationEndpoint,
  removeMembersFromOrgUnitEndpoint,
  type EntityMemberRow,
} from '@compliance/shared-contracts/browser';
import { apiRequest } from '@compliance/shared-ui';
import { fetchListPage, type ListPage, type TableQuery } from '@compliance/shared-ui/table';

/** The endpoints behind one kind of entity's members tab. */
interface EntityMemberEndpoints {
  list: typeof orgUnitMemberListEndpoint | typeof locationMemberListEndpoint | typeof memberGroupMemberListEndpoint;
  assign: typeof addMembersToOrgUnitEndpoint | typeof assignMembersToLocationEndpoint | typeof assignMembersToGroupEndpoint;
  remove: typeof removeMembersFromOrgUnitEndpoint | typeof removeMembersFromLocationEndpoint | typeof removeMembersFromGroupEndpoint;
}

/** The members tabs of org units, locations and member groups. */
const ENTITY_MEMBER_ENDPOINTS = {
  orgUnit: { list: orgUnitMemberListEndpoint, assign: addMembersToOrgUnitEndpoint, remove: removeMembersFromOrgUnitEndpoint },
  location: { list: locationMemberListEndpoint, assign: assignMembersToLocationEndpoint, remove: removeMembersFromLocationEndpoint },
  memberGroup: { list: memberGroupMemberListEndpoint, assign: assignMembersToGroupEndpoint, remove: removeMembersFromGroupEndpoint },
} as const satisfies Record<string, EntityMemberEndpoints>;

/** Which entity's members: org unit, location or member group. */
export type MemberHolderKind = keyof typeof ENTITY_MEMBER_ENDPOINTS;

/** One entity's members: the tab's page fetcher and cache key, and the writes (400s are the tab's to show). */
export function entityMembers(kind: MemberHolderKind, uuid: string) {
  const endpoints: EntityMemberEndpoints = ENTITY_MEMBER_ENDPOINTS[kind];
  return {
    cacheKey: `${endpoints.list.path}#${uuid}`,
    fetchPage: (query: TableQuery): Promise<ListPage<EntityMemberRow>> => fetchListPage(endpoints.list, query, { uuid }),
    add: (memberUuids: string[]) => apiRequest(endpoints.assign, { body: { uuid, memberUuids }, handledStatuses: [400] }),
    remove: (memberUuids: string[]) => apiRequest(endpoints.remove, { body: { uuid, memberUuids }, handledStatuses: [400] }),
  };
}
