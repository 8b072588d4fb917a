import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * How long one request may hold the event loop in a long loop before it lets the others run.
 * Short enough that a request arriving meanwhile waits no longer than a slow query; long
 * enough that the loop spends its time on its own work, not on yielding.
 */
export const EVENT_LOOP_SLICE_MS = 10;

/**
 * A checkpoint for long loops on the request path (reading a large upload row by row): call it
 * after each unit of work; once the current slice is used up it waits one turn of the event
 * loop, so every other request is served between slices. Answers undefined while the slice lasts,
 * which costs the caller no wait.
 */
export function sliceYielder(sliceMs: number = EVENT_LOOP_SLICE_MS): () => Promise<void> | undefined {
  let sliceStart = performance.now();
  return () => {
    if (performance.now() - sliceStart < sliceMs) return undefined;
    return nextTurn().then(() => {
      sliceStart = performance.now();
    });
  };
}
