import { Readable } from 'node:stream';
import { crc32, deflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { FORM_END, MULTIPART_CONTENT_TYPE, multipartBody, partHead } from '../test/multipart';
import {
  MEMBER_IMPORT_COLUMNS,
  MEMBER_IMPORT_PASSWORD_MODES,
  MEMBER_IMPORT_USERNAME_OPTIONS,
  type EndpointUpload,
  type UploadFileType,
} from '@compliance/shared-contracts';

/**
 * Files and multipart forms for the upload sweeps: disguised executables, files over a limit
 * (streamed, never held whole), a zip bomb, and generated forms for the bad-input sweep.
 */

/**
 * How a streamed file of each upload type begins, so that the server's content check lets it
 * through to the size check: a zip's local file header, a PNG's signature; text types need none. A new binary
 * upload type needs its entry.
 */
const STREAMED_FILE_HEADS: Readonly<Partial<Record<UploadFileType, Buffer>>> = {
  csv: Buffer.alloc(0),
  pdf: Buffer.from('%PDF-1.7\n'),
  zip: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26, 0)]),
  // The PNG signature and the start of an IHDR chunk.
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]),
};

/**
 * A form with one file of `size` bytes (the head of `type`, then CSV lines), produced piece by
 * piece as it is read: the file never exists in memory, in the test or (if the server streams)
 * on the server. Answers the stream, its exact length (for a Content-Length header if wanted)
 * and how many of its bytes were read so far.
 */
export function streamedFileForm(
  field: string,
  filename: string,
  size: number,
  type: UploadFileType,
): { stream: Readable; length: number; bytesRead(): number } {
  const fileHead = STREAMED_FILE_HEADS[type];
  if (!fileHead) throw new Error(`no streamed file content for upload type ${type}: add its head to STREAMED_FILE_HEADS`);
  const head = Buffer.concat([Buffer.from(partHead({ name: field, filename, content: Buffer.alloc(0) })), fileHead]);
  const tail = Buffer.from(`\r\n${FORM_END}`);
  const piece = Buffer.from('Anna;Berg;anna.berg\r\n'.repeat(3000));
  // The file's own bytes after its head: the head counts toward its size.
  const bodySize = size - fileHead.length;
  let read = 0;
  const counted = (chunk: Buffer): Buffer => {
    read += chunk.length;
    return chunk;
  };
  function* pieces(): Generator<Buffer> {
    yield counted(head);
    for (let sent = 0; sent < bodySize; sent += piece.length) yield counted(piece.subarray(0, Math.min(piece.length, bodySize - sent)));
    yield counted(tail);
  }
  return { stream: Readable.from(pieces(), { objectMode: false }), length: head.length + bodySize + tail.length, bytesRead: () => read };
}

/** Executables and archives, to be renamed to a name an upload accepts. */
export const DISGUISED_FILES: Readonly<Record<string, Buffer>> = {
  ELF: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(2000, 0)]),
  'PE (Windows)': Buffer.concat([
    Buffer.from('MZ'),
    Buffer.alloc(58, 0),
    Buffer.from([0x80, 0, 0, 0]),
    Buffer.alloc(64, 0),
    Buffer.from('PE\0\0'),
    Buffer.alloc(2000, 0x90),
  ]),
  zip: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(2000, 0)]),
  'Mach-O (macOS)': Buffer.concat([Buffer.from([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1]), Buffer.alloc(2000, 0)]),
};

/** What a zip bomb claims and holds. */
export interface ZipBomb {
  bytes: Buffer;
  entries: number;
  /** The sum of its entries' sizes when unpacked. */
  unpackedBytes: number;
}

/**
 * A small zip that unpacks to `entries` × `entryBytes` zero bytes (1 GiB by default, from
 * about 1 MB): every entry is the same deflated run of zeros, so building it costs one deflate.
 */
export function zipBomb(entries = 128, entryBytes = 8 * 1024 * 1024): ZipBomb {
  const zeros = Buffer.alloc(entryBytes, 0);
  const packed = deflateRawSync(zeros, { level: 9 });
  const checksum = crc32(zeros);
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (let index = 0; index < entries; index += 1) {
    const name = Buffer.from(`zeros-${index}.txt`);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8); // deflate
    header.writeUInt32LE(checksum, 14);
    header.writeUInt32LE(packed.length, 18);
    header.writeUInt32LE(entryBytes, 22);
    header.writeUInt16LE(name.length, 26);
    local.push(header, name, packed);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(checksum, 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(entryBytes, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);
    offset += header.length + name.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries, 8);
  end.writeUInt16LE(entries, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return { bytes: Buffer.concat([...local, directory, end]), entries, unpackedBytes: entries * entryBytes };
}

/** A CSV cell as people and attackers write them: plain, quoted, with separators, breaks and formulas. */
const csvCell = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    '""',
    '"a;b"',
    '"line\nbreak"',
    '"unclosed',
    '=1+1',
    '+49 30 1234567',
    'member',
    'admin',
    'super-admin',
    '1990-01-02',
    '31.12.1999',
    'DE',
    'AT',
    '10115',
    'm',
    'f',
    'x'.repeat(300),
  ),
);

/** CSV text: a header of known and unknown column names, then rows of generated cells. */
const csvText = fc
  .tuple(
    fc.array(fc.oneof(fc.constantFrom(...MEMBER_IMPORT_COLUMNS, 'Vorname', 'Nachname', 'PLZ'), fc.string({ maxLength: 10 })), {
      minLength: 1,
      maxLength: 8,
    }),
    fc.array(fc.array(csvCell, { maxLength: 10 }), { maxLength: 8 }),
    fc.constantFrom(';', ','),
    fc.constantFrom('\r\n', '\n', '\r'),
    fc.boolean(),
  )
  .map(
    ([header, rows, delimiter, newline, bom]) =>
      (bom ? '\ufeff' : '') + [header, ...rows].map((cells) => cells.join(delimiter)).join(newline),
  );

/** File contents: generated CSV (UTF-8 or Windows-1252 bytes), random bytes, disguised executables, nothing. */
const fileContent: fc.Arbitrary<Buffer> = fc.oneof(
  { weight: 4, arbitrary: csvText.map((text) => Buffer.from(text, 'utf8')) },
  { weight: 1, arbitrary: csvText.map((text) => Buffer.from(text, 'latin1')) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)) },
  { weight: 1, arbitrary: fc.constantFrom(...Object.values(DISGUISED_FILES), Buffer.alloc(0)) },
);

/**
 * Multipart forms for an upload endpoint: its file field (or another) with a generated file
 * named as it accepts (or not), option fields inside and outside their values, and now and then
 * a form that is broken (cut off, without its boundary).
 */
export function multipartArbitrary(upload: EndpointUpload): fc.Arbitrary<{ body: Buffer; contentType: string }> {
  const filename = fc.oneof(
    fc.constantFrom(...upload.types.map((type) => `upload.${type}`)),
    fc.constantFrom('upload.exe', 'upload', '../../etc/passwd.csv', 'a"b.csv', 'Ümlaut ß.CSV', `${'x'.repeat(300)}.csv`),
  );
  const file = fc.record({
    name: fc.oneof({ weight: 5, arbitrary: fc.constant(upload.field) }, { weight: 1, arbitrary: fc.string({ maxLength: 10 }) }),
    filename,
    content: fileContent,
  });
  const field = fc.record({
    name: fc.constantFrom('usernameOption', 'passwordMode', 'other'),
    value: fc.oneof(fc.constantFrom(...MEMBER_IMPORT_USERNAME_OPTIONS, ...MEMBER_IMPORT_PASSWORD_MODES), fc.string({ maxLength: 20 })),
  });
  const form = fc
    .tuple(fc.array(field, { maxLength: 3 }), fc.array(file, { minLength: 0, maxLength: 2 }))
    .map(([fields, files]) => multipartBody([...fields, ...files]));
  return fc.oneof(
    { weight: 6, arbitrary: form.map((body) => ({ body, contentType: MULTIPART_CONTENT_TYPE })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(form, fc.nat())
        .map(([body, cut]) => ({ body: body.subarray(0, cut % (body.length + 1)), contentType: MULTIPART_CONTENT_TYPE })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(form, fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=other', 'multipart/mixed; boundary=x'))
        .map(([body, contentType]) => ({ body, contentType })),
    },
  );
}
