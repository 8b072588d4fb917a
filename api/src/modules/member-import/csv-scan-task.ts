import type { MessagePort } from 'node:worker_threads';
import { messagePuller } from '../../workers/pulled-messages';
import { ApiError } from '../../errors';
import { CsvRecordReader, type CsvDelimiter } from './csv-reader';

// The CSV scan as it runs in a worker thread (src/workers/heavy-work.ts): bytes of the stored
// upload in, records with data out. Parsing is the CPU work of an import check, and a file of
// millions of empty lines is all parsing; here it never holds the server's event loop.

export type ImportEncoding = 'utf-8' | 'windows-1252';

/** Lines without data a file may hold besides its rows: as many as rows (Excel writes a sheet's formatted empty rows). */
export const MAX_BLANK_LINES = 100_000;

/** Records sent to the server's thread in one message: each message is read there in one go. */
const RECORDS_PER_MESSAGE = 500;

/** What the feeding thread sends: the next stored chunk, or that there is none. */
export type CsvFeedMessage = { kind: 'chunk'; bytes: Uint8Array } | { kind: 'end' };

/** What the scan sends back, in this order: records and pulls as they come, then done or failed. */
export type CsvScanMessage =
  | { kind: 'pull' }
  | { kind: 'records'; records: Array<[line: number, record: string[]]> }
  | { kind: 'done'; delimiter: CsvDelimiter; lines: number }
  | { kind: 'failed'; reason: 'encoding' | 'MemberImport.CsvNotProcessable' | 'MemberImport.TooManyRows' };

/** Whether a record holds nothing (a line empty or of separators only): skipped, not reported. */
export const isBlankRecord = (record: readonly string[]): boolean => record.every((value) => value.trim() === '');

class EncodingMismatch extends Error {}

/**
 * The chunks the feeding thread sends, each asked for when the parser needs more; `beforePull`
 * sends what is pending first. Throws `PullerGone` once the feeding thread gave up (its
 * request failed), so the task ends and frees its thread.
 */
async function* pulledChunks(port: MessagePort, beforePull: () => void): AsyncGenerator<Uint8Array> {
  const pull = messagePuller<CsvScanMessage, CsvFeedMessage>(port);
  for (;;) {
    beforePull();
    const message = await pull({ kind: 'pull' });
    if (message.kind === 'end') return;
    yield message.bytes;
  }
}

/** The bytes as text: UTF-8 strictly, so a Windows-1252 file (German Excel) fails and can be read again as such. */
async function* decoded(chunks: AsyncIterable<Uint8Array>, encoding: ImportEncoding): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding, { fatal: encoding === 'utf-8' });
  const decode = (chunk?: Uint8Array): string => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch (error) {
      // Matched by code, not class: a TypeError of another realm (test sandboxes) fails instanceof.
      if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'ERR_ENCODING_INVALID_ENCODED_DATA') {
        throw new EncodingMismatch(`not ${encoding}`);
      }
      throw error;
    }
  };
  for await (const chunk of chunks) yield decode(chunk);
  yield decode();
}

/**
 * Reads the upload that `port`'s other end feeds, and sends back each record with data and its
 * line number (header = 1); lines without data are counted, not sent. Ends with `done` (the
 * delimiter and the number of lines) or `failed`: bytes not in the encoding, a file the parser
 * cannot read (a quote never closed, a line longer than the reader allows), or more lines without
 * data than {@link MAX_BLANK_LINES}.
 */
export async function scanCsv({ port, encoding }: { port: MessagePort; encoding: ImportEncoding }): Promise<void> {
  let batch: Array<[number, string[]]> = [];
  const send = () => {
    if (batch.length === 0) return;
    port.postMessage({ kind: 'records', records: batch } satisfies CsvScanMessage);
    batch = [];
  };
  const reader = new CsvRecordReader(decoded(pulledChunks(port, send), encoding));
  let line = 0;
  let blankLines = 0;
  try {
    for await (const record of reader) {
      line += 1;
      if (line > 1 && isBlankRecord(record)) {
        blankLines += 1;
        if (blankLines > MAX_BLANK_LINES) throw new ApiError(400, 'MemberImport.TooManyRows');
        continue;
      }
      batch.push([line, record]);
      if (batch.length >= RECORDS_PER_MESSAGE) send();
    }
    send();
    port.postMessage({ kind: 'done', delimiter: reader.delimiter ?? ';', lines: line } satisfies CsvScanMessage);
  } catch (error) {
    if (error instanceof EncodingMismatch) port.postMessage({ kind: 'failed', reason: 'encoding' } satisfies CsvScanMessage);
    else if (error instanceof ApiError && (error.code === 'MemberImport.CsvNotProcessable' || error.code === 'MemberImport.TooManyRows')) {
      port.postMessage({ kind: 'failed', reason: error.code } satisfies CsvScanMessage);
    } else throw error;
  }
}
