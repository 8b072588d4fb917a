import { pipeline, Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { ApiError } from '../../errors';

/** The delimiters a member CSV may use: `;` as German Excel writes it, `,` as most others do. */
export type CsvDelimiter = ';' | ',';

/** Picks `;` or `,` by which occurs more often outside quotes in the header line. */
export function detectDelimiter(headerLine: string): CsvDelimiter {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const character of headerLine) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && character === ';') semicolons += 1;
    else if (!quoted && character === ',') commas += 1;
  }
  return commas > semicolons ? ',' : ';';
}

/**
 * The longest line (record) read, in characters: a member's row is a few hundred; a file that is
 * one line of megabytes is refused before the parser holds it whole.
 */
export const CSV_MAX_RECORD_CHARS = 64 * 1024;

/** Errors of the CSV parser, whose codes all start so (an unclosed quote at the end, for one). */
const isCsvParseError = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('CSV_');

/**
 * The records of a CSV text that arrives in pieces (RFC 4180 by csv-parse: quoted fields,
 * doubled quotes, line breaks inside quotes, CRLF, LF or CR), read as they come, so a file of any
 * size is never held whole. The header line decides the delimiter first. A quote inside an
 * unquoted field is kept as text, a row may have more or fewer fields than the header (the
 * import names what is missing), and a file the parser cannot read at all (a quote never
 * closed, a line longer than {@link CSV_MAX_RECORD_CHARS}) answers 400 `MemberImport.CsvNotProcessable`.
 */
export class CsvRecordReader implements AsyncIterable<string[]> {
  /** The delimiter in use, known once the header line has arrived. */
  delimiter: CsvDelimiter | null = null;

  constructor(private readonly pieces: AsyncIterable<string>) {}

  async *[Symbol.asyncIterator](): AsyncGenerator<string[]> {
    const iterator = this.pieces[Symbol.asyncIterator]();
    let head = '';
    for (;;) {
      const lineEnd = head.search(/\r|\n/);
      if (lineEnd !== -1) {
        this.delimiter = detectDelimiter(head.slice(0, lineEnd));
        break;
      }
      if (head.length > CSV_MAX_RECORD_CHARS) throw new ApiError(400, 'MemberImport.CsvNotProcessable');
      const next = await iterator.next();
      if (next.done) {
        this.delimiter = detectDelimiter(head);
        break;
      }
      head += next.value;
    }
    async function* text(): AsyncGenerator<string> {
      if (head !== '') yield head;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    }
    const parser = parse({
      delimiter: this.delimiter,
      bom: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_quotes: true,
      relax_column_count: true,
      // csv-parse refuses a record once it is longer than the option plus one character.
      max_record_size: CSV_MAX_RECORD_CHARS - 1,
    });
    // An error of the text (a byte not in the encoding) reaches the loop below unchanged; the
    // parser's own end needs no handling here.
    pipeline(Readable.from(text(), { objectMode: false }), parser, () => undefined);
    try {
      for await (const record of parser) yield record as string[];
    } catch (error) {
      if (isCsvParseError(error)) throw new ApiError(400, 'MemberImport.CsvNotProcessable');
      throw error;
    }
  }
}
