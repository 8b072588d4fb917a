import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
import {
  spreadsheetCell,
  translateCommon,
  type ELearningFigures,
  type ELearningTaskStatus,
  type Language,
} from '@compliance/shared-contracts';
import type { SessionContext } from '../../context';
import type { Database } from '../../db';
import type { FileAnswer } from '../../lib/file-answer';
import { loadExcelJs } from '../../lib/excel';
import { memberInScope, scopeOf } from '../../lib/scope';
import { CLIENT, clientRows, isoTime, sql, type Sql } from '../../lib/sql';
import { courseText } from './queries';
import { COUNT_NAMES, OPEN_TASK_STANDING, readStatistics } from './statistics';

// export-statistics (issue 14): the figures of read-statistics and, behind them, one row per member
// and E-Learning, as an xlsx workbook. Rows are read in pages by the member's name keys and written
// by exceljs's streaming writer, so memory stays flat however many members the client has.

/** Members read per query; each page is written out before the next is read. */
const MEMBER_PAGE_SIZE = 2000;

/** Excel's date format per language; the cells hold real dates, so they sort and filter. */
const DATE_FORMAT: Readonly<Record<Language, string>> = { de_DE: 'dd.mm.yyyy', en_GB: 'dd/mm/yyyy' };

const PERCENT_FORMAT = '0.0';

interface Keyset {
  lastNameKey: string;
  firstNameKey: string;
  memberId: string;
}

/** A member's row of the members sheet, with the keyset of the next page. */
interface MemberRow extends Keyset {
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
}

/** A calendar day for a cell: exceljs writes a Date by its UTC fields. */
const calendarDay = (isoDate: string): Date => new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);

/** The day a moment fell on where the server runs, as the certificate states it. */
function dayOfMoment(isoTime: string): Date {
  const moment = new Date(isoTime);
  return new Date(Date.UTC(moment.getFullYear(), moment.getMonth(), moment.getDate()));
}

/**
 * One page of members with a task of the E-Learning, in the order of their names: their standing
 * as read-statistics counts it (by the open task; done with none open), the open task's due date
 * and the current attempt's result. Every row is found by key, so the plan stays linear even where
 * the tables' statistics are stale (PGlite has no autovacuum: an import of thousands of members is
 * not analysed).
 */
function memberPage(session: SessionContext, elearningId: string, after: Keyset | null): Sql {
  const keyset =
    after === null
      ? sql`TRUE`
      : sql`(m.last_name_key, m.first_name_key, m.id) > (${after.lastNameKey}, ${after.firstNameKey}, ${after.memberId}::uuid)`;
  return sql`WITH page AS MATERIALIZED (
      SELECT m.id, m.last_name_key, m.first_name_key FROM member m
       WHERE m.client_id = ${CLIENT} AND m.archived_at IS NULL AND ${memberInScope(scopeOf(session), 'm')} AND ${keyset}
         AND EXISTS (SELECT 1 FROM elearning_task a WHERE a.elearning_id = ${elearningId} AND a.member_id = m.id AND a.withdrawn_at IS NULL)
       ORDER BY m.last_name_key, m.first_name_key, m.id LIMIT ${MEMBER_PAGE_SIZE})
    SELECT d.last_name AS "lastName", d.first_name AS "firstName", m.username, m.email,
           (SELECT string_agg(o.name, ', ' ORDER BY lower(o.name)) FROM org_unit_member om JOIN org_unit o ON o.id = om.org_unit_id
             WHERE om.member_id = m.id) AS "orgUnits",
           CASE WHEN t.id IS NULL THEN 'completed' ELSE ${OPEN_TASK_STANDING} END AS standing, t.due_date AS "dueDate",
           ${isoTime(sql`r.completed_at`)} AS "completedAt", r.score_percent::float8 AS "scorePercent",
           r.certificate_number AS "certificateNumber", r.valid_until AS "validUntil",
           p.last_name_key AS "lastNameKey", p.first_name_key AS "firstNameKey", p.id AS "memberId"
      FROM page p JOIN member m ON m.id = p.id JOIN member_details d ON d.member_id = m.id
      LEFT JOIN elearning_task t ON t.elearning_id = ${elearningId} AND t.member_id = m.id AND t.completed_at IS NULL AND t.withdrawn_at IS NULL
      LEFT JOIN LATERAL (SELECT r.* FROM elearning_result r JOIN elearning_execution x ON x.id = r.execution_id
                          WHERE r.member_id = m.id AND r.elearning_id = ${elearningId} AND x.archived_at IS NULL
                          ORDER BY r.completed_at DESC LIMIT 1) r ON TRUE
     ORDER BY p.last_name_key, p.first_name_key, p.id`;
}

/** The export's texts in the caller's language. */
const textsIn = (language: Language) => (key: string) => translateCommon(language, `common.statisticsExport.${key}`);

/** The overview sheet: read-statistics' rows (per E-Learning, or per org unit of one) and their totals. */
function writeOverview(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  text: (key: string) => string,
  statistics: Awaited<ReturnType<typeof readStatistics>>,
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

/** The members sheet: one row per member and E-Learning, page by page. */
async function writeMembers(
  db: Database,
  session: SessionContext,
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  language: Language,
  elearnings: readonly { elearningUuid: string; title: string }[],
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
    { header: text('certificateNumber'), width: 18 },
    { header: text('validUntil'), width: 14, style: date },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const { elearningUuid, title } of elearnings) {
    let after: Keyset | null = null;
    for (;;) {
      const rows: MemberRow[] = await clientRows<MemberRow>(db, session, memberPage(session, elearningUuid, after));
      for (const row of rows) {
        sheet
          .addRow([
            ...[title, row.lastName, row.firstName, row.username, row.email, row.orgUnits].map(spreadsheetCell),
            text(`statuses.${row.standing}`),
            row.dueDate === null ? null : calendarDay(row.dueDate),
            row.completedAt === null ? null : dayOfMoment(row.completedAt),
            row.scorePercent,
            row.certificateNumber,
            row.validUntil === null ? null : calendarDay(row.validUntil),
          ])
          .commit();
      }
      if (rows.length < MEMBER_PAGE_SIZE) break;
      const last = rows[rows.length - 1]!;
      after = { lastNameKey: last.lastNameKey, firstNameKey: last.firstNameKey, memberId: last.memberId };
    }
  }
  sheet.commit();
}

/** The download's file name, with today's date. */
const statisticsFileName = (language: Language, today: Date = new Date()): string =>
  translateCommon(language, 'common.statisticsExport.fileName', { date: today.toISOString().slice(0, 10) });

const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * export-statistics: the workbook, streamed. Access and the E-Learning are checked (by reading
 * the figures) before the first byte, so a refusal is an ordinary error answer; a failure while
 * the members are written ends the stream with that error.
 */
export async function exportStatistics(
  db: Database,
  session: SessionContext,
  elearningUuid: string | undefined,
  language: Language,
): Promise<FileAnswer> {
  const statistics = await readStatistics(db, session, elearningUuid, language);
  const output = new PassThrough();
  const workbook = new (await loadExcelJs()).stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const elearnings =
    elearningUuid === undefined
      ? statistics.items
      : await clientRows<{ elearningUuid: string; title: string }>(
          db,
          session,
          sql`SELECT e.id AS "elearningUuid", ${courseText('title', language)} AS title
          FROM elearning e JOIN elearning_course c ON c.id = e.course_id WHERE e.client_id = ${CLIENT} AND e.id = ${elearningUuid}`,
        );
  const write = async () => {
    writeOverview(workbook, textsIn(language), statistics, elearningUuid !== undefined);
    await writeMembers(db, session, workbook, language, elearnings);
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return { body: output, contentType: XLSX_CONTENT_TYPE, fileName: statisticsFileName(language) };
}
