import { CsvRecordReader, detectDelimiter } from './csv-reader';

/** Feeds the text in pieces of `size` characters, as chunks of a stream arrive. */
function readInPieces(text: string, size: number): string[][] {
  const reader = new CsvRecordReader();
  const records: string[][] = [];
  for (let start = 0; start < text.length; start += size) records.push(...reader.push(text.slice(start, start + size)));
  return [...records, ...reader.end()];
}

describe('CsvRecordReader', () => {
  const text = '\uFEFFname;note\r\n"Müller; Anna";"Sie sagte ""Hallo""\r\nund ging"\r\nBerg;\nLast;line';
  const expected = [
    ['name', 'note'],
    ['Müller; Anna', 'Sie sagte "Hallo"\r\nund ging'],
    ['Berg', ''],
    ['Last', 'line'],
  ];

  it.each([1, 2, 3, 7, 1000])('reads quotes, doubled quotes, line breaks in fields and CRLF in pieces of %i', (size) => {
    expect(readInPieces(text, size)).toEqual(expected);
  });

  it('detects the delimiter from the header line, ignoring quoted ones', () => {
    expect(detectDelimiter('a,b,c')).toBe(',');
    expect(detectDelimiter('a;b;c')).toBe(';');
    expect(detectDelimiter('"x,y,z";b;c')).toBe(';');
    expect(readInPieces('a,b\n1,2\n', 4)).toEqual([['a', 'b'], ['1', '2']]);
  });

  it('reads a header without a line break at the end', () => {
    expect(readInPieces('a;b', 2)).toEqual([['a', 'b']]);
  });
});
