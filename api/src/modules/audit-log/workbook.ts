import type { MessagePort } from 'node:worker_threads';
import type ExcelJS from 'exceljs';
import { spreadsheetCell, type AuditLogEntry, type AuditLogRequest, type Language } from '@compliance/shared-contracts';
import { readAuditDetails, shownAuditValue, translateAuditLog } from '@compliance/shared-contracts/audit-log-texts';
import { loadExcelJs } from '../../lib/excel';
import { bytesToPort, fileDone, pulledPages } from '../../workers/streamed-file';
import type { AuditLogExportPage } from './service';

// The audit log's export as it is written in a worker thread (src/workers/heavy-work.ts), as the
// statistics export is: the entries come from the server's thread page by page (export.ts reads
// them), the file's bytes go back to it as they are written.

/** What the workbook says besides the entries. */
export interface AuditLogWorkbookInput {
  port: MessagePort;
  language: Language;
  filter: AuditLogRequest['filter'];
  /** Whether the entries name their client (the licensee's log spans its clients). */
  showClient: boolean;
  /** ISO time the export was asked for. */
  exportedAt: string;
  /** Most entries an export holds (the truncation note names it). */
  maxEntries: number;
}

/** Excel's date-and-time format per language; the cells hold real times, so they sort and filter. */
const TIME_FORMAT: Readonly<Record<Language, string>> = { de_DE: 'dd.mm.yyyy hh:mm:ss', en_GB: 'dd/mm/yyyy hh:mm:ss' };

/** The most characters Excel keeps in a cell. */
const CELL_MAX_CHARS = 32_767;

/** The log's texts in a language. */
const textsIn =
  (language: Language) =>
  (key: string, values: Readonly<Record<string, string | number>> = {}): string =>
    translateAuditLog(language, `auditLog.${key}`, values);

/** An entry's details as lines: values as `name: value`, a change as `field: before → after`. */
function detailsText(details: AuditLogEntry['details'], text: ReturnType<typeof textsIn>): string {
  const { values, changes } = readAuditDetails(details);
  const lines = values.map(([name, value]) => `${name}: ${shownAuditValue(value)}`);
  if (changes !== null && changes.length === 0) lines.push(text('noChange'));
  for (const { field, before, after } of changes ?? []) lines.push(`${field}: ${shownAuditValue(before)} → ${shownAuditValue(after)}`);
  const joined = lines.join('\n');
  return joined.length > CELL_MAX_CHARS ? `${joined.slice(0, CELL_MAX_CHARS - 1)}…` : joined;
}

/** A time for a cell: exceljs writes a Date by its UTC fields, which is the column's time zone. */
const utcTime = (isoTime: string): Date => new Date(isoTime);

/** The filter sheet: what the export holds, so a printed or forwarded file says what it is. */
function writeFilterSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, input: AuditLogWorkbookInput): void {
  const text = textsIn(input.language);
  const sheet = workbook.addWorksheet(text('export.filters'));
  sheet.columns = [{ width: 24 }, { width: 40 }];
  const { person, area, from, to } = input.filter;
  const rows: [string, string | Date][] = [
    [text('export.exportedAt'), utcTime(input.exportedAt)],
    [text('person'), person ?? text('export.any')],
    [text('area'), area ? text(`areas.${area}`) : text('allAreas')],
    [text('from'), from ?? text('export.any')],
    [text('to'), to ?? text('export.any')],
  ];
  for (const [name, value] of rows) {
    const row = sheet.addRow([name, typeof value === 'string' ? spreadsheetCell(value) : value]);
    row.getCell(1).font = { bold: true };
    if (value instanceof Date) row.getCell(2).numFmt = TIME_FORMAT[input.language];
    row.getCell(2).alignment = { horizontal: 'left' };
    row.commit();
  }
  sheet.commit();
}

/** The entries sheet: one row per entry, page by page as `pages` brings them. */
async function writeEntries(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  input: AuditLogWorkbookInput,
  pages: AsyncIterable<AuditLogExportPage>,
): Promise<void> {
  const text = textsIn(input.language);
  const columns = [
    { header: text('export.time'), width: 20, style: { numFmt: TIME_FORMAT[input.language] } },
    { header: text('export.action'), width: 36 },
    { header: text('area'), width: 20 },
    { header: text('export.actor'), width: 24 },
    { header: text('export.username'), width: 20 },
    { header: text('export.actingAs'), width: 18 },
    ...(input.showClient ? [{ header: text('export.client'), width: 24 }] : []),
    { header: text('export.entity'), width: 18 },
    { header: text('export.entityId'), width: 38 },
    { header: text('export.actionCode'), width: 30 },
    { header: text('export.details'), width: 60, style: { alignment: { wrapText: true, vertical: 'top' as const } } },
  ];
  const lastColumn = String.fromCharCode('A'.charCodeAt(0) + columns.length - 1);
  const sheet = workbook.addWorksheet(text('export.sheet'), {
    views: [{ state: 'frozen', ySplit: 1 }],
    pageSetup: { orientation: 'landscape', paperSize: 9, fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = columns;
  sheet.autoFilter = `A1:${lastColumn}1`;
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const page of pages) {
    if (page.kind === 'truncated') {
      const note = sheet.addRow([text('export.truncated', { count: input.maxEntries.toLocaleString(input.language.replace('_', '-')) })]);
      note.font = { bold: true };
      note.commit();
      continue;
    }
    for (const entry of page.entries) {
      const who = entry.actor.name ?? (entry.actor.kind === 'none' ? text('system') : text('deletedAccount'));
      sheet
        .addRow([
          utcTime(entry.at),
          ...[
            translateAuditLog(input.language, `auditLog.actions.${entry.action}`, {}, entry.action),
            text(`areas.${entry.area}`),
            who,
            entry.actor.username,
            text(`actingAs.${entry.actingAs}`),
            ...(input.showClient ? [entry.clientName] : []),
            entry.entity,
            entry.entityId,
            entry.action,
            detailsText(entry.details, text),
          ].map(spreadsheetCell),
        ])
        .commit();
    }
  }
  sheet.commit();
}

/**
 * Writes the audit log workbook to `port` (src/workers/streamed-file.ts): the entries from the
 * pages the server's thread answers the pulls with, then the filter they were chosen by.
 */
export async function writeAuditLogWorkbook(input: AuditLogWorkbookInput): Promise<void> {
  const output = bytesToPort(input.port);
  const workbook = new (await loadExcelJs()).stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  await writeEntries(workbook, input, pulledPages<AuditLogExportPage>(input.port));
  writeFilterSheet(workbook, input);
  await workbook.commit();
  fileDone(input.port);
}
