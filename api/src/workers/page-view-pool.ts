import type { FastifyBaseLogger } from 'fastify';
import { Piscina } from 'piscina';
import type { PageView } from '@compliance/shared-contracts';
import { HEAVY_WORK_THREADS } from './pool';
import type { PageViewTask } from './page-views';
import { workerScript } from './worker-script';

// The threads that run the areas' page-views bundles (docs/decisions/0021-signed-in-first-view.md):
// code the operator deploys with each area, never run on the event loop, and bounded in time,
// queue and memory, so a faulty render costs a page its first view and nothing more.

/**
 * How long a render may run on its thread: beyond it the thread ends (a render that never
 * returns). Longer than the wait: a new thread's first render loads the bundles too, and its
 * result serves no page but readies the thread for the next.
 */
export const PAGE_VIEW_LIMIT_MS = 1_000;
/** Renders waiting for a thread beyond the running ones: more, and a page goes without its first view at once. */
const QUEUED_RENDERS = 8;
/** Memory of a thread's heap: bundles of React and MUI for a few areas, and one render at a time. */
const THREAD_HEAP_MB = 256;

/**
 * The threads, handed out one task each: a render or a warm-up reaches the pool only when a
 * thread is free, so a render's limit counts from its start on a thread. Counted from the ask,
 * the renders that waited behind a start's warm-up were cut off as they began, each with its
 * thread, whose successor loaded the bundles again in its first render and was cut off in turn.
 */
const threadTurns = { free: HEAVY_WORK_THREADS, waiting: [] as Array<() => void>, waitingRenders: 0 };

/** Runs `work` once a thread is free; the next waiting task gets the thread after it. */
async function onFreeThread<T>(work: () => Promise<T>): Promise<T> {
  if (threadTurns.free > 0) threadTurns.free -= 1;
  else await new Promise<void>((resolve) => threadTurns.waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = threadTurns.waiting.shift();
    if (next) next();
    else threadTurns.free += 1;
  }
}

let pool: Promise<Piscina> | undefined;

function pagePool(): Promise<Piscina> {
  pool ??= workerScript('page-views').then(
    (filename) =>
      new Piscina({
        filename,
        maxThreads: HEAVY_WORK_THREADS,
        // One thread stays: a new one loads the bundles again before its first render.
        minThreads: 1,
        idleTimeout: 10 * 60_000,
        // No queue limit of the pool's own: tasks reach it only when a thread is free (threadTurns).
        // Nothing of the server's configuration (the database's address, keys) is the bundles' to read.
        env: {},
        argv: [],
        execArgv: [],
        resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
      }),
  );
  return pool;
}

/**
 * The first view of a page, rendered in a page-view thread, or null: when the area draws none,
 * the render fails (told to `log`), the queue is full or the render takes longer than `waitMs`
 * (it may go on, up to PAGE_VIEW_LIMIT_MS, so a thread's first render still loads its bundles).
 */
export async function renderPageViewInThread(
  task: PageViewTask,
  log: Pick<FastifyBaseLogger, 'warn'>,
  waitMs: number,
): Promise<PageView | null> {
  if (threadTurns.free === 0 && threadTurns.waitingRenders >= QUEUED_RENDERS) return null;
  let pageWaits = true;
  const running = pagePool()
    .then((threads) => {
      threadTurns.waitingRenders += 1;
      return onFreeThread(async () => {
        threadTurns.waitingRenders -= 1;
        // A page sent without its view by now needs no render (the threads are warmed apart).
        if (!pageWaits) return null;
        return (await threads.run(task, { signal: AbortSignal.timeout(PAGE_VIEW_LIMIT_MS) })) as PageView | null;
      });
    })
    .catch((error: unknown) => {
      log.warn({ err: error, path: task.request.path }, 'page without its first view');
      return null;
    });
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      pageWaits = false;
      resolve(null);
    }, waitMs);
  });
  try {
    return await Promise.race([running, waited]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Starts the page-view threads and loads `bundles` in each, so the first member's page after a
 * start or deploy is drawn as fast as the next; a bundle that fails to load is told to `log`.
 */
export async function warmPageViewThreads(bundles: readonly string[], log: Pick<FastifyBaseLogger, 'warn'>): Promise<void> {
  if (bundles.length === 0) return;
  const threads = await pagePool();
  // One task per thread: each takes one while the others are busy loading.
  await Promise.all(
    Array.from({ length: HEAVY_WORK_THREADS }, () =>
      onFreeThread(() => threads.run({ warm: [...bundles] })).catch((error: unknown) =>
        log.warn({ err: error }, 'page-views bundle did not load'),
      ),
    ),
  );
}

/** Ends the page-view threads (the server's close). */
export async function closePageViews(): Promise<void> {
  const closing = pool;
  pool = undefined;
  if (closing) await (await closing).destroy();
}
