import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type * as heavyWork from './heavy-work';
import { workerScript } from './worker-script';

/** The tasks of the worker threads, by name. */
type HeavyTasks = typeof heavyWork;

/** Ports and buffers a task's input moves to the thread instead of copying them. */
type TransferList = NonNullable<NonNullable<Parameters<Piscina['run']>[1]>['transferList']>;

/**
 * Threads for heavy work: every core but the one the event loop runs on, and at least one. More
 * would only take turns with the event loop; a task waits in the pool's queue meanwhile.
 */
export const HEAVY_WORK_THREADS = Math.max(1, availableParallelism() - 1);

/** An idle thread ends after this long, so a quiet server holds no thread's memory. */
const IDLE_THREAD_MS = 30_000;

let pool: Promise<Piscina> | undefined;

/**
 * Runs a task of src/workers/heavy-work.ts in a worker thread, so its CPU work (parsing an upload,
 * unpacking a package, rendering a document) never holds the server's event loop, and answers
 * its result. `transferList` moves ports or buffers to the thread instead of copying them.
 */
export async function runHeavyTask<Name extends keyof HeavyTasks>(
  name: Name,
  input: Parameters<HeavyTasks[Name]>[0],
  transferList: TransferList = [],
): Promise<Awaited<ReturnType<HeavyTasks[Name]>>> {
  pool ??= workerScript('heavy-work').then(
    (filename) => new Piscina({ filename, maxThreads: HEAVY_WORK_THREADS, minThreads: 0, idleTimeout: IDLE_THREAD_MS }),
  );
  return (await pool).run(input, { name, transferList }) as Promise<Awaited<ReturnType<HeavyTasks[Name]>>>;
}

/** Ends the worker threads (the server's close); a later task starts them again. */
export async function closeHeavyWork(): Promise<void> {
  const closing = pool;
  pool = undefined;
  if (closing) await (await closing).destroy();
}
