import type { FastifyInstance } from 'fastify';
import { COMMON_TRANSLATIONS, loadLicenseeConfigEndpoint, memberStateEndpoint, translationsEndpoint } from '@compliance/shared-contracts';
import { readLicenseeConfig } from '../../lib/licensee-config';
import { requireSession } from '../../plugins/client-scope';
import { registerEndpoint } from '../../route';
import { readMemberState } from './member-state';

/**
 * What the shell reads to start (the start-up contracts): the licensee configuration and
 * translations before sign-in, the member's state after it.
 */
export async function startupRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, loadLicenseeConfigEndpoint, (request) => readLicenseeConfig(app.db, request));

  registerEndpoint(app, translationsEndpoint, async (request, reply) => {
    const language = request.params.file.replace(/\.json$/, '') as keyof typeof COMMON_TRANSLATIONS;
    reply.header('cache-control', 'public, max-age=300');
    return COMMON_TRANSLATIONS[language];
  });

  registerEndpoint(app, memberStateEndpoint, async (request) => readMemberState(app.db, requireSession(request)));
}
