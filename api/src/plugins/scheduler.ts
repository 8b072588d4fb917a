import fp from 'fastify-plugin';
import { runJobIfDue, type ScheduledJob } from '../scheduler/jobs';

export interface SchedulerOptions {
  jobs: readonly ScheduledJob[];
  /** How often this instance asks whether a job is due; 0 runs nothing (the tests' apps). */
  tickSeconds: number;
  /** Told of each job that ran or failed (the metrics count them). */
  recordRun?: (job: string, outcome: 'ran' | 'failed') => void;
}

/**
 * Ticks while the app is up: on the first tick after start and every `tickSeconds`, each job
 * runs if it is due (`runJobIfDue` makes that once per period across instances). A tick never
 * overlaps the previous one, and closing the app waits for the tick under way.
 */
export const schedulerPlugin = fp<SchedulerOptions>(async (app, { jobs, tickSeconds, recordRun }) => {
  const runs = tickSeconds > 0 && jobs.length > 0;
  // The readiness check reports it: an instance started without jobs is ready, and says so.
  app.decorate('schedulerRunning', runs);
  if (!runs) return;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> = Promise.resolve();
  let closed = false;

  const tick = async () => {
    for (const job of jobs) {
      if (closed) return;
      try {
        const run = await runJobIfDue(app.db, job);
        if (run.outcome === 'ran') {
          app.log.info({ job: job.name, changes: run.changes }, 'scheduled job ran');
          recordRun?.(job.name, 'ran');
        }
      } catch (error) {
        // Rolled back: the job stays due and the next tick tries again.
        app.log.error({ job: job.name, err: error }, 'scheduled job failed');
        recordRun?.(job.name, 'failed');
      }
    }
  };
  // Each tick schedules the next once it is over, so ticks never overlap.
  const runTick = () => {
    ticking = tick().finally(() => {
      if (closed) return;
      timer = setTimeout(runTick, tickSeconds * 1000);
      // The tick never keeps the process alive by itself.
      timer.unref();
    });
  };

  app.addHook('onReady', async () => runTick());
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    await ticking;
  });
});
