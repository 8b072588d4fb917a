import { translateCommon, type Language } from '@compliance/shared-contracts';
import type { SessionContext } from '../../context';
import type { Database } from '../../db';
import { XLSX_CONTENT_TYPE } from '../../lib/excel';
import type { FileAnswer } from '../../lib/file-answer';
import { memberInScope, scopeOf } from '../../lib/scope';
import { CLIENT, clientRows, isoTime, sql, type Sql } from '../../lib/sql';
import { runHeavyTask } from '../../workers/pool';
import { fileFromWorker } from '../../workers/streamed-file';
import { courseText } from './queries';
import { OPEN_TASK_STANDING } from '../../lib/elearning-figures';
import { readStatistics } from './statistics';
import type { StatisticsMemberRow, StatisticsMembersPage } from './statistics-workbook';

// export-statistics (issue 14): the figures of read-statistics and, behind them, one row per member
// and E-Learning, as an xlsx workbook. Rows are read here in pages by the member's name keys and
// written in a worker thread by exceljs's streaming writer (statistics-workbook.ts), which asks for
// each page when it is ready for it, so memory stays flat however many members the client has and
// the writing never holds the event loop.

/**
 * Members read per query; each page is written out before the next is read. Embedded PGlite runs
 * its queries in the server's own thread, so a page there holds every other request while it is
 * read: its pages are small, each query short, though the whole export takes longer for their
 * number. PostgreSQL reads in its own process, and larger pages take fewer round trips.
 */
const MEMBER_PAGE_SIZE: Readonly<Record<Database['kind'], number>> = { postgres: 2000, pglite: 100 };

interface Keyset {
  lastNameKey: string;
  firstNameKey: string;
  memberId: string;
}

/** A member's row of the members sheet, with the keyset of the next page. */
type MemberRow = StatisticsMemberRow & Keyset;

/**
 * One page of members with a task of the E-Learning, in the order of their names: their standing
 * as read-statistics counts it (by the open task; done with none open), the open task's due date
 * and the current attempt's result with its time spent (without a result, the open attempt's).
 * Every row is found by key, so the plan stays linear even where
 * the tables' statistics are stale (PGlite has no autovacuum: an import of thousands of members is
 * not analysed).
 */
function memberPage(session: SessionContext, elearningId: string, after: Keyset | null, pageSize: number): Sql {
  const keyset =
    after === null
      ? sql`TRUE`
      : sql`(m.last_name_key, m.first_name_key, m.id) > (${after.lastNameKey}, ${after.firstNameKey}, ${after.memberId}::uuid)`;
  return sql`WITH page AS MATERIALIZED (
      SELECT m.id, m.last_name_key, m.first_name_key FROM member m
       WHERE m.client_id = ${CLIENT} AND m.archived_at IS NULL AND ${memberInScope(scopeOf(session), 'm')} AND ${keyset}
         AND EXISTS (SELECT 1 FROM elearning_task a WHERE a.elearning_id = ${elearningId} AND a.member_id = m.id AND a.withdrawn_at IS NULL)
       ORDER BY m.last_name_key, m.first_name_key, m.id LIMIT ${pageSize})
    SELECT d.last_name AS "lastName", d.first_name AS "firstName", m.username, m.email,
           (SELECT string_agg(o.name, ', ' ORDER BY lower(o.name)) FROM org_unit_member om JOIN org_unit o ON o.id = om.org_unit_id
             WHERE om.member_id = m.id) AS "orgUnits",
           CASE WHEN t.id IS NULL THEN 'completed' ELSE ${OPEN_TASK_STANDING} END AS standing, t.due_date AS "dueDate",
           ${isoTime(sql`r.completed_at`)} AS "completedAt", r.score_percent::float8 AS "scorePercent",
           r.certificate_number AS "certificateNumber", r.valid_until AS "validUntil",
           coalesce(r.seconds_spent, ox.seconds_spent) AS "secondsSpent",
           p.last_name_key AS "lastNameKey", p.first_name_key AS "firstNameKey", p.id AS "memberId"
      FROM page p JOIN member m ON m.id = p.id JOIN member_details d ON d.member_id = m.id
      LEFT JOIN elearning_task t ON t.elearning_id = ${elearningId} AND t.member_id = m.id AND t.completed_at IS NULL AND t.withdrawn_at IS NULL
      LEFT JOIN elearning_execution ox ON ox.task_id = t.id AND ox.archived_at IS NULL
      LEFT JOIN LATERAL (SELECT r.*, x.seconds_spent FROM elearning_result r JOIN elearning_execution x ON x.id = r.execution_id
                          WHERE r.member_id = m.id AND r.elearning_id = ${elearningId} AND x.archived_at IS NULL
                          ORDER BY r.completed_at DESC LIMIT 1) r ON TRUE
     ORDER BY p.last_name_key, p.first_name_key, p.id`;
}

/** The members sheet's pages: per E-Learning, its members read by keyset, each page when the workbook asks for it. */
async function* memberPages(
  db: Database,
  session: SessionContext,
  elearnings: readonly { elearningUuid: string; title: string }[],
): AsyncGenerator<StatisticsMembersPage> {
  const pageSize = MEMBER_PAGE_SIZE[db.kind];
  for (const { elearningUuid, title } of elearnings) {
    const [course] = await clientRows<{ durationMinutes: number }>(
      db,
      session,
      sql`SELECT c.duration_minutes AS "durationMinutes" FROM elearning e JOIN elearning_course c ON c.id = e.course_id
           WHERE e.client_id = ${CLIENT} AND e.id = ${elearningUuid}`,
    );
    const durationMinutes = course?.durationMinutes ?? 0;
    let after: Keyset | null = null;
    for (;;) {
      const rows: MemberRow[] = await clientRows<MemberRow>(db, session, memberPage(session, elearningUuid, after, pageSize));
      if (rows.length > 0) yield { title, durationMinutes, rows };
      if (rows.length < pageSize) break;
      const last = rows[rows.length - 1]!;
      after = { lastNameKey: last.lastNameKey, firstNameKey: last.firstNameKey, memberId: last.memberId };
    }
  }
}

/** The download's file name, with today's date. */
const statisticsFileName = (language: Language, today: Date = new Date()): string =>
  translateCommon(language, 'common.statisticsExport.fileName', { date: today.toISOString().slice(0, 10) });

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
  const elearnings =
    elearningUuid === undefined
      ? statistics.items
      : await clientRows<{ elearningUuid: string; title: string }>(
          db,
          session,
          sql`SELECT e.id AS "elearningUuid", ${courseText('title', language)} AS title
          FROM elearning e JOIN elearning_course c ON c.id = e.course_id WHERE e.client_id = ${CLIENT} AND e.id = ${elearningUuid}`,
        );
  const output = fileFromWorker(memberPages(db, session, elearnings), (port) =>
    runHeavyTask('writeStatisticsWorkbook', { port, language, statistics, perOrgUnit: elearningUuid !== undefined }, [port]),
  );
  return { body: output, contentType: XLSX_CONTENT_TYPE, fileName: statisticsFileName(language) };
}
