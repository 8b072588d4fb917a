import Fastify from 'fastify';
import { openPglite, migrate, type Database } from '../db';
import type { ScheduledJob } from '../scheduler/jobs';
import { schedulerPlugin } from './scheduler';

let db: Database;
beforeAll(async () => {
  db = await openPglite();
  await migrate(db);
});
afterAll(async () => {
  await db.close();
});

/** An app with nothing but the scheduler, ticking `job` every 10 ms. */
async function tickingApp(job: ScheduledJob, tickSeconds = 0.01, recordRun?: (job: string, outcome: 'ran' | 'failed') => void) {
  const app = Fastify({ logger: false });
  app.decorate('db', db);
  await app.register(schedulerPlugin, { jobs: [job], tickSeconds, recordRun });
  return app;
}

/** Resolves once `check` holds, looking every few milliseconds (the ticks are what is waited for). */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('the scheduler plugin', () => {
  it('runs the due jobs once the app is ready and on every tick after, and stops when the app closes', async () => {
    let runs = 0;
    // Due on every tick: its period is nil.
    const app = await tickingApp({ name: 'every-tick', everySeconds: 0, run: async () => ++runs });
    expect(runs).toBe(0);
    await app.ready();
    await until(() => runs >= 3);
    await app.close();
    const atClose = runs;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(atClose);
  });

  it('waits for the run under way when the app closes', async () => {
    let finished = false;
    let started = false;
    const app = await tickingApp({
      name: 'slow',
      everySeconds: 3600,
      run: async () => {
        started = true;
        await new Promise((resolve) => setTimeout(resolve, 100));
        finished = true;
        return 0;
      },
    });
    await app.ready();
    await until(() => started);
    await app.close();
    expect(finished).toBe(true);
  });

  it('goes on ticking after a job fails, and tells each failure and run (the metrics count them)', async () => {
    let tries = 0;
    const recorded: string[] = [];
    const app = await tickingApp(
      {
        name: 'flaky',
        everySeconds: 0,
        run: async () => {
          tries += 1;
          if (tries === 1) throw new Error('first try fails');
          return 1;
        },
      },
      0.01,
      (job, outcome) => recorded.push(`${job} ${outcome}`),
    );
    await app.ready();
    await until(() => tries >= 2);
    await app.close();
    expect(recorded.slice(0, 2)).toEqual(['flaky failed', 'flaky ran']);
    const [record] = await db.query<{ runs: number }>(`SELECT runs FROM scheduled_job WHERE name = 'flaky'`);
    expect(record!.runs).toBeGreaterThanOrEqual(1);
  });

  it('ticks not at all with a tick of 0 seconds (the tests build their apps so)', async () => {
    let runs = 0;
    const app = await tickingApp({ name: 'never', everySeconds: 0, run: async () => ++runs }, 0);
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 30));
    await app.close();
    expect(runs).toBe(0);
  });
});
