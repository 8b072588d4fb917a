import {
  LICENSEE_COURSE_CLIENTS_MAX,
  type LICENSEE_COURSE_SORT_COLUMNS,
  type LicenseeCourseClient,
  type LicenseeCourseDetails,
  type LicenseeCourseRow,
} from '@compliance/shared-contracts';
import type { Queryable } from '../../db';
import type { RowList } from '../../lib/paging';
import { isoTime, LICENSEE, licenseeRows, sql, sqlInteger, sqlRows, type LicenseeRef, type Sql } from '../../lib/sql';

// The licensee's course catalog as the back office reads it (catalog.ts): only the licensee's
// own courses (not clients' own uploads), each with the clients holding it as an E-Learning.

/** A catalog course of the licensee: the condition every query here starts from. */
const CATALOG_COURSE = sql`co.licensee_id = ${LICENSEE} AND co.owner_client_id IS NULL`;

const CLIENTS_HOLDING = sql`(SELECT count(*)::int FROM elearning e WHERE e.course_id = co.id)`;
const CURRENT_PACKAGE_TIME = sql`(SELECT p.created_at FROM elearning_package p WHERE p.id = co.package_id)`;

/** The catalog's courses; counts are computed for a page's rows alone. */
export const COURSE_LIST: RowList<(typeof LICENSEE_COURSE_SORT_COLUMNS)[number], LicenseeCourseRow> = {
  columns: sql`co.id AS uuid, co.texts, co.duration_minutes AS "durationMinutes",
    (SELECT p.scorm_version FROM elearning_package p WHERE p.id = co.package_id) AS "scormVersion",
    co.offered_to AS "offeredTo", ${CLIENTS_HOLDING} AS "clientCount",
    (SELECT count(*)::int FROM elearning_package p WHERE p.course_id = co.id) AS "versionCount",
    ${isoTime(CURRENT_PACKAGE_TIME)} AS "updatedAt"`,
  from: sql`elearning_course co`,
  order: {
    title: [sql`lower(co.texts #>> '{de_DE,title}')`, sql`co.id`],
    updatedAt: [CURRENT_PACKAGE_TIME, sql`co.id`],
    clientCount: [CLIENTS_HOLDING, sql`co.id`],
  },
  defaultSort: 'title',
};

/** The condition of the course list: the licensee's catalog, searched in both languages' titles and categories. */
export const catalogCourses = (searched: Sql): Sql[] => [CATALOG_COURSE, searched];

/** The columns a search of the catalog looks in. */
export const COURSE_SEARCH_COLUMNS = ['{de_DE,title}', '{en_GB,title}', '{de_DE,category}', '{en_GB,category}'].map(
  (path) => sql`co.texts #>> ${path}`,
);

/** A course of the catalog without its versions and clients. */
export type CatalogCourse = Pick<LicenseeCourseDetails, 'uuid' | 'texts' | 'durationMinutes' | 'offeredTo'>;

/**
 * One course of the catalog without its versions and clients, locked for the transaction when
 * `lock` (a write reads what it changes under the lock); undefined when the licensee has none such.
 */
export async function readCatalogCourse(
  db: Queryable,
  licensee: LicenseeRef,
  id: string,
  lock = false,
): Promise<CatalogCourse | undefined> {
  const [row] = await licenseeRows<CatalogCourse>(
    db,
    licensee,
    sql`SELECT co.id AS uuid, co.texts, co.duration_minutes AS "durationMinutes", co.offered_to AS "offeredTo"
          FROM elearning_course co WHERE ${CATALOG_COURSE} AND co.id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row;
}

/** Every package uploaded for a course (checked to be the licensee's by its caller), newest first, with who uploaded it. */
export function readCourseVersions(db: Queryable, courseId: string): Promise<LicenseeCourseDetails['versions']> {
  return sqlRows(
    db,
    sql`SELECT p.id AS uuid, p.title AS "packageTitle", p.scorm_version AS "scormVersion", p.file_count AS "fileCount",
               p.total_bytes::int AS "totalBytes", ${isoTime(sql`p.created_at`)} AS "uploadedAt",
               CASE WHEN a.id IS NULL THEN NULL ELSE a.first_name || ' ' || a.last_name END AS "uploadedBy",
               p.id = co.package_id AS current
          FROM elearning_package p
          JOIN elearning_course co ON co.id = p.course_id
          LEFT JOIN customer_advisor a ON a.id = p.uploaded_by_advisor_id
         WHERE p.course_id = ${courseId}
         ORDER BY p.created_at DESC, p.id DESC`,
  );
}

/**
 * How far a client uses its E-Learning of a course: `used` once any member had a task of it
 * (tasks, attempts and results hang on the E-Learning), `configured` while it is active or has
 * org units (the client's admins set it up), else `offered`: only then may it be withdrawn.
 */
const CLIENT_USE = sql`CASE WHEN EXISTS (SELECT 1 FROM elearning_task t WHERE t.elearning_id = e.id) THEN 'used'
                            WHEN e.status = 'active' OR EXISTS (SELECT 1 FROM elearning_org_unit u WHERE u.elearning_id = e.id)
                            THEN 'configured' ELSE 'offered' END`;

/**
 * The clients holding a course or chosen for it, by name (at most LICENSEE_COURSE_CLIENTS_MAX),
 * and how many there are.
 */
export async function readCourseClients(
  db: Queryable,
  licensee: LicenseeRef,
  courseId: string,
  offeredTo: LicenseeCourseDetails['offeredTo'],
): Promise<{ clients: LicenseeCourseClient[]; clientCount: number }> {
  const offered = offeredTo === 'all' ? sql`TRUE` : sql`(o.client_id IS NOT NULL)`;
  const rows = await licenseeRows<LicenseeCourseClient & { total: number }>(
    db,
    licensee,
    sql`SELECT c.id AS uuid, c.name, c.client_identifier AS "clientIdentifier", ${offered} AS offered,
               ${CLIENT_USE} AS use, count(*) OVER ()::int AS total
          FROM client c
          LEFT JOIN elearning e ON e.client_id = c.id AND e.course_id = ${courseId}
          LEFT JOIN elearning_course_offer o ON o.client_id = c.id AND o.course_id = ${courseId}
         WHERE c.licensee_id = ${LICENSEE} AND (e.id IS NOT NULL OR o.client_id IS NOT NULL)
         ORDER BY lower(c.name), c.id
         LIMIT ${sqlInteger(LICENSEE_COURSE_CLIENTS_MAX)}`,
  );
  return { clients: rows.map(({ total: _total, ...client }) => client), clientCount: rows[0]?.total ?? 0 };
}

/** Whether a client other than those in `keep` holds the course and configured or used it: such a client must keep it. */
export async function isCourseUsedBeyond(
  db: Queryable,
  licensee: LicenseeRef,
  courseId: string,
  keep: readonly string[],
): Promise<boolean> {
  const rows = await licenseeRows<{ id: string }>(
    db,
    licensee,
    sql`SELECT c.id FROM client c JOIN elearning e ON e.client_id = c.id AND e.course_id = ${courseId}
         WHERE c.licensee_id = ${LICENSEE} AND NOT (c.id = ANY(${keep}::uuid[])) AND ${CLIENT_USE} <> 'offered' LIMIT 1`,
  );
  return rows.length > 0;
}

/**
 * Removes a course's E-Learnings from the licensee's clients other than `keep` that hold it
 * untouched (checked again here, under the write: an admin may have set it up meanwhile);
 * answers the clients that lost it.
 */
export async function withdrawUntouchedCourse(
  db: Queryable,
  licensee: LicenseeRef,
  courseId: string,
  keep: readonly string[],
): Promise<string[]> {
  const rows = await licenseeRows<{ id: string }>(
    db,
    licensee,
    sql`DELETE FROM elearning e USING client c
         WHERE e.course_id = ${courseId} AND c.id = e.client_id AND c.licensee_id = ${LICENSEE}
           AND NOT (e.client_id = ANY(${keep}::uuid[])) AND ${CLIENT_USE} = 'offered'
     RETURNING e.client_id AS id`,
  );
  return rows.map((row) => row.id);
}
