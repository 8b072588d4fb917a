import type { FastifyInstance } from 'fastify';
import { readAttentionOverviewEndpoint } from '@compliance/shared-contracts';
import { requestLanguage } from '../../lib/language';
import { requireSession } from '../../plugins/client-scope';
import { registerEndpoint } from '../../route';
import { readAttentionOverview } from './service';

/** The admins' overview (docs/areas/start.md); the work is in service.ts. */
export async function attentionRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, readAttentionOverviewEndpoint, (request) =>
    readAttentionOverview(app.db, requireSession(request), requestLanguage(request)),
  );
}
