// The org units feature's data (docs/adding-an-area.md §4).
import useSWR from 'swr';
import {
  copyMemberAssignmentsEndpoint,
  createOrgUnitEndpoint,
  deleteOrgUnitEndpoint,
  orgUnitDetailEndpoint,
  orgUnitListEndpoint,
  updateOrgUnitEndpoint,
} from '@compliance/shared-contracts/browser';
import { formWrite } from '@compliance/shared-ui';
import { serverList } from '@compliance/shared-ui/table';
import { entityData } from '../common/entity-data';
import { MEMBER_KEYS, announceMembersChanged } from '../members/api';

/**
 * The org units: list, details and writes. Creating a unit (a default unit takes every member) and
 * copying assignments change members' units, so the writes clear the member lists too and those
 * two announce 'members:changed'.
 */
export const ORG_UNITS = entityData(
  serverList(orgUnitListEndpoint, 'company-org-units', { sortBy: 'orgUnitName', sortDirection: 'asc' }),
  orgUnitDetailEndpoint,
  {
    create: formWrite(createOrgUnitEndpoint),
    update: formWrite(updateOrgUnitEndpoint),
    remove: formWrite(deleteOrgUnitEndpoint),
    copyAssignments: formWrite(copyMemberAssignmentsEndpoint),
  },
  {
    alsoClears: MEMBER_KEYS,
    after: (write) => (write === 'create' || write === 'copyAssignments' ? announceMembersChanged('update') : undefined),
  },
);

/** An org unit's details through the cache the details page fills too; nothing while `uuid` is null. */
export function useOrgUnit(uuid: string | null) {
  return useSWR(uuid ? [ORG_UNITS.detailsKey, uuid] : null, ([, id]: readonly [string, string]) => ORG_UNITS.fetchDetails(id), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
