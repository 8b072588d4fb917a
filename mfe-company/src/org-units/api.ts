// The org units feature's data (docs/adding-an-area.md §4): writes that change members' units
// also clear the member lists and announce it.
import { useCallback, useMemo } from 'react';
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
import { serverList, useWritesClearing } from '@compliance/shared-ui/table';
import { entityData } from '../common/entity-data';
import { useMembersChanged } from '../members/api';

/** The org units: list, details and the writes that change only units (update, delete). */
export const ORG_UNITS = entityData(serverList(orgUnitListEndpoint, 'company-org-units', { sortBy: 'orgUnitName', sortDirection: 'asc' }), orgUnitDetailEndpoint, {
  update: formWrite(updateOrgUnitEndpoint),
  remove: formWrite(deleteOrgUnitEndpoint),
});

/** Writes that change members' units too: a default unit takes every member; copying adds the source's members. */
const MEMBERSHIP_WRITES = {
  create: formWrite(createOrgUnitEndpoint),
  copyAssignments: formWrite(copyMemberAssignmentsEndpoint),
};
const ORG_UNIT_KEYS = [ORG_UNITS.list.cacheKey, ORG_UNITS.detailsKey];

/** An org unit's details through the cache the details page fills too; nothing while `uuid` is null. */
export function useOrgUnit(uuid: string | null) {
  return useSWR(uuid ? [ORG_UNITS.detailsKey, uuid] : null, ([, id]: readonly [string, string]) => ORG_UNITS.fetchDetails(id), { revalidateOnFocus: false, shouldRetryOnError: false });
}

/** Every org-unit write; those that change members' units also clear the member lists and announce 'members:changed'. */
export function useOrgUnitWrites() {
  const membersChanged = useMembersChanged();
  const membersUpdated = useCallback(() => void membersChanged('update'), [membersChanged]);
  const unitWrites = ORG_UNITS.useWrites();
  const membershipWrites = useWritesClearing(ORG_UNIT_KEYS, MEMBERSHIP_WRITES, membersUpdated);
  return useMemo(() => ({ ...unitWrites, ...membershipWrites }), [unitWrites, membershipWrites]);
}
