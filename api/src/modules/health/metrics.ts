import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { healthMetricsEndpoint } from '@compliance/shared-contracts';
import type { Database, Queryable } from '../../db';
import { ApiError, unauthenticated } from '../../errors';
import { sql, sqlRows } from '../../lib/sql';
import { registerEndpoint } from '../../route';

/** The label of requests no route matched: their raw URLs would make a series of every typo and probe. */
const UNMATCHED_ROUTE = 'unmatched';

/** Request durations in seconds: from a heartbeat's milliseconds to an export's half minute. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Statement durations in seconds: from an index lookup's millisecond to a long report's seconds. */
const QUERY_DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

/** Whether the request's `Authorization` is `Bearer <token>`, compared in constant time. */
export function bearerTokenMatches(authorization: string | undefined, token: string): boolean {
  const sent = /^Bearer +(\S+)$/i.exec(authorization ?? '')?.[1] ?? '';
  // Digests of both, so the comparison takes as long whatever the lengths (timingSafeEqual
  // itself refuses buffers of different lengths, which would tell the token's length).
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(token));
}

/**
 * What the database holds for every instance alike, counted when Prometheus scrapes: the sessions
 * not yet expired by kind, and the mails queued or given up (mail_queue keeps those for the operator).
 */
function countedAtScrape(registry: Registry, db: Queryable): void {
  new Gauge({
    name: 'dashboard_sessions_active',
    help: 'Sessions not yet expired, by kind (member, advisor, licensee), across all instances.',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      const rows = await sqlRows<{ kind: string; count: number }>(
        db,
        sql`SELECT kind, count(*)::int AS count FROM session WHERE expires_at > now() AND absolute_expires_at > now() GROUP BY kind`,
      );
      for (const kind of ['member', 'advisor', 'licensee']) this.set({ kind }, rows.find((row) => row.kind === kind)?.count ?? 0);
    },
  });
  new Gauge({
    name: 'dashboard_mail_queue_length',
    help: 'Mails in the queue: waiting to be sent (or retried), and given up after too many failures.',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const [row] = await sqlRows<{ waiting: number; givenUp: number }>(
        db,
        sql`SELECT count(*) FILTER (WHERE given_up_at IS NULL)::int AS waiting,
                   count(*) FILTER (WHERE given_up_at IS NOT NULL)::int AS "givenUp"
              FROM mail_queue`,
      );
      this.set({ state: 'waiting' }, row?.waiting ?? 0);
      this.set({ state: 'given-up' }, row?.givenUp ?? 0);
    },
  });
}

/**
 * This instance's statements and, on PostgreSQL, its connection pool: a pool with requests
 * waiting is the first sign that the database, not the server, limits the answers.
 */
function databaseMetrics(registry: Registry, db: Database): () => void {
  const queryDuration = new Histogram({
    name: 'dashboard_db_query_duration_seconds',
    help: 'Time from a statement sent to its rows read, by outcome (ok, failed).',
    labelNames: ['outcome'] as const,
    buckets: QUERY_DURATION_BUCKETS,
    registers: [registry],
  });
  if (db.poolState() !== undefined) {
    new Gauge({
      name: 'dashboard_db_pool_connections',
      help: "The connection pool's connections by state: open (total), idle, and requests waiting for one.",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const pool = db.poolState();
        if (!pool) return;
        this.set({ state: 'total' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });
  }
  return db.observeQueries((seconds, failed) => queryDuration.observe({ outcome: failed ? 'failed' : 'ok' }, seconds));
}

/**
 * `GET /api/metrics` (docs/operations.md, "Metrics"): the process's default metrics (event-loop
 * lag among them), request and statement duration histograms, the connection pool, scheduled job
 * runs, active sessions and the mail queue, on a registry of this app's own, so several
 * apps in one process (the tests) do not clash over the global one. The route is always there,
 * as its contract is; without METRICS_TOKEN it answers 404 and nothing is measured, so an
 * instance that nobody scrapes pays no hook on its requests. Labels carry the route pattern,
 * never the URL: no ids, no tenant.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const token = app.config.metricsToken;
  if (!token) {
    app.decorate('recordJobRun', () => undefined);
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
  const jobRuns = new Counter({
    name: 'dashboard_scheduled_job_runs_total',
    help: 'Scheduled jobs this instance ran, by job and outcome (ran, failed); a job not due is not counted.',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  app.decorate('recordJobRun', (job: string, outcome: 'ran' | 'failed') => jobRuns.inc({ job, outcome }));
  countedAtScrape(registry, app.db);
  const stopObserving = databaseMetrics(registry, app.db);
  app.addHook('onClose', (_instance, done) => {
    stopObserving();
    done();
  });

  // A callback hook: an async one costs every request a microtask.
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
