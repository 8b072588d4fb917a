// The org units feature's data (docs/adding-an-area.md §4).
import {
  copyMemberAssignmentsEndpoint,
  createOrgUnitEndpoint,
  deleteOrgUnitEndpoint,
  orgUnitDetailEndpoint,
  orgUnitListEndpoint,
  updateOrgUnitEndpoint,
  type ListRequest,
} from '@compliance/shared-contracts/browser';
import { apiRequest, formWrite } from '@compliance/shared-ui';
import { firstPageBy, listSearch } from '@compliance/shared-ui/inputs';
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

/** Org units matching a search term, as typeahead options. */
export const searchOrgUnits = listSearch(orgUnitListEndpoint, 'orgUnitName', (unit) => ({ value: unit.uuid, label: unit.orgUnitName }));

/** The first `perPage` org units by name, quietly (no loading overlay). */
export const fetchOrgUnitsByName = (perPage: ListRequest['perPage']) =>
  apiRequest(orgUnitListEndpoint, { loaderId: null, body: firstPageBy('orgUnitName', perPage) });
