import type { FastifyInstance } from 'fastify';
import { COMMON_TRANSLATIONS, loadLicenseeConfigEndpoint, translationsEndpoint } from '@compliance/shared-contracts';
import { readLicenseeConfig } from '../../lib/licensee-config';
import { registerEndpoint } from '../../route';

/** Start-up endpoints read before sign-in: licensee configuration, translations. */
export async function bootstrapRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, loadLicenseeConfigEndpoint, (request) => readLicenseeConfig(app.db, request));

  registerEndpoint(app, translationsEndpoint, async (request, reply) => {
    const language = request.params.file.replace(/\.json$/, '') as keyof typeof COMMON_TRANSLATIONS;
    reply.header('cache-control', 'public, max-age=300');
    return COMMON_TRANSLATIONS[language];
  });
}
