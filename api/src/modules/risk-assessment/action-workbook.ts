import type { Worksheet } from 'exceljs';
import { riskRecordDocument, spreadsheetCell, translateCommon, type Language, type RiskRecordCell } from '@compliance/shared-contracts';
import { loadExcelJs } from '../../lib/excel';
import type { RiskRecordRendering } from './action-pdf';

// An evaluated analysis's record (shared-contracts' riskRecordDocument) as an xlsx workbook that
// opens in Excel, written in a worker thread (src/workers/heavy-work.ts): building and zipping a
// workbook is CPU work that grows with the measures. One sheet of facts with the sign-off, one per
// table with every column, frozen header and filters, and the matrix; each prints landscape.

/** Excel's date format per language; the cells hold real dates, so they sort and filter. */
const DATE_FORMAT: Readonly<Record<Language, string>> = { de_DE: 'dd.mm.yyyy', en_GB: 'dd/mm/yyyy' };

/** Landscape, as wide as one page, the header row on every page. */
function printLandscape(sheet: Worksheet, headerRow?: number): void {
  sheet.pageSetup = { orientation: 'landscape', paperSize: 9, fitToPage: true, fitToWidth: 1, fitToHeight: 0 };
  if (headerRow) sheet.pageSetup.printTitlesRow = `${headerRow}:${headerRow}`;
}

/** A cell's value as Excel keeps it: numbers and factors as numbers, days as dates, text guarded against formulas. */
function cellValue(cell: RiskRecordCell): string | number | Date {
  switch (cell.kind) {
    case 'number':
      return cell.value;
    case 'factor':
      return cell.factor;
    case 'date':
      return new Date(`${cell.iso}T00:00:00Z`);
    default:
      return spreadsheetCell(cell.text);
  }
}

/** The workbook's bytes. */
export async function renderRiskRecordWorkbook({ record, language, at }: RiskRecordRendering): Promise<Uint8Array> {
  const document = riskRecordDocument(record, language, at);
  const text = (key: string) => translateCommon(language, `common.riskActionExport.${key}`);
  const workbook = new (await loadExcelJs()).Workbook();
  workbook.title = document.title;

  const facts = workbook.addWorksheet(text('recordSheet'));
  facts.addRow([spreadsheetCell(document.title)]).font = { bold: true, size: 14 };
  facts.addRow([]);
  for (const fact of document.facts)
    facts.addRow([spreadsheetCell(fact.label), spreadsheetCell(fact.value)]).getCell(1).font = { bold: true };
  facts.addRow([]);
  facts.addRow([document.signOff.heading]).font = { bold: true, size: 12 };
  facts.addRow([document.signOff.note]);
  for (const field of document.signOff.fields) {
    const row = facts.addRow([field, '']);
    row.height = 30;
    row.getCell(2).border = { bottom: { style: 'thin' } };
  }
  facts.getColumn(1).width = 40;
  facts.getColumn(2).width = 100;
  facts.getColumn(2).alignment = { wrapText: true, vertical: 'top' };
  printLandscape(facts);

  for (const table of document.tables) {
    const sheet = workbook.addWorksheet(table.heading.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    const header = sheet.addRow(table.columns.map((column) => column.label));
    header.font = { bold: true };
    header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEEEEE' } };
    for (const row of table.rows) {
      const added = sheet.addRow(row.map(cellValue));
      row.forEach((cell, index) => {
        if (cell.kind === 'date') added.getCell(index + 1).numFmt = DATE_FORMAT[language];
      });
    }
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.columns.length } };
    table.columns.forEach((column, index) => {
      const widest = Math.max(column.label.length, ...table.rows.map((row) => row[index]?.text.length ?? 0));
      sheet.getColumn(index + 1).width = Math.min(60, Math.max(8, widest + 2));
      sheet.getColumn(index + 1).alignment = { wrapText: true, vertical: 'top' };
    });
    printLandscape(sheet, 1);
  }

  const matrix = workbook.addWorksheet(text('matrixSheet'));
  matrix.addRow([document.matrix.heading]).font = { bold: true, size: 14 };
  matrix.addRow([document.matrix.note]);
  matrix.addRow([]);
  matrix.addRow([document.matrix.corner, ...document.matrix.probabilities.map(Number)]).font = { bold: true };
  for (const row of document.matrix.rows) matrix.addRow([Number(row.severity), ...row.cells.map((cell) => cell.text)]);
  matrix.addRow([]);
  matrix.addRow([document.legend]);
  matrix.getColumn(1).width = 28;
  for (let column = 2; column <= 6; column += 1) matrix.getColumn(column).width = 18;
  printLandscape(matrix);

  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
