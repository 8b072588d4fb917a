import type { FastifyInstance } from 'fastify';
import { fileEndpoint, readTemplateListEndpoint, TEMPLATE_FILE_CONTEXT, type EndpointContract } from '@compliance/shared-contracts';
import type { AnySessionContext, SessionContext } from '../../context';
import { resolveLicensee } from '../../plugins/client-scope';
import { assertAccess, registerEndpoint } from '../../route';
import { isPublicContext, readVisibleFile } from './service';

/**
 * Contexts whose files belong to an area: they are read under that area's rule (its permission
 * and the licensee's feature flag for the client), as the area's list is, so switching the area
 * off closes its files' addresses too.
 */
const AREA_OF_CONTEXT: Readonly<Record<string, Pick<EndpointContract, 'access' | 'featureFlag'>>> = {
  [TEMPLATE_FILE_CONTEXT]: readTemplateListEndpoint,
};

/** A client's session; none for a staff session of the back office, which sees no client's files. */
const clientSessionOf = (session: AnySessionContext | null): SessionContext | null => (session?.kind === 'licensee' ? null : session);

/** GET /api/file/{context}/{type}/{uuid}/{filename}, scoped by licensee or by the session's client. */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, fileEndpoint, async (request, reply) => {
    const { context, filename } = request.params;
    const area = AREA_OF_CONTEXT[context];
    if (area) await assertAccess(request, area);
    const viewer = isPublicContext(context)
      ? { licenseeId: (await resolveLicensee(app.db, request)).id }
      : { session: clientSessionOf(request.session) };
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
