/**
 * A streaming CSV reader (RFC 4180: quoted fields, doubled quotes, CRLF or LF, line breaks
 * inside quotes). Text goes in piece by piece and whole records come out, so a file of any
 * size is read without holding it whole.
 */
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

export class CsvRecordReader {
  private delimiter: CsvDelimiter | null;
  private field = '';
  private record: string[] = [];
  private quoted = false;
  /** A quote inside a quoted field: either the end of the quotes or the first of a doubled pair. */
  private quotePending = false;
  private pendingCarriageReturn = false;
  private pendingHeader = '';
  private started = false;

  constructor(delimiter?: CsvDelimiter) {
    this.delimiter = delimiter ?? null;
  }

  /** The delimiter in use (known once the first line is complete). */
  get detectedDelimiter(): CsvDelimiter | null {
    return this.delimiter;
  }

  /** Feeds the next piece of text; returns the records it completed. */
  push(text: string): string[][] {
    let input = text;
    if (!this.started) {
      this.started = true;
      if (input.startsWith('\uFEFF')) input = input.slice(1);
    }
    if (this.delimiter === null) {
      this.pendingHeader += input;
      const lineEnd = this.pendingHeader.search(/\r|\n/);
      if (lineEnd === -1) return [];
      this.delimiter = detectDelimiter(this.pendingHeader.slice(0, lineEnd));
      input = this.pendingHeader;
      this.pendingHeader = '';
    }
    return this.consume(input);
  }

  /** Ends the input; returns the last record if the file does not end with a line break. */
  end(): string[][] {
    if (this.delimiter === null) {
      this.delimiter = detectDelimiter(this.pendingHeader);
      const records = this.consume(this.pendingHeader);
      this.pendingHeader = '';
      return [...records, ...this.flush()];
    }
    return this.flush();
  }

  private flush(): string[][] {
    this.quotePending = false;
    if (this.field === '' && this.record.length === 0) return [];
    this.record.push(this.field);
    const record = this.record;
    this.field = '';
    this.record = [];
    return [record];
  }

  private consume(text: string): string[][] {
    const records: string[][] = [];
    const delimiter = this.delimiter;
    for (let index = 0; index < text.length; index += 1) {
      const character = text[index] as string;
      if (this.pendingCarriageReturn) {
        this.pendingCarriageReturn = false;
        if (character === '\n') continue;
      }
      if (this.quoted) {
        if (this.quotePending) {
          this.quotePending = false;
          if (character === '"') {
            this.field += '"';
            continue;
          }
          this.quoted = false;
          // falls through: the character after the closing quote is read as unquoted
        } else if (character === '"') {
          this.quotePending = true;
          continue;
        } else {
          this.field += character;
          continue;
        }
      }
      if (character === '"' && this.field === '') {
        this.quoted = true;
      } else if (character === delimiter) {
        this.record.push(this.field);
        this.field = '';
      } else if (character === '\n' || character === '\r') {
        if (character === '\r') this.pendingCarriageReturn = true;
        this.record.push(this.field);
        records.push(this.record);
        this.field = '';
        this.record = [];
      } else {
        this.field += character;
      }
    }
    return records;
  }
}
