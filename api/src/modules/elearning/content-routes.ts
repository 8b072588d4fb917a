import type { FastifyInstance } from 'fastify';
import { ELEARNING_CONTENT_PREFIX, PERMISSIONS } from '@compliance/shared-contracts';
import { requireSession } from '../../plugins/client-scope';
import { assertAccess } from '../../route';
import { readContent } from './executions';

/**
 * The policy of course content: SCORM content brings its own scripts (often inline, some using
 * eval) and media, and must reach the player's API object in the parent frame, so it runs on
 * this origin; it may load nothing from elsewhere, be framed only by the dashboard, and post no form.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

const CONTENT_ACCESS = {
  access: { kind: 'session', permissions: [PERMISSIONS.elearning.execute] },
  featureFlag: 'elearnings',
} as const;

/**
 * GET /content/elearning/{executionUuid}/{file}: the files of a course, served per attempt to the
 * member taking it, on a path of its own outside /api (it is content, not a call of the API).
 */
export async function elearningContentRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { executionUuid: string; '*': string } }>(`${ELEARNING_CONTENT_PREFIX}/:executionUuid/*`, async (request, reply) => {
    await assertAccess(request, CONTENT_ACCESS);
    const file = await readContent(app.db, requireSession(request), request.params.executionUuid, request.params['*']);
    return (
      reply
        .header('content-type', file.mimeType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', CONTENT_SECURITY_POLICY)
        // An attempt keeps its package: its files never change under the same address.
        .header('cache-control', 'private, max-age=3600')
        .send(Buffer.from(file.content))
    );
  });
}
