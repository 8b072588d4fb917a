/**
 * Characters that make a spreadsheet read a text cell as a formula (CSV injection, OWASP):
 * `=`, `+`, `-`, `@`, a tab and a carriage return at the start.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A value of an exported cell: text, a number, or empty. */
export type SpreadsheetValue = string | number | null | undefined;

/** The byte order mark that makes Excel read a CSV file as UTF-8 (umlauts). */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

/** Separator of our CSV files: Excel in German locales opens `;`-separated files directly. */
export const CSV_DELIMITER = ';';

/** Whether a text cell would be run as a formula by Excel, LibreOffice or Google Sheets. */
export function isFormulaLike(text: string): boolean {
  return FORMULA_START.test(text);
}

/**
 * A value as every export must write it: text that a spreadsheet would run as a formula gets a
 * leading `'`, so it is shown as the text it is; numbers stay numbers, empty values become ''.
 */
export function spreadsheetCell(value: SpreadsheetValue): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return isFormulaLike(value) ? `'${value}` : value;
}

/** One cell of a CSV line: neutralised by {@link spreadsheetCell}, quoted when it holds the separator, a quote or a line break. */
function csvCell(value: SpreadsheetValue, delimiter: string): string {
  const text = String(spreadsheetCell(value));
  const needsQuotes = text.includes(delimiter) || /["\r\n]/.test(text);
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV file that opens in Excel: UTF-8 with byte order mark, `;`-separated, CRLF line ends,
 * every cell passed through {@link spreadsheetCell}. The one way the product writes CSV.
 */
export function csvDocument(rows: readonly (readonly SpreadsheetValue[])[], delimiter: string = CSV_DELIMITER): string {
  const lines = rows.map((row) => row.map((value) => csvCell(value, delimiter)).join(delimiter));
  return `${CSV_BYTE_ORDER_MARK}${lines.map((line) => `${line}\r\n`).join('')}`;
}
