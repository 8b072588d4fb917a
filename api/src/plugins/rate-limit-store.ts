import type { Database } from '../db';
import { sql, sqlRow } from '../lib/sql';
import { purgeJob } from '../scheduler/jobs';

/** What @fastify/rate-limit hands a store: the counts so far in the key's window and the window's rest (ms). */
type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * The route a child store is made for: @fastify/rate-limit passes the route's limit with the
 * route's options as `routeInfo` (its types say the route's options themselves).
 */
function routeOf(limit: object): string {
  const route = (limit as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
  return `${String(route?.method ?? '')} ${String(route?.url ?? '')}`;
}

/**
 * A @fastify/rate-limit store that counts in the database (030_rate_limit_count.sql), so every
 * instance on one database counts against the one limit, where the plugin's own store counts in
 * each instance's memory (two instances allowed twice the login attempts). A count is one
 * statement: the row's upsert starts a new window when the old one has ended.
 */
export function databaseRateLimitStore(db: Database) {
  return class DatabaseRateLimitStore {
    constructor(
      _globalParams?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, counted: Counted, timeWindowMs: number): void {
      sqlRow<{ hits: number; ttl_ms: number }>(
        db,
        sql`INSERT INTO rate_limit_count AS r (key, hits, window_ends_at)
            VALUES (${this.prefix + key}, 1, now() + make_interval(secs => ${timeWindowMs / 1000}))
            ON CONFLICT (key) DO UPDATE SET
              hits = CASE WHEN r.window_ends_at <= now() THEN 1 ELSE r.hits + 1 END,
              window_ends_at = CASE WHEN r.window_ends_at <= now() THEN EXCLUDED.window_ends_at ELSE r.window_ends_at END
            RETURNING hits, GREATEST(0, ceil(extract(epoch FROM r.window_ends_at - now()) * 1000))::int AS ttl_ms`,
      ).then(
        (row) => counted(null, { current: row?.hits ?? 1, ttl: row?.ttl_ms ?? timeWindowMs }),
        (error: Error) => counted(error),
      );
    }

    /** A store of the route's own counts: its keys are prefixed with method and path. */
    child(limit: object): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(undefined, `${this.prefix}${routeOf(limit)}|`);
    }
  };
}

/** Removes the counts of windows that ended an hour ago or more: a key that comes back starts afresh anyway. */
export const rateLimitPurgeJob = purgeJob(
  'rate-limit-purge',
  15 * 60,
  sql`DELETE FROM rate_limit_count WHERE window_ends_at < now() - interval '1 hour' RETURNING 1`,
);
