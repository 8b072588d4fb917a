import type { Queryable } from '../../db';
import { sliceYielder } from '../../lib/event-loop';
import type { ClientRef } from '../../lib/sql';
import { CsvRecordReader, type CsvDelimiter } from './csv-reader';
import { CLIENT, clientRows, sql, sqlRows } from '../../lib/sql';

/**
 * Size of the pieces an upload is kept in. Embedded PGlite runs in the server's own thread, so
 * storing or reading a piece holds every other request meanwhile: 64 KB takes about 2 ms
 * there (1 MB took 200 ms before bytea went through Buffer's hex conversion, see db/pglite.ts);
 * PostgreSQL does not mind the number of pieces.
 */
export const IMPORT_CHUNK_BYTES = 64 * 1024;

/**
 * Text handed to the CSV reader at once: the reader runs without a pause over what it gets, so
 * a chunk stored in larger pieces (uploads kept from before IMPORT_CHUNK_BYTES shrank) is cut.
 */
const DECODE_SLICE_BYTES = 64 * 1024;

/** Uploads not imported within this time are deleted at the next upload of the client. */
const STALE_IMPORT_HOURS = 24;

export type ImportEncoding = 'utf-8' | 'windows-1252';

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
 * The stored upload as text, in slices: UTF-8 is read strictly, so a Windows-1252 file (German
 * Excel) fails with EncodingMismatchError and can be read again as such.
 */
async function* uploadText(db: Queryable, importId: string, encoding: ImportEncoding): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding, { fatal: encoding === 'utf-8' });
  const decode = (chunk?: Uint8Array): string => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch (error) {
      // Matched by code, not class: TypeError of another realm (test sandboxes) fails instanceof.
      if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'ERR_ENCODING_INVALID_ENCODED_DATA') {
        throw new EncodingMismatchError(`not ${encoding}`);
      }
      throw error;
    }
  };
  for await (const chunk of readChunks(db, importId)) {
    for (let start = 0; start < chunk.length; start += DECODE_SLICE_BYTES) yield decode(chunk.subarray(start, start + DECODE_SLICE_BYTES));
  }
  yield decode();
}

/**
 * Reads the stored upload as CSV records, handing each to `onRecord` with its line number
 * (header = 1). Lets other requests run every few milliseconds, so a file of millions of lines
 * does not hold the server.
 */
export async function scanRecords(
  db: Queryable,
  importId: string,
  encoding: ImportEncoding,
  onRecord: (record: string[], line: number) => Promise<void> | void,
): Promise<{ delimiter: CsvDelimiter; records: number }> {
  const reader = new CsvRecordReader(uploadText(db, importId, encoding));
  const checkpoint = sliceYielder();
  let line = 0;
  for await (const record of reader) {
    line += 1;
    await onRecord(record, line);
    await checkpoint();
  }
  return { delimiter: reader.delimiter ?? ';', records: line };
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
