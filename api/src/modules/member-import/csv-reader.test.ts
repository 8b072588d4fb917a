import { ApiError } from '../../errors';
import { CsvRecordReader, detectDelimiter } from './csv-reader';

/** Feeds the text in pieces of `size` characters, as chunks of a stream arrive. */
async function readInPieces(text: string, size: number): Promise<string[][]> {
  async function* pieces() {
    for (let start = 0; start < text.length; start += size) yield text.slice(start, start + size);
  }
  const records: string[][] = [];
  for await (const record of new CsvRecordReader(pieces())) records.push(record);
  return records;
}

describe('CsvRecordReader', () => {
  const text = '\uFEFFname;note\r\n"Müller; Anna";"Sie sagte ""Hallo""\r\nund ging"\r\nBerg;\nLast;line';
  const expected = [
    ['name', 'note'],
    ['Müller; Anna', 'Sie sagte "Hallo"\r\nund ging'],
    ['Berg', ''],
    ['Last', 'line'],
  ];

  it.each([1, 2, 3, 7, 1000])('reads quotes, doubled quotes, line breaks in fields and CRLF in pieces of %i', async (size) => {
    expect(await readInPieces(text, size)).toEqual(expected);
  });

  it('detects the delimiter from the header line, ignoring quoted ones', async () => {
    expect(detectDelimiter('a,b,c')).toBe(',');
    expect(detectDelimiter('a;b;c')).toBe(';');
    expect(detectDelimiter('"x,y,z";b;c')).toBe(';');
    expect(await readInPieces('a,b\n1,2\n', 4)).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('reads a header without a line break at the end', async () => {
    expect(await readInPieces('a;b', 2)).toEqual([['a', 'b']]);
  });

  it('keeps a quote inside an unquoted field, and takes rows longer or shorter than the header', async () => {
    expect(await readInPieces('name;note\nO"Neil;5" Rohr;extra\nkurz\n', 5)).toEqual([
      ['name', 'note'],
      ['O"Neil', '5" Rohr', 'extra'],
      ['kurz'],
    ]);
  });

  it('refuses a file whose quote is never closed as a CSV that cannot be processed', async () => {
    const reading = readInPieces('name;note\n"Anna;offen\n', 4);
    await expect(reading).rejects.toBeInstanceOf(ApiError);
    await expect(readInPieces('name;note\n"Anna;offen\n', 4)).rejects.toMatchObject({
      statusCode: 400,
      code: 'MemberImport.CsvNotProcessable',
    });
  });

  it('passes an error of the text through unchanged', async () => {
    class Broken extends Error {}
    async function* pieces() {
      yield 'a;b\n1;2\n';
      throw new Broken('not utf-8');
    }
    const records: string[][] = [];
    const reading = (async () => {
      for await (const record of new CsvRecordReader(pieces())) records.push(record);
    })();
    await expect(reading).rejects.toBeInstanceOf(Broken);
  });
});
