import type { Database, Queryable } from '../db';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../test/build';
import { runJobIfDue, type ScheduledJob } from './jobs';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

/** A job that counts its runs in a table of its own, so a rolled-back run leaves no count. */
function countingJob(name: string, options: { everySeconds?: number; work?: (tx: Queryable) => Promise<void> } = {}): ScheduledJob {
  return {
    name,
    everySeconds: options.everySeconds ?? 3600,
    async run(tx) {
      await options.work?.(tx);
      await tx.query('INSERT INTO job_test_run (job) VALUES ($1)', [name]);
      return 1;
    },
  };
}

const runsOf = async (name: string) =>
  Number((await database.db.query<{ count: string }>('SELECT count(*) FROM job_test_run WHERE job = $1', [name]))[0]!.count);

beforeAll(async () => {
  await database.db.query('CREATE TABLE job_test_run (job text NOT NULL)');
});

describe(`scheduled jobs (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('runs a due job and records the run; within its period it is not due, after it again', async () => {
    const job = countingJob('hourly');
    expect(await runJobIfDue(database.db, job)).toEqual({ outcome: 'ran', changes: 1 });
    expect(await runJobIfDue(database.db, job)).toEqual({ outcome: 'not-due' });
    expect(await runsOf('hourly')).toBe(1);

    await database.db.query(`UPDATE scheduled_job SET last_run_at = now() - interval '61 minutes' WHERE name = 'hourly'`);
    expect(await runJobIfDue(database.db, job)).toEqual({ outcome: 'ran', changes: 1 });
    expect(await runsOf('hourly')).toBe(2);
    const [record] = await database.db.query<{ runs: number; last_changes: number }>(
      `SELECT runs, last_changes FROM scheduled_job WHERE name = 'hourly'`,
    );
    expect(record).toEqual({ runs: 2, last_changes: 1 });
  });

  it('keeps a failed run due: its work and its record are rolled back together', async () => {
    const failing = countingJob('failing', {
      work: async () => {
        throw new Error('mail server away');
      },
    });
    await expect(runJobIfDue(database.db, failing)).rejects.toThrow('mail server away');
    expect(await database.db.query(`SELECT 1 FROM scheduled_job WHERE name = 'failing'`)).toHaveLength(0);
    expect(await runJobIfDue(database.db, countingJob('failing'))).toEqual({ outcome: 'ran', changes: 1 });
  });

  it('runs a job once when two instances tick at the same moment', async () => {
    // A second connection pool on PostgreSQL, the same handle on PGlite (one process).
    const second: Database = await database.reopen();
    try {
      // The first instance's run holds its transaction (and the job's lock) until released.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let started!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      const job = countingJob('together', {
        work: async () => {
          started();
          await held;
        },
      });
      const first = runJobIfDue(database.db, job);
      await running;
      if (TEST_DATABASE_URL) {
        // Another connection finds the lock taken and leaves the job to the instance running it.
        expect(await runJobIfDue(second, job)).toEqual({ outcome: 'busy' });
        release();
      } else {
        // One PGlite handle runs one transaction at a time: the second waits, then finds the run recorded.
        const waiting = runJobIfDue(second, job);
        release();
        expect(await waiting).toEqual({ outcome: 'not-due' });
      }
      expect(await first).toEqual({ outcome: 'ran', changes: 1 });
      expect(await runsOf('together')).toBe(1);
      // Once done, neither runs it again within its period.
      expect(await runJobIfDue(second, job)).toEqual({ outcome: 'not-due' });
      expect(await runsOf('together')).toBe(1);
    } finally {
      if (second !== database.db) await second.close();
    }
  });
});
