import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MEMBER_IMPORT_COLUMNS } from '@compliance/shared-contracts';
import { writeImportCsv } from '../company/member-import';

/** The size of each CSV the penetration test's shapes are written at. */
export const CSV_BYTES = 5 * 1024 * 1024;

/** A member CSV of one shape: its name in the report and how to write it. */
export interface CsvInput {
  name: string;
  write: (folder: string) => Promise<string>;
}

const HEADER = `${MEMBER_IMPORT_COLUMNS.join(';')}\n`;

/** The header, then `line` again and again up to CSV_BYTES. */
function repeatedLines(folder: string, fileName: string, line: string): string {
  const file = join(folder, fileName);
  writeFileSync(file, HEADER + line.repeat(Math.floor((CSV_BYTES - HEADER.length) / line.length)));
  return file;
}

/**
 * The shapes of item 3 of issue 67: lines without data (empty, or only separators as Excel writes
 * a sheet's formatted empty rows), rows of data, and one line of 5 MB without a line break.
 */
export const CSV_INPUTS: readonly CsvInput[] = [
  { name: '5 MB CSV of empty lines', write: async (folder) => repeatedLines(folder, 'empty-lines.csv', '\n') },
  { name: '5 MB CSV of `;` lines', write: async (folder) => repeatedLines(folder, 'separator-lines.csv', `${';'.repeat(22)}\r\n`) },
  {
    name: '5 MB CSV of data rows',
    write: async (folder) => {
      const file = join(folder, 'data-rows.csv');
      // About 155 bytes a row.
      await writeImportCsv(file, Math.round(CSV_BYTES / 155));
      return file;
    },
  },
  {
    name: '5 MB CSV of one line',
    write: async (folder) => {
      const file = join(folder, 'one-line.csv');
      writeFileSync(file, 'a'.repeat(CSV_BYTES));
      return file;
    },
  },
];
