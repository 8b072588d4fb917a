import type { MessagePort } from 'node:worker_threads';
import type ExcelJS from 'exceljs';
import {
  formatCertificateNumber,
  spreadsheetCell,
  translateCommon,
  type ELearningFigures,
  type ELearningStatisticsRow,
  type ELearningTaskStatus,
  type Language,
} from '@compliance/shared-contracts';
import { loadExcelJs } from '../../lib/excel';
import { bytesToPort, fileDone, pulledPages } from '../../workers/streamed-file';
import { completedQuickly } from './time-spent';

// The statistics export's workbook as it is written in a worker thread (src/workers/heavy-work.ts):
// exceljs's streaming writer and its zip are CPU work for every row, which on the server's thread
// held every other request while a large export ran. The rows come from the server's thread page
// by page (statistics-export.ts reads them), the file's bytes go back to it as they are written.

/** The counts of a group of standings, in the order the tables and the export show them. */
export const COUNT_NAMES = ['assigned', 'completed', 'inprogress', 'due', 'overdue'] as const satisfies readonly (keyof Omit<
  ELearningFigures,
  'completionRate'
>)[];

/** Excel's date format per language; the cells hold real dates, so they sort and filter. */
const DATE_FORMAT: Readonly<Record<Language, string>> = { de_DE: 'dd.mm.yyyy', en_GB: 'dd/mm/yyyy' };

const PERCENT_FORMAT = '0.0';

/** Time spent as Excel's duration (a fraction of a day), hours not wrapped at 24, so it sums and sorts. */
const TIME_SPENT_FORMAT = '[h]:mm:ss';

/** Text as text: a certificate number keeps its leading zeros. */
const TEXT_FORMAT = '@';

/** A member's row of the members sheet. */
export interface StatisticsMemberRow {
  lastName: string;
  firstName: string;
  username: string;
  email: string | null;
  orgUnits: string | null;
  standing: ELearningTaskStatus;
  /** ISO date of the open task's due date; null when nothing is open. */
  dueDate: string | null;
  /** The current (not reset) attempt's result. */
  completedAt: string | null;
  scorePercent: number | null;
  certificateNumber: number | null;
  validUntil: string | null;
  /** Whole seconds spent on the attempt of that result; without a result, on the open attempt; null without either. */
  secondsSpent: number | null;
}

/** A page of the members sheet: members of one E-Learning, in the order they are written. */
export interface StatisticsMembersPage {
  title: string;
  /** The course's stated duration, for the mark of a quick completion. */
  durationMinutes: number;
  rows: readonly StatisticsMemberRow[];
}

/** What the workbook says besides the members: read-statistics' answer, per E-Learning or per org unit of one. */
export interface StatisticsWorkbookInput {
  port: MessagePort;
  language: Language;
  statistics: { items: readonly ELearningStatisticsRow[]; total: ELearningFigures };
  perOrgUnit: boolean;
}

/** A calendar day for a cell: exceljs writes a Date by its UTC fields. */
const calendarDay = (isoDate: string): Date => new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);

/** The day a moment fell on where the server runs, as the certificate states it. */
function dayOfMoment(isoTime: string): Date {
  const moment = new Date(isoTime);
  return new Date(Date.UTC(moment.getFullYear(), moment.getMonth(), moment.getDate()));
}

/** The export's texts in the caller's language. */
const textsIn = (language: Language) => (key: string) => translateCommon(language, `common.statisticsExport.${key}`);

/** The overview sheet: read-statistics' rows (per E-Learning, or per org unit of one) and their totals. */
function writeOverview(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  text: (key: string) => string,
  statistics: StatisticsWorkbookInput['statistics'],
  perOrgUnit: boolean,
): void {
  const sheet = workbook.addWorksheet(text('overviewSheet'));
  sheet.columns = [
    { header: text('elearning'), width: 40 },
    ...(perOrgUnit ? [{ header: text('orgUnit'), width: 30 }] : []),
    ...COUNT_NAMES.map((name) => ({ header: text(name), width: 14 })),
    { header: text('completionRate'), width: 20, style: { numFmt: PERCENT_FORMAT } },
  ];
  sheet.getRow(1).font = { bold: true };
  const figuresOf = (row: ELearningFigures) => [...COUNT_NAMES.map((name) => row[name]), row.completionRate];
  for (const row of statistics.items) {
    const names = perOrgUnit ? [row.title, row.orgUnitName] : [row.title];
    sheet.addRow([...names.map(spreadsheetCell), ...figuresOf(row)]).commit();
  }
  const totalRow = sheet.addRow([text('total'), ...(perOrgUnit ? [null] : []), ...figuresOf(statistics.total)]);
  totalRow.font = { bold: true };
  totalRow.commit();
  sheet.commit();
}

/** The members sheet: one row per member and E-Learning, page by page as `pages` brings them. */
async function writeMembers(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  language: Language,
  pages: AsyncIterable<StatisticsMembersPage>,
): Promise<void> {
  const text = textsIn(language);
  const sheet = workbook.addWorksheet(text('membersSheet'));
  const date = { numFmt: DATE_FORMAT[language] };
  sheet.columns = [
    { header: text('elearning'), width: 40 },
    { header: text('lastName'), width: 20 },
    { header: text('firstName'), width: 20 },
    { header: text('username'), width: 20 },
    { header: text('email'), width: 30 },
    { header: text('orgUnits'), width: 30 },
    { header: text('status'), width: 16 },
    { header: text('dueDate'), width: 14, style: date },
    { header: text('completedOn'), width: 16, style: date },
    { header: text('score'), width: 14, style: { numFmt: PERCENT_FORMAT } },
    { header: text('timeSpent'), width: 14, style: { numFmt: TIME_SPENT_FORMAT } },
    { header: text('certificateNumber'), width: 18, style: { numFmt: TEXT_FORMAT } },
    { header: text('validUntil'), width: 14, style: date },
    { header: text('note'), width: 24 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const { title, durationMinutes, rows } of pages) {
    for (const row of rows) {
      sheet
        .addRow([
          ...[title, row.lastName, row.firstName, row.username, row.email, row.orgUnits].map(spreadsheetCell),
          text(`statuses.${row.standing}`),
          row.dueDate === null ? null : calendarDay(row.dueDate),
          row.completedAt === null ? null : dayOfMoment(row.completedAt),
          row.scorePercent,
          row.secondsSpent === null ? null : row.secondsSpent / 86_400,
          row.certificateNumber === null ? null : formatCertificateNumber(row.certificateNumber),
          row.validUntil === null ? null : calendarDay(row.validUntil),
          row.completedAt !== null && row.secondsSpent !== null && completedQuickly(row.secondsSpent, durationMinutes)
            ? text('completedQuickly')
            : null,
        ])
        .commit();
    }
  }
  sheet.commit();
}

/**
 * Writes the statistics workbook to `port` (src/workers/streamed-file.ts): the overview from the
 * input, then the members sheet from the pages the server's thread answers the pulls with.
 */
export async function writeStatisticsWorkbook({ port, language, statistics, perOrgUnit }: StatisticsWorkbookInput): Promise<void> {
  const output = bytesToPort(port);
  const workbook = new (await loadExcelJs()).stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  writeOverview(workbook, textsIn(language), statistics, perOrgUnit);
  await writeMembers(workbook, language, pulledPages<StatisticsMembersPage>(port));
  await workbook.commit();
  fileDone(port);
}
