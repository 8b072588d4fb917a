import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { importMemberCsvEndpoint, MEMBER_IMPORT_MAX_BYTES, uploadMemberCsvEndpoint } from '@compliance/shared-contracts';
import { assertUploadRequest } from '../../lib/upload-form';
import { requireSession } from '../../plugins/client-scope';
import { registerEndpoint } from '../../route';
import { sendInvitations } from '../../lib/invitations';
import { checkUpload, importMembers } from './service';
import { receiveUpload } from './upload';

/** Member CSV import of docs/product.md §2/§7: upload and check, then import in one transaction; the work is in service.ts. */
export async function memberImportRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MEMBER_IMPORT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 } });

  registerEndpoint(app, uploadMemberCsvEndpoint, async (request) => {
    const session = requireSession(request);
    assertUploadRequest(request as unknown as FastifyRequest, MEMBER_IMPORT_MAX_BYTES, 'MemberImport.CsvNotProcessable');
    return checkUpload(app.db, session, await receiveUpload(request as unknown as FastifyRequest, session));
  });

  registerEndpoint(app, importMemberCsvEndpoint, async (request) => {
    const session = requireSession(request);
    const { importUuid } = request.body;
    const result = await importMembers(app.db, session, request.body, (written) =>
      request.log.info({ importUuid, written }, 'member import: rows written'),
    );
    const sent = await sendInvitations(app, request as unknown as FastifyRequest, session.clientId, result.invitations);
    return { success: true as const, imported: result.imported, invitationsSent: sent };
  });
}
