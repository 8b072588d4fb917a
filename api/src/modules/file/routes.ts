import type { FastifyInstance } from 'fastify';
import { fileEndpoint } from '@compliance/shared-contracts';
import { ApiError } from '../../errors';
import { resolveLicensee } from '../../plugins/client-scope';
import { registerEndpoint } from '../../route';
import { sql, sqlRow } from '../../lib/sql';

/** Files everyone may see before sign-in: the licensee's logo and mood image. */
const PUBLIC_CONTEXTS = new Set(['licensee']);

/** GET /api/file/{context}/{type}/{uuid}/{filename}, scoped by licensee or by the session's client. */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, fileEndpoint, async (request, reply) => {
    const { context, type, uuid, filename } = request.params;
    const file = await sqlRow<{ licensee_id: string; client_id: string | null; mime_type: string; content: Uint8Array }>(
      app.db,
      sql`SELECT licensee_id, client_id, mime_type, content FROM file
        WHERE id = ${uuid} AND context = ${context} AND type = ${type} AND filename = ${filename}`,
    );
    if (PUBLIC_CONTEXTS.has(context)) {
      const licensee = await resolveLicensee(app.db, request);
      if (!file || file.licensee_id !== licensee.id) throw new ApiError(404, 'File.NotFound');
    } else {
      if (!request.session) throw new ApiError(401, 'Auth.Unauthenticated');
      // Another client's file answers exactly like a missing one.
      if (!file || file.client_id !== request.session.clientId) throw new ApiError(404, 'File.NotFound');
    }
    return reply
      .header('content-type', file.mime_type)
      .header('content-disposition', `inline; filename="${filename.replace(/["\\]/g, '_')}"`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('cache-control', PUBLIC_CONTEXTS.has(context) ? 'public, max-age=3600' : 'private, no-store')
      .send(Buffer.from(file.content));
  });
}
