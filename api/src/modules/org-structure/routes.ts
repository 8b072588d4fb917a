import type { FastifyInstance } from 'fastify';
import {
  addMembersToOrgUnitEndpoint,
  assignMembersToGroupEndpoint,
  assignMembersToLocationEndpoint,
  copyMemberAssignmentsEndpoint,
  createLocationEndpoint,
  createMemberGroupEndpoint,
  createOrgUnitEndpoint,
  deleteLocationsEndpoint,
  deleteMemberGroupEndpoint,
  deleteOrgUnitEndpoint,
  locationDetailEndpoint,
  locationListEndpoint,
  locationMemberListEndpoint,
  memberGroupDetailsEndpoint,
  memberGroupListEndpoint,
  memberGroupMemberListEndpoint,
  orgUnitDetailEndpoint,
  orgUnitListEndpoint,
  orgUnitMemberListEndpoint,
  removeMembersFromGroupEndpoint,
  removeMembersFromLocationEndpoint,
  removeMembersFromOrgUnitEndpoint,
  updateLocationEndpoint,
  updateMemberGroupEndpoint,
  updateOrgUnitEndpoint,
} from '@compliance/shared-contracts';
import { requireSession } from '../../plugins/client-scope';
import { registerEndpoint, SUCCESS } from '../../route';
import { registerMemberLinkEndpoints } from './member-links';
import {
  copyMemberAssignments,
  deleteLocations,
  deleteMemberGroups,
  deleteOrgUnit,
  listLocations,
  listMemberGroups,
  listOrgUnits,
  locationWrites,
  memberGroupWrites,
  orgUnitWrites,
  LOCATION,
  MEMBER_GROUP,
  ORG_UNIT,
  readLocationInScope,
  readMemberGroupInScope,
  readOrgUnitInScope,
} from './service';

/** Org units, locations and member groups (docs/product.md §7); the work is in service.ts. */
export async function orgStructureRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, orgUnitListEndpoint, (request) => listOrgUnits(app.db, requireSession(request), request.body));
  registerEndpoint(app, orgUnitDetailEndpoint, (request) => readOrgUnitInScope(app.db, requireSession(request), request.body.uuid));
  registerEndpoint(app, createOrgUnitEndpoint, async (request) => ({
    success: true as const,
    uuid: await orgUnitWrites.create(app.db, requireSession(request), request.body),
  }));
  registerEndpoint(app, updateOrgUnitEndpoint, async (request) => {
    const { uuid, ...fields } = request.body;
    await orgUnitWrites.update(app.db, requireSession(request), uuid, fields);
    return SUCCESS;
  });
  registerEndpoint(app, deleteOrgUnitEndpoint, async (request) => {
    await deleteOrgUnit(app.db, requireSession(request), request.body.uuid);
    return SUCCESS;
  });
  registerEndpoint(app, copyMemberAssignmentsEndpoint, async (request) => ({
    success: true as const,
    copied: await copyMemberAssignments(app.db, requireSession(request), request.body),
  }));
  registerMemberLinkEndpoints(app, ORG_UNIT, {
    list: orgUnitMemberListEndpoint,
    assign: addMembersToOrgUnitEndpoint,
    remove: removeMembersFromOrgUnitEndpoint,
  });

  registerEndpoint(app, locationListEndpoint, (request) => listLocations(app.db, requireSession(request), request.body));
  registerEndpoint(app, locationDetailEndpoint, (request) => readLocationInScope(app.db, requireSession(request), request.body.uuid));
  registerEndpoint(app, createLocationEndpoint, async (request) => ({
    success: true as const,
    uuid: await locationWrites.create(app.db, requireSession(request), request.body),
  }));
  registerEndpoint(app, updateLocationEndpoint, async (request) => {
    const { uuid, ...fields } = request.body;
    await locationWrites.update(app.db, requireSession(request), uuid, fields);
    return SUCCESS;
  });
  registerEndpoint(app, deleteLocationsEndpoint, async (request) => {
    await deleteLocations(app.db, requireSession(request), request.body.uuids);
    return SUCCESS;
  });
  registerMemberLinkEndpoints(app, LOCATION, {
    list: locationMemberListEndpoint,
    assign: assignMembersToLocationEndpoint,
    remove: removeMembersFromLocationEndpoint,
  });

  registerEndpoint(app, memberGroupListEndpoint, (request) => listMemberGroups(app.db, requireSession(request), request.body));
  registerEndpoint(app, memberGroupDetailsEndpoint, (request) =>
    readMemberGroupInScope(app.db, requireSession(request), request.body.uuid),
  );
  registerEndpoint(app, createMemberGroupEndpoint, async (request) => ({
    success: true as const,
    uuid: await memberGroupWrites.create(app.db, requireSession(request), request.body),
  }));
  registerEndpoint(app, updateMemberGroupEndpoint, async (request) => {
    const { uuid, ...fields } = request.body;
    await memberGroupWrites.update(app.db, requireSession(request), uuid, fields);
    return SUCCESS;
  });
  registerEndpoint(app, deleteMemberGroupEndpoint, async (request) => {
    await deleteMemberGroups(app.db, requireSession(request), request.body.uuids);
    return SUCCESS;
  });
  registerMemberLinkEndpoints(app, MEMBER_GROUP, {
    list: memberGroupMemberListEndpoint,
    assign: assignMembersToGroupEndpoint,
    remove: removeMembersFromGroupEndpoint,
  });
}
