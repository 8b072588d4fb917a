import { once } from 'node:events';
import type { MessagePort } from 'node:worker_threads';

// A worker thread's task that pulls its input over a MessagePort (a CSV's chunks, an export's
// pages) waits for each answer. When the server's thread gives up (the request failed, the
// download was cancelled) it closes its end: a wait for a message that never comes would keep the
// task, and with it one of the pool's few threads, forever.

/** Thrown in the task once the server's thread closed its end of the port. */
export class PullerGone extends Error {
  constructor() {
    super('the server no longer answers the task');
  }
}

/**
 * Answers to pulls over `port`: each `pull(request)` posts the request and resolves with the next
 * message. A close of the other end, while waiting or before (remembered from the start), rejects
 * with {@link PullerGone}.
 */
export function messagePuller<Request, Answer>(port: MessagePort): (request: Request) => Promise<Answer> {
  let gone = false;
  const closed = new Promise<never>((_, reject) =>
    port.once('close', () => {
      gone = true;
      reject(new PullerGone());
    }),
  );
  closed.catch(() => undefined);
  return async (request) => {
    if (gone) throw new PullerGone();
    port.postMessage(request);
    const [message] = (await Promise.race([once(port, 'message'), closed])) as [Answer];
    return message;
  };
}
