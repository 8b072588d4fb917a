import type { UploadFileType } from './upload';

/** What the content of a file looks like; `ole2` is the container of legacy .doc and .xls files. */
export type DetectedFileType =
  | 'pdf'
  | 'png'
  | 'jpg'
  | 'gif'
  | 'bmp'
  | 'webp'
  | 'zip'
  | 'docx'
  | 'xlsx'
  | 'odt'
  | 'ole2'
  | 'rar'
  | 'tar'
  | 'mp4'
  | 'avi'
  | 'mkv'
  | 'svg'
  | 'xml'
  | 'json'
  | 'csv'
  | 'txt';

function startsWithBytes(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function asciiBytes(text: string): number[] {
  return Array.from(text, (character) => character.charCodeAt(0));
}

function startsWithAscii(bytes: Uint8Array, text: string, offset = 0): boolean {
  return startsWithBytes(bytes, asciiBytes(text), offset);
}

function containsAscii(bytes: Uint8Array, text: string): boolean {
  const needle = asciiBytes(text);
  for (let start = 0; start + needle.length <= bytes.length; start += 1) {
    if (startsWithBytes(bytes, needle, start)) return true;
  }
  return false;
}

function readUint32LittleEndian(bytes: Uint8Array, offset: number): number | undefined {
  if (bytes.length < offset + 4) return undefined;
  return new DataView(bytes.buffer, bytes.byteOffset + offset, 4).getUint32(0, true);
}

/** The MIME type an OpenDocument text names in its `mimetype` entry. */
export const ODT_MIME_TYPE = 'application/vnd.oasis.opendocument.text';

// "BM" alone is too weak (a text may start with it), so the DIB header size must be a known one too.
const BMP_DIB_HEADER_SIZES: ReadonlySet<number> = new Set([12, 40, 52, 56, 64, 108, 124]);

function detectBinaryType(bytes: Uint8Array): DetectedFileType | undefined {
  if (startsWithAscii(bytes, '%PDF-')) return 'pdf';
  if (startsWithBytes(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWithBytes(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWithAscii(bytes, 'GIF87a') || startsWithAscii(bytes, 'GIF89a')) return 'gif';
  if (startsWithAscii(bytes, 'BM') && BMP_DIB_HEADER_SIZES.has(readUint32LittleEndian(bytes, 14) ?? -1)) return 'bmp';
  if (startsWithAscii(bytes, 'RIFF') && startsWithAscii(bytes, 'WEBP', 8)) return 'webp';
  if (startsWithAscii(bytes, 'RIFF') && startsWithAscii(bytes, 'AVI ', 8)) return 'avi';
  if (startsWithBytes(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWithBytes(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    // An OpenDocument file's first entry is its MIME type, stored uncompressed (ODF 1.2 part 3, 3.3).
    if (startsWithAscii(bytes, `mimetype${ODT_MIME_TYPE}`, 30)) return 'odt';
    // Office Open XML files are zip archives whose entry names reveal the application.
    if (containsAscii(bytes, 'word/')) return 'docx';
    if (containsAscii(bytes, 'xl/')) return 'xlsx';
    return 'zip';
  }
  if (startsWithBytes(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole2';
  if (startsWithBytes(bytes, [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07])) return 'rar';
  if (startsWithAscii(bytes, 'ftyp', 4)) return 'mp4';
  if (startsWithBytes(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'mkv';
  if (startsWithAscii(bytes, 'ustar', 257)) return 'tar';
  return undefined;
}

// Control characters other than tab, line feed, form feed and carriage return do not occur in text files.
function isTextByte(byte: number): boolean {
  return byte >= 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d;
}

function decodeText(bytes: Uint8Array): string | undefined {
  if (!bytes.every(isTextByte)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Excel on Windows saves CSV as Windows-1252; every byte left is printable, so it still is text.
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function looksLikeJson(text: string): boolean {
  if (!text.startsWith('{') && !text.startsWith('[')) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const CSV_DELIMITERS = [';', ',', '\t'] as const;
// Enough lines to see a pattern, few enough to stay fast on a 5 MB file.
const CSV_SAMPLE_LINES = 20;

function countDelimiters(line: string, delimiter: string): number {
  let count = 0;
  let insideQuotes = false;
  for (const character of line) {
    if (character === '"') insideQuotes = !insideQuotes;
    else if (character === delimiter && !insideQuotes) count += 1;
  }
  return count;
}

function looksLikeCsv(text: string): boolean {
  const lines = text
    .split(/\r\n|\n|\r/)
    .slice(0, CSV_SAMPLE_LINES + 1)
    .filter((line) => line.trim() !== '');
  // The last sampled line may be cut off by the sample limit, so it is left out when lines follow.
  const sample = lines.length > CSV_SAMPLE_LINES ? lines.slice(0, CSV_SAMPLE_LINES) : lines;
  // A single line with a comma is as likely a sentence as a table.
  if (sample.length < 2) return false;
  return CSV_DELIMITERS.some((delimiter) => {
    const expected = countDelimiters(sample[0] ?? '', delimiter);
    return expected > 0 && sample.every((line) => countDelimiters(line, delimiter) === expected);
  });
}

function detectTextType(text: string): DetectedFileType {
  const content = text.replace(/^\uFEFF/, '').trim();
  if (content.startsWith('<')) {
    if (/<svg[\s>]/i.test(content.slice(0, 4096))) return 'svg';
    if (/^<(?:\?xml|[A-Za-z_!])/.test(content)) return 'xml';
  }
  if (looksLikeJson(content)) return 'json';
  if (looksLikeCsv(content)) return 'csv';
  return 'txt';
}

/**
 * Recognises a file by its content (magic numbers, then text heuristics), so the server does
 * not have to trust the name or the MIME type the browser sent. `undefined` for unknown binaries.
 */
export function detectFileTypeFromBytes(bytes: Uint8Array): DetectedFileType | undefined {
  if (bytes.length === 0) return undefined;
  const binaryType = detectBinaryType(bytes);
  if (binaryType !== undefined) return binaryType;
  const text = decodeText(bytes);
  return text === undefined ? undefined : detectTextType(text);
}

// Text detection is ambiguous (a one-column CSV is plain text too), so text kinds accept
// each other where a user could not tell them apart.
const CONTENT_TYPES_PER_UPLOAD_TYPE: Readonly<Record<UploadFileType, readonly DetectedFileType[]>> = {
  csv: ['csv', 'txt'],
  pdf: ['pdf'],
  doc: ['ole2'],
  docx: ['docx'],
  xls: ['ole2'],
  xlsx: ['xlsx'],
  odt: ['odt'],
  image: ['png', 'jpg', 'gif', 'bmp', 'webp', 'svg'],
  jpg: ['jpg'],
  png: ['png'],
  gif: ['gif'],
  bmp: ['bmp'],
  svg: ['svg'],
  webp: ['webp'],
  mp4: ['mp4'],
  avi: ['avi'],
  mkv: ['mkv'],
  txt: ['txt', 'csv', 'json', 'xml'],
  json: ['json'],
  xml: ['xml', 'svg'],
  zip: ['zip', 'docx', 'xlsx', 'odt'],
  rar: ['rar'],
  tar: ['tar'],
};

/** Tells whether file content fits an upload kind, e.g. the server checking a CSV upload is really text. */
export function contentMatchesUploadType(bytes: Uint8Array, uploadType: UploadFileType): boolean {
  const detected = detectFileTypeFromBytes(bytes);
  return detected !== undefined && CONTENT_TYPES_PER_UPLOAD_TYPE[uploadType].includes(detected);
}
