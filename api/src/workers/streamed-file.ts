import { on, once } from 'node:events';
import { PassThrough, Writable, type Readable } from 'node:stream';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { messagePuller } from './pulled-messages';

// A file written in a worker thread from data the server's thread reads (an export's rows from the
// database, which a thread cannot reach). The writer pulls the data page by page and sends the
// file's bytes back as it writes them; the server's thread reads the next page only when the
// writer asks for it and the download has taken what was sent before, so neither side holds more
// than a page and a stream's buffer, and the event loop only moves pages and bytes.

/** What the server's thread sends, each in answer to a pull: the next page, or that there is none. */
export type FilePageMessage<Page> = { kind: 'page'; page: Page } | { kind: 'end' };

/** What the writer sends: pulls and bytes as they come, then done once every byte was sent. */
export type FileBytesMessage = { kind: 'pull' } | { kind: 'bytes'; bytes: Uint8Array } | { kind: 'done' };

/**
 * The writer's side: the pages, each pulled when the writer is ready for it. Ends with the server's
 * `end`, and throws {@link PullerGone} once the server's thread closed the channel.
 */
export async function* pulledPages<Page>(port: MessagePort): AsyncGenerator<Page> {
  const pull = messagePuller<FileBytesMessage, FilePageMessage<Page>>(port);
  for (;;) {
    const message = await pull({ kind: 'pull' });
    if (message.kind === 'end') return;
    yield message.page;
  }
}

/** The writer's side: a stream whose bytes go to the server's thread. */
export const bytesToPort = (port: MessagePort): Writable =>
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      // A copy of just these bytes, moved: a chunk may be a view of a larger buffer, all of which would be copied.
      const bytes = new Uint8Array(chunk);
      port.postMessage({ kind: 'bytes', bytes } satisfies FileBytesMessage, [bytes.buffer]);
      done();
    },
  });

/** The writer's side: every byte was sent (after the stream of {@link bytesToPort} finished). */
export const fileDone = (port: MessagePort): void => port.postMessage({ kind: 'done' } satisfies FileBytesMessage);

/**
 * The server's side: the file as a stream, written by `start`'s task (given the port it talks
 * through, to move to its thread) from `pages`. A failure of the task or of reading the pages
 * ends the stream with that error; a stream destroyed by its reader stops the reading and the task.
 */
export function fileFromWorker<Page>(pages: AsyncIterable<Page>, start: (port: MessagePort) => Promise<unknown>): Readable {
  const { port1: port, port2: writerPort } = new MessageChannel();
  const output = new PassThrough();
  const stopped = new AbortController();
  const stop = (error?: Error) => {
    if (stopped.signal.aborted) return;
    stopped.abort();
    // The writer learns of it by the port's close (pulledPages).
    port.close();
    if (error) output.destroy(error);
  };
  const task = start(writerPort);
  task.catch((error: unknown) => stop(error instanceof Error ? error : new Error(String(error))));
  output.on('close', () => stop());

  const feed = async () => {
    const iterator = pages[Symbol.asyncIterator]();
    try {
      for await (const [message] of on(port, 'message', { signal: stopped.signal }) as AsyncIterable<[FileBytesMessage]>) {
        if (message.kind === 'bytes') output.write(message.bytes);
        else if (message.kind === 'pull') {
          if (output.writableNeedDrain) await once(output, 'drain', { signal: stopped.signal });
          const next = await iterator.next();
          port.postMessage((next.done ? { kind: 'end' } : { kind: 'page', page: next.value }) satisfies FilePageMessage<Page>);
        } else {
          await task;
          output.end();
          port.close();
          return;
        }
      }
    } finally {
      await iterator.return?.();
    }
  };
  feed().catch((error: unknown) => {
    // An abort is the stop above, which has its reason already.
    if (!stopped.signal.aborted) stop(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
