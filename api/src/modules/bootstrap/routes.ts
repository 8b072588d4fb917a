import type { FastifyInstance } from 'fastify';
import {
  COMMON_TRANSLATIONS,
  loadLicenseeConfigEndpoint,
  remotesEndpoint,
  translationsEndpoint,
} from '@compliance/shared-contracts';
import { currentRemotes } from '../../config';
import { readLicenseeConfig } from './licensee-config';
import { registerEndpoint } from '../../route';

/** Start-up endpoints read before sign-in: licensee configuration, translations, remote locations. */
export async function bootstrapRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, loadLicenseeConfigEndpoint, (request) => readLicenseeConfig(app.db, request));

  registerEndpoint(app, translationsEndpoint, async (request, reply) => {
    const language = request.params.file.replace(/\.json$/, '') as keyof typeof COMMON_TRANSLATIONS;
    reply.header('cache-control', 'public, max-age=300');
    return COMMON_TRANSLATIONS[language];
  });

  registerEndpoint(app, remotesEndpoint, async (_request, reply) => {
    // Remote locations are deploy-time data: never let a browser keep a stale copy.
    reply.header('cache-control', 'no-store');
    return currentRemotes(app.config);
  });
}
