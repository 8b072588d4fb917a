import type { FastifyInstance } from 'fastify';
import { fileEndpoint } from '@compliance/shared-contracts';
import { resolveLicensee } from '../../plugins/client-scope';
import { registerEndpoint } from '../../route';
import { isPublicContext, readVisibleFile } from './service';

/** GET /api/file/{context}/{type}/{uuid}/{filename}, scoped by licensee or by the session's client. */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, fileEndpoint, async (request, reply) => {
    const { context, filename } = request.params;
    const viewer = isPublicContext(context) ? { licenseeId: (await resolveLicensee(app.db, request)).id } : { session: request.session };
    const file = await readVisibleFile(app.db, { address: request.params, viewer });
    return reply
      .header('content-type', file.mimeType)
      .header('content-disposition', `inline; filename="${filename.replace(/["\\]/g, '_')}"`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('cache-control', isPublicContext(context) ? 'public, max-age=3600' : 'private, no-store')
      .send(Buffer.from(file.content));
  });
}
