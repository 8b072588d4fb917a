import { on } from 'node:events';
import { MessageChannel } from 'node:worker_threads';
import type { Queryable } from '../../db';
import { ApiError } from '../../errors';
import { sliceYielder } from '../../lib/event-loop';
import type { ClientRef } from '../../lib/sql';
import { CLIENT, clientRows, sql, sqlRows } from '../../lib/sql';
import { runHeavyTask } from '../../workers/pool';
import type { CsvDelimiter } from './csv-reader';
import type { CsvFeedMessage, CsvScanMessage, ImportEncoding } from './csv-scan-task';

export type { ImportEncoding } from './csv-scan-task';

/**
 * Size of the pieces an upload is stored in. Embedded PGlite runs in the server's own thread, so
 * storing or reading a piece holds every other request meanwhile, and a small piece keeps that
 * pause short (bench:isolation); PostgreSQL does not mind the number of pieces.
 */
export const IMPORT_CHUNK_BYTES = 64 * 1024;

/** Uploads not imported within this time are deleted at the next upload of the client. */
const STALE_IMPORT_HOURS = 24;

export async function createImport(db: Queryable, client: ClientRef, memberId: string | null, filename: string): Promise<string> {
  await clientRows(
    db,
    client,
    sql`DELETE FROM member_import WHERE client_id = ${CLIENT} AND created_at < now() - make_interval(hours => ${STALE_IMPORT_HOURS})`,
  );
  const [row] = await clientRows<{ id: string }>(
    db,
    client,
    sql`INSERT INTO member_import (client_id, member_id, filename) VALUES (${CLIENT}, ${memberId}, ${filename}) RETURNING id`,
  );
  if (!row) throw new Error('member_import insert returned no row');
  return row.id;
}

export async function appendChunk(db: Queryable, importId: string, seq: number, content: Buffer): Promise<void> {
  await sqlRows(db, sql`INSERT INTO member_import_chunk (import_id, seq, content) VALUES (${importId}, ${seq}, ${content})`);
  await sqlRows(db, sql`UPDATE member_import SET size = size + ${content.length} WHERE id = ${importId}`);
}

/** The stored upload of the session's client, or undefined (unknown, another client's, or removed). */
export async function findImport(
  db: Queryable,
  client: ClientRef,
  importId: string,
): Promise<{ id: string; filename: string; encoding: ImportEncoding | null } | undefined> {
  const [row] = await clientRows<{ id: string; filename: string; encoding: ImportEncoding | null }>(
    db,
    client,
    sql`SELECT id, filename, encoding FROM member_import WHERE client_id = ${CLIENT} AND id = ${importId}`,
  );
  return row;
}

export async function saveEncoding(db: Queryable, importId: string, encoding: ImportEncoding): Promise<void> {
  await sqlRows(db, sql`UPDATE member_import SET encoding = ${encoding} WHERE id = ${importId}`);
}

export async function deleteImport(db: Queryable, importId: string): Promise<void> {
  await sqlRows(db, sql`DELETE FROM member_import WHERE id = ${importId}`);
}

/** The stored bytes of an upload, one chunk at a time, in order. */
async function* readChunks(db: Queryable, importId: string): AsyncGenerator<Uint8Array> {
  for (let seq = 0; ; seq += 1) {
    const [row] = await sqlRows<{ content: Uint8Array }>(
      db,
      sql`SELECT content FROM member_import_chunk WHERE import_id = ${importId} AND seq = ${seq}`,
    );
    if (!row) return;
    yield row.content;
  }
}

/** Thrown when the bytes are not valid in the encoding tried. */
export class EncodingMismatchError extends Error {}

/**
 * Reads the stored upload as CSV records, handing each record with data to `onRecord` with its
 * line number (header = 1). The parsing runs in a worker thread (csv-scan-task.ts), which asks
 * for each stored chunk when it needs it and sends the records back; this thread reads the
 * chunks and checks the records, letting other requests run every few milliseconds.
 */
export async function scanRecords(
  db: Queryable,
  importId: string,
  encoding: ImportEncoding,
  onRecord: (record: string[], line: number) => Promise<void> | void,
): Promise<{ delimiter: CsvDelimiter; records: number }> {
  const { port1: port, port2: workerPort } = new MessageChannel();
  const stopped = new AbortController();
  const scan = runHeavyTask('scanCsv', { port: workerPort, encoding }, [workerPort]);
  // A thread that fails without a last message (it crashed) ends the reading below.
  scan.catch(() => stopped.abort());
  const chunks = readChunks(db, importId);
  const checkpoint = sliceYielder();
  try {
    for await (const [message] of on(port, 'message', { signal: stopped.signal }) as AsyncIterable<[CsvScanMessage]>) {
      if (message.kind === 'pull') {
        const next = await chunks.next();
        port.postMessage((next.done ? { kind: 'end' } : { kind: 'chunk', bytes: next.value }) satisfies CsvFeedMessage);
      } else if (message.kind === 'records') {
        for (const [line, record] of message.records) {
          await onRecord(record, line);
          await checkpoint();
        }
      } else if (message.kind === 'failed') {
        if (message.reason === 'encoding') throw new EncodingMismatchError(`not ${encoding}`);
        throw new ApiError(400, message.reason);
      } else {
        await scan;
        return { delimiter: message.delimiter, records: message.lines };
      }
    }
  } catch (error) {
    if (stopped.signal.aborted) await scan;
    throw error;
  } finally {
    port.close();
    await chunks.return(undefined);
  }
  throw new Error('the CSV scan ended without a last message');
}

/**
 * Reads the upload in `known` encoding, or else as UTF-8 and, when it is not valid UTF-8,
 * again from the start as Windows-1252 (`start` gives a fresh record handler per attempt).
 */
export async function scanRecordsAnyEncoding(
  db: Queryable,
  importId: string,
  known: ImportEncoding | null,
  start: (encoding: ImportEncoding) => (record: string[], line: number) => Promise<void> | void,
): Promise<{ delimiter: CsvDelimiter; records: number; encoding: ImportEncoding }> {
  if (known) return { ...(await scanRecords(db, importId, known, start(known))), encoding: known };
  try {
    return { ...(await scanRecords(db, importId, 'utf-8', start('utf-8'))), encoding: 'utf-8' };
  } catch (error) {
    if (!(error instanceof EncodingMismatchError)) throw error;
    return { ...(await scanRecords(db, importId, 'windows-1252', start('windows-1252'))), encoding: 'windows-1252' };
  }
}
