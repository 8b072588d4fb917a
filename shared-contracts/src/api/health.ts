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
