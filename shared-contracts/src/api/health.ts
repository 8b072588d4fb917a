import { z } from 'zod';
import { defineEndpoint } from './endpoint';

// Health for operators, load balancers and uptime monitors (docs/operations.md): no session, no
// client's data, no rate limit.

export const healthLiveEndpoint = defineEndpoint({
  id: 'health.live',
  method: 'GET',
  path: '/api/health/live',
  summary: 'The process is up and its event loop answers; a restart is due when it does not.',
  tag: 'health',
  access: { kind: 'public' },
  response: z.object({ status: z.literal('live') }),
  loader: 'none',
});

/**
 * What a ready instance reports: its database answers, every migration is applied, and whether its
 * scheduler runs. Nothing names the software behind it: anyone may ask.
 */
export const healthReadySchema = z.object({
  status: z.literal('ready'),
  database: z.literal('reachable'),
  migrations: z.object({ applied: z.number().int().min(0), pending: z.literal(0) }),
  /** running: this instance runs the scheduled jobs' ticks; off: it was started without them. */
  scheduler: z.enum(['running', 'off']),
});
export type HealthReady = z.infer<typeof healthReadySchema>;

export const healthReadyEndpoint = defineEndpoint({
  id: 'health.ready',
  method: 'GET',
  path: '/api/health/ready',
  summary:
    'Ready for traffic: the database answers and every migration is applied. 503 Dashboard.Unavailable otherwise (and while the server shuts down).',
  tag: 'health',
  access: { kind: 'public' },
  response: healthReadySchema,
  loader: 'none',
});

/**
 * Metrics for an operator's Prometheus (docs/operations.md, "Metrics"). No session: the scraper
 * sends `Authorization: Bearer <METRICS_TOKEN>`; without METRICS_TOKEN set the server answers 404
 * as for any unknown path. The answer is Prometheus text, not JSON, so the contract has no schema.
 */
export const healthMetricsEndpoint = defineEndpoint({
  id: 'health.metrics',
  method: 'GET',
  path: '/api/metrics',
  summary:
    'Prometheus text: process metrics, event-loop lag and request durations by method, route pattern and status. Needs Authorization: Bearer METRICS_TOKEN (401 otherwise); 404 while METRICS_TOKEN is unset.',
  tag: 'health',
  access: { kind: 'public' },
  loader: 'none',
});
