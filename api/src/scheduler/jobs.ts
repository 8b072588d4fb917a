import type { Database, Queryable } from '../db';
import { sql, sqlRow, sqlRows, type Sql } from '../lib/sql';

/** A job the API runs by itself, on every instance's tick, but once per period across all of them. */
export interface ScheduledJob {
  /** Unique; the advisory lock and the run record are keyed by it. */
  name: string;
  /** The least time between two runs, across all instances. */
  everySeconds: number;
  /** Does the work inside the run's transaction (mails too: queued in it); answers how many things it changed. */
  run(tx: Queryable): Promise<number>;
}

/**
 * A job that deletes rows that mean nothing any more (`deletion`: a DELETE … RETURNING 1) every
 * `everySeconds`; its run answers how many went.
 */
export function purgeJob(name: string, everySeconds: number, deletion: Sql): ScheduledJob {
  return {
    name,
    everySeconds,
    async run(tx) {
      const removed = await sqlRow<{ removed: number }>(tx, sql`WITH gone AS (${deletion}) SELECT count(*)::int AS removed FROM gone`);
      return removed?.removed ?? 0;
    },
  };
}

export type JobRun =
  | { outcome: 'ran'; changes: number }
  /** Another instance holds the job's lock: it is running it now. */
  | { outcome: 'busy' }
  /** It ran less than `everySeconds` ago (on any instance). */
  | { outcome: 'not-due' };

/**
 * The first key of the scheduler's advisory locks; 7263001 is the migrations' lock. The second is
 * the hash of schema and job name: advisory locks hold across the whole database, and a job of one
 * schema (a test's own, say) must not find itself busy because another schema runs its namesake.
 */
const SCHEDULER_LOCK_SPACE = 7263002;

/**
 * Runs `job` when it is due: in one transaction holding the job's advisory lock, which another
 * instance's try fails on, it reads the last run (committed by whichever instance made it), does
 * the work and records the run. Work and record commit together or not at all, so a failed run
 * stays due. Times are the database server's, the one clock all instances share.
 */
export async function runJobIfDue(db: Database, job: ScheduledJob): Promise<JobRun> {
  return db.transaction(async (tx): Promise<JobRun> => {
    const lock = await sqlRow<{ locked: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(${SCHEDULER_LOCK_SPACE}, hashtext(current_schema() || '.' || ${job.name})) AS locked`,
    );
    if (!lock?.locked) return { outcome: 'busy' };
    const recent = await sqlRow<{ name: string }>(
      tx,
      sql`SELECT name FROM scheduled_job
           WHERE name = ${job.name} AND last_run_at > now() - make_interval(secs => ${job.everySeconds})`,
    );
    if (recent) return { outcome: 'not-due' };
    const changes = await job.run(tx);
    await sqlRows(
      tx,
      sql`INSERT INTO scheduled_job (name, last_run_at, last_changes) VALUES (${job.name}, now(), ${changes})
          ON CONFLICT (name) DO UPDATE SET last_run_at = now(), last_changes = ${changes}, runs = scheduled_job.runs + 1`,
    );
    return { outcome: 'ran', changes };
  });
}
