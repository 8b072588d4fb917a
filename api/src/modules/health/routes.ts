import type { FastifyInstance } from 'fastify';
import { healthLiveEndpoint, healthReadyEndpoint, type HealthReady } from '@compliance/shared-contracts';
import { migrationState } from '../../db';
import { ApiError } from '../../errors';
import { registerEndpoint } from '../../route';

/**
 * Liveness and readiness (docs/operations.md). Live answers from the event loop alone, so a
 * database outage does not get a healthy process restarted; ready asks the database, so a load
 * balancer sends no traffic to an instance that cannot serve it.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, healthLiveEndpoint, async () => ({ status: 'live' as const }));
  registerEndpoint(app, healthReadyEndpoint, async (request): Promise<HealthReady> => {
    // Draining (plugins/drain.ts): the load balancer sends the next requests elsewhere.
    if (app.shuttingDown) throw new ApiError(503, 'Dashboard.Unavailable');
    let migrations: { applied: number; pending: number };
    try {
      migrations = await migrationState(app.db);
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: the database does not answer');
      throw new ApiError(503, 'Dashboard.Unavailable');
    }
    if (migrations.pending > 0) {
      request.log.warn({ pending: migrations.pending }, 'not ready: migrations pending');
      throw new ApiError(503, 'Dashboard.Unavailable');
    }
    return {
      status: 'ready',
      database: 'reachable',
      migrations: { applied: migrations.applied, pending: 0 },
      scheduler: app.schedulerRunning ? 'running' : 'off',
    };
  });
}
