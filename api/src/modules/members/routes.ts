import type { FastifyInstance } from 'fastify';
import {
  archivedMemberListEndpoint,
  archiveMembersEndpoint,
  createMemberEndpoint,
  deleteArchivedMembersEndpoint,
  memberDetailsEndpoint,
  memberListEndpoint,
  memberOrgUnitListEndpoint,
  resetMemberPasswordEndpoint,
  unarchiveMembersEndpoint,
  updateMemberDetailsEndpoint,
} from '@compliance/shared-contracts';
import { requireSession } from '../../plugins/client-scope';
import { registerEndpoint, SUCCESS } from '../../route';
import { createResetToken } from '../../lib/password-reset';
import {
  archiveMembers,
  createMember,
  deleteArchived,
  listArchivedMembers,
  listMembersInReach,
  listOrgUnitsOfMember,
  readMember,
  resetMemberPassword,
  unarchiveMembers,
  updateMemberDetails,
} from './service';

/** Members, the archive and a member's org units (docs/product.md §7 "Company and members"); the work is in service.ts. */
export async function membersRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, memberListEndpoint, (request) => listMembersInReach(app.db, requireSession(request), request.body));
  registerEndpoint(app, createMemberEndpoint, async (request) => ({
    success: true as const,
    uuid: await createMember(app.db, requireSession(request), request.body),
  }));
  registerEndpoint(app, memberDetailsEndpoint, (request) => readMember(app.db, requireSession(request), request.body.uuid));
  registerEndpoint(app, updateMemberDetailsEndpoint, async (request) => {
    await updateMemberDetails(app.db, requireSession(request), request.body);
    return SUCCESS;
  });
  registerEndpoint(app, archiveMembersEndpoint, async (request) => {
    await archiveMembers(app.db, requireSession(request), request.body.uuids);
    return SUCCESS;
  });
  registerEndpoint(app, archivedMemberListEndpoint, (request) => listArchivedMembers(app.db, requireSession(request), request.body));
  registerEndpoint(app, unarchiveMembersEndpoint, async (request) => {
    await unarchiveMembers(app.db, requireSession(request), request.body.uuids);
    return SUCCESS;
  });
  registerEndpoint(app, deleteArchivedMembersEndpoint, async (request) => {
    await deleteArchived(app.db, requireSession(request), request.body.uuids);
    return SUCCESS;
  });
  registerEndpoint(app, resetMemberPasswordEndpoint, async (request) => {
    await resetMemberPassword(app.db, requireSession(request), request.body.uuid, (account) => createResetToken(app, request, account));
    return SUCCESS;
  });
  registerEndpoint(app, memberOrgUnitListEndpoint, (request) =>
    listOrgUnitsOfMember(app.db, requireSession(request), request.body.uuid, request.body),
  );
}
