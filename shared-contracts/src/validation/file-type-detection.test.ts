import { contentMatchesUploadType, detectFileTypeFromBytes } from './file-type-detection';

function bytesOf(...parts: (string | number[])[]): Uint8Array {
  const values: number[] = [];
  for (const part of parts) {
    if (typeof part === 'string') values.push(...new TextEncoder().encode(part));
    else values.push(...part);
  }
  return Uint8Array.from(values);
}

function zipWithEntry(entryName: string): Uint8Array {
  // Local file header: signature, then fixed fields up to the name length at offset 26, name at 30.
  const header = new Uint8Array(30);
  header.set([0x50, 0x4b, 0x03, 0x04]);
  header[26] = entryName.length;
  return bytesOf(Array.from(header), entryName, [0, 0, 0]);
}

function tarArchive(): Uint8Array {
  const block = new Uint8Array(512);
  block.set(new TextEncoder().encode('file.txt'));
  block.set(new TextEncoder().encode('ustar\u000000'), 257);
  return block;
}

function bmpHeader(dibHeaderSize: number): Uint8Array {
  const header = new Uint8Array(54);
  header.set([0x42, 0x4d]);
  new DataView(header.buffer).setUint32(14, dibHeaderSize, true);
  return header;
}

describe('detectFileTypeFromBytes: binary signatures', () => {
  it.each<[string, Uint8Array, string]>([
    ['PDF', bytesOf('%PDF-1.7\n%âãÏÓ\n'), 'pdf'],
    ['PNG', bytesOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'png'],
    ['JPEG', bytesOf([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF'), 'jpg'],
    ['GIF87a', bytesOf('GIF87a', [1, 0, 1, 0]), 'gif'],
    ['GIF89a', bytesOf('GIF89a', [1, 0, 1, 0]), 'gif'],
    ['BMP', bmpHeader(40), 'bmp'],
    ['WebP', bytesOf('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'webp'],
    ['AVI', bytesOf('RIFF', [0, 0, 0, 0], 'AVI LIST'), 'avi'],
    ['zip', zipWithEntry('readme.txt'), 'zip'],
    ['empty zip', bytesOf([0x50, 0x4b, 0x05, 0x06], new Array<number>(18).fill(0)), 'zip'],
    ['docx', zipWithEntry('word/document.xml'), 'docx'],
    ['xlsx', zipWithEntry('xl/workbook.xml'), 'xlsx'],
    ['odt', bytesOf(Array.from(zipWithEntry('mimetype').subarray(0, 38)), 'application/vnd.oasis.opendocument.text'), 'odt'],
    ['doc/xls (OLE2)', bytesOf([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'ole2'],
    ['RAR 4', bytesOf('Rar!', [0x1a, 0x07, 0x00]), 'rar'],
    ['RAR 5', bytesOf('Rar!', [0x1a, 0x07, 0x01, 0x00]), 'rar'],
    ['MP4', bytesOf([0, 0, 0, 0x18], 'ftypmp42'), 'mp4'],
    ['MKV', bytesOf([0x1a, 0x45, 0xdf, 0xa3, 0x9f]), 'mkv'],
    ['tar', tarArchive(), 'tar'],
  ])('recognises %s', (_name, bytes, expected) => {
    expect(detectFileTypeFromBytes(bytes)).toBe(expected);
  });

  it('does not take text starting with "BM" for a bitmap', () => {
    expect(detectFileTypeFromBytes(bytesOf('BMW fleet list for the yard\n'))).toBe('txt');
    expect(detectFileTypeFromBytes(bmpHeader(41))).toBeUndefined();
  });

  it('answers undefined for empty input and unknown binaries', () => {
    expect(detectFileTypeFromBytes(new Uint8Array())).toBeUndefined();
    expect(detectFileTypeFromBytes(bytesOf([0x4d, 0x5a, 0x90, 0x00, 0x03]))).toBeUndefined();
  });

  it('reads a Uint8Array that views part of a larger buffer', () => {
    const buffer = new Uint8Array(64);
    buffer.set(bmpHeader(40), 10);
    expect(detectFileTypeFromBytes(buffer.subarray(10))).toBe('bmp');
  });
});

describe('detectFileTypeFromBytes: text heuristics', () => {
  it.each<[string, string, string]>([
    ['SVG with XML declaration', '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>', 'svg'],
    ['bare SVG', '<svg width="10" height="10"><rect/></svg>', 'svg'],
    ['XML', '<?xml version="1.0" encoding="UTF-8"?><members><member/></members>', 'xml'],
    ['XML without declaration', '<members><member name="a"/></members>', 'xml'],
    ['JSON object', '{"firstName": "Jürgen", "age": 42}', 'json'],
    ['JSON array', '[1, 2, 3]', 'json'],
    ['semicolon CSV (German Excel)', 'Vorname;Nachname;E-Mail\nJürgen;Müller;j@example.de\nAnna;Schmidt;a@example.de\n', 'csv'],
    ['comma CSV with quotes', 'first,last\n"Doe, John",x\nJane,y', 'csv'],
    ['tab separated', 'a\tb\n1\t2\n', 'csv'],
    ['plain text', 'Hello world.\nThis is a note, with a comma.\nAnd more lines here', 'txt'],
    ['one line with a comma', 'Hello, world', 'txt'],
    ['broken JSON', '{"a": ', 'txt'],
    ['text with a BOM', '\uFEFFa;b\n1;2', 'csv'],
  ])('recognises %s', (_name, text, expected) => {
    expect(detectFileTypeFromBytes(new TextEncoder().encode(text))).toBe(expected);
  });

  it('recognises Windows-1252 text as text', () => {
    // "Müller;Köln" in Windows-1252 is not valid UTF-8.
    const windows1252 = bytesOf('M', [0xfc], 'ller;K', [0xf6], 'ln\nA;B\n');
    expect(detectFileTypeFromBytes(windows1252)).toBe('csv');
  });

  it('takes content with control characters for binary', () => {
    expect(detectFileTypeFromBytes(bytesOf('abc', [0x00], 'def'))).toBeUndefined();
  });
});

describe('contentMatchesUploadType', () => {
  it('accepts content fitting the declared kind', () => {
    expect(contentMatchesUploadType(new TextEncoder().encode('a;b\n1;2'), 'csv')).toBe(true);
    expect(contentMatchesUploadType(new TextEncoder().encode('single column'), 'csv')).toBe(true);
    expect(contentMatchesUploadType(bytesOf('%PDF-1.4'), 'pdf')).toBe(true);
    expect(contentMatchesUploadType(bytesOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image')).toBe(true);
    expect(contentMatchesUploadType(zipWithEntry('word/document.xml'), 'docx')).toBe(true);
    expect(contentMatchesUploadType(zipWithEntry('word/document.xml'), 'zip')).toBe(true);
    expect(contentMatchesUploadType(bytesOf([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'xls')).toBe(true);
  });

  it('rejects content that contradicts the declared kind', () => {
    expect(contentMatchesUploadType(bytesOf('%PDF-1.4'), 'csv')).toBe(false);
    expect(contentMatchesUploadType(bytesOf([0x4d, 0x5a, 0x90, 0x00]), 'csv')).toBe(false);
    expect(contentMatchesUploadType(zipWithEntry('readme.txt'), 'docx')).toBe(false);
    expect(contentMatchesUploadType(new TextEncoder().encode('<svg></svg>'), 'png')).toBe(false);
    expect(contentMatchesUploadType(new Uint8Array(), 'txt')).toBe(false);
  });
});
