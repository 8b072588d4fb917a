import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { importMemberCsvEndpoint, MEMBER_IMPORT_MAX_BYTES, uploadMemberCsvEndpoint } from '@compliance/shared-contracts';
import { ApiError } from '../../errors';
import { requireSession } from '../../plugins/client-scope';
import { registerEndpoint } from '../../route';
import { sendInvitations } from './invitations';
import { checkUpload, importMembers } from './service';
import { receiveUpload } from './upload';

const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Member CSV import of docs/product.md §2/§7: upload and check, then import in one transaction; the work is in service.ts. */
export async function memberImportRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MEMBER_IMPORT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 } });

  registerEndpoint(app, uploadMemberCsvEndpoint, async (request) => {
    const session = requireSession(request);
    if (!request.isMultipart()) throw new ApiError(400, 'MemberImport.CsvNotProcessable');
    // A request that says it is larger than the file limit (plus room for the form around the
    // file) is refused before any of it is read or stored.
    if (Number(request.headers['content-length'] ?? 0) > MEMBER_IMPORT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES)
      throw new ApiError(413, 'File.TooLarge');
    return checkUpload(app.db, session, await receiveUpload(request as unknown as FastifyRequest, session));
  });

  registerEndpoint(app, importMemberCsvEndpoint, async (request) => {
    const session = requireSession(request);
    const { importUuid } = request.body;
    const result = await importMembers(app.db, session, request.body, (written) =>
      request.log.info({ importUuid, written }, 'member import: rows written'),
    );
    const sent = await sendInvitations(app, request as unknown as FastifyRequest, session, result.invitations);
    return { success: true as const, imported: result.imported, invitationsSent: sent };
  });
}
