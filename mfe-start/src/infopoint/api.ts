// The infopoint's data (docs/adding-an-area.md §4): the client's locations with their coverage, and
// one location's responsible persons and member groups. Nothing here is written.
import useSWR from 'swr';
import { readInfopointLocationListEndpoint, readInfopointMemberGroupsEndpoint } from '@compliance/shared-contracts/browser';
import { apiRequest } from '@compliance/shared-ui';

const fetchLocations = () => apiRequest(readInfopointLocationListEndpoint, {});

/** Every location of the client, the member's own first. */
export const useInfopointLocations = () => useSWR(readInfopointLocationListEndpoint.path, fetchLocations);

// An address with a location that is not there (mistyped, or gone) is the page's to say, not a toast's.
const fetchLocation = ([, locationUuid]: readonly [string, string]) =>
  apiRequest(readInfopointMemberGroupsEndpoint, { body: { locationUuid }, handledStatuses: [400, 404] });

/** One location with its responsible persons and the groups to turn to there. */
export const useInfopointLocation = (locationUuid: string) =>
  useSWR([readInfopointMemberGroupsEndpoint.path, locationUuid] as const, fetchLocation);
