import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { healthMetricsEndpoint } from '@compliance/shared-contracts';
import { ApiError, unauthenticated } from '../../errors';
import { registerEndpoint } from '../../route';

/** The label of requests no route matched: their raw URLs would make a series of every typo and probe. */
const UNMATCHED_ROUTE = 'unmatched';

/** Request durations in seconds: from a heartbeat's milliseconds to an export's half minute. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Whether the request's `Authorization` is `Bearer <token>`, compared in constant time. */
export function bearerTokenMatches(authorization: string | undefined, token: string): boolean {
  const sent = /^Bearer +(\S+)$/i.exec(authorization ?? '')?.[1] ?? '';
  // Digests of both, so the comparison takes as long whatever the lengths (timingSafeEqual
  // itself refuses buffers of different lengths, which would tell the token's length).
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(token));
}

/**
 * `GET /api/metrics` (docs/operations.md, "Metrics"): the process's default metrics (event-loop
 * lag among them) and a request duration histogram, on a registry of this app's own, so several
 * apps in one process (the tests) do not clash over the global one. The route is always there,
 * as its contract is; without METRICS_TOKEN it answers 404 and nothing is measured, so an
 * instance that nobody scrapes pays no hook on its requests. Labels carry the route pattern,
 * never the URL: no ids, no tenant.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const token = app.config.metricsToken;
  if (!token) {
    registerEndpoint(app, healthMetricsEndpoint, () => {
      throw new ApiError(404, 'Dashboard.NotFound');
    });
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  // A callback hook: an async one costs every request a promise's turn.
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    requestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });

  registerEndpoint(app, healthMetricsEndpoint, async (request, reply) => {
    if (!bearerTokenMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw unauthenticated();
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});
