import { formatCertificateNumber, type ELearningResult, type Language } from '@compliance/shared-contracts';
import type { Queryable } from '../../db';
import { CLIENT, clientRows, isoTime, sql, type ClientRef, type Sql } from '../../lib/sql';
import { EXECUTION_JOINS, REPEAT_MONTHS } from './execution-queries';
import { courseText } from './queries';

// The SQL of results: writing them for completed attempts, with certificate numbers from the
// client's counter, and reading one with its certificate.

/**
 * Gives every completed attempt of the client that `executions` (a condition on the attempt `x`)
 * selects and that has no result yet its result: the next certificate numbers of the client in
 * completion order, and what the certificate says as it is now (the member's name and language,
 * the course's title in it, the client's name, valid-until from the repeat). Answers how many it wrote.
 */
export async function recordResults(db: Queryable, client: ClientRef, executions: Sql): Promise<number> {
  const rows = await clientRows<{ id: string }>(
    db,
    client,
    sql`WITH done AS (
          SELECT x.id AS execution_id, x.member_id, e.id AS elearning_id, x.score_percent, x.completed_at, w.language,
                 md.first_name || ' ' || md.last_name AS member_name, ${courseText('title', sql`w.language`)} AS course_title,
                 cl.name AS client_name,
                 CASE WHEN ${REPEAT_MONTHS} > 0 THEN (x.completed_at + make_interval(months => ${REPEAT_MONTHS}))::date END AS valid_until,
                 row_number() OVER (ORDER BY x.completed_at, x.id) AS position
            FROM ${EXECUTION_JOINS}
            JOIN client cl ON cl.id = x.client_id
            LEFT JOIN member_setting ms ON ms.member_id = x.member_id
           CROSS JOIN LATERAL (SELECT coalesce(ms.language_code, cl.language) AS language) w
           WHERE x.client_id = ${CLIENT} AND x.completed_at IS NOT NULL AND ${executions}
             AND NOT EXISTS (SELECT 1 FROM elearning_result r WHERE r.execution_id = x.id)
        ), total AS (SELECT count(*)::int AS n FROM done),
        counter AS (
          -- The counter row's lock orders concurrent completions: each takes the numbers after the last one given.
          INSERT INTO elearning_certificate_counter AS k (client_id, last_number) SELECT ${CLIENT}, n FROM total
          ON CONFLICT (client_id) DO UPDATE SET last_number = k.last_number + excluded.last_number
          RETURNING k.last_number - (SELECT n FROM total) AS base
        )
        INSERT INTO elearning_result (client_id, execution_id, member_id, elearning_id, certificate_number, language, member_name,
                                      course_title, client_name, score_percent, completed_at, valid_until)
        SELECT ${CLIENT}, d.execution_id, d.member_id, d.elearning_id, k.base + d.position, d.language, d.member_name,
               d.course_title, d.client_name, d.score_percent, d.completed_at, d.valid_until
          FROM done d CROSS JOIN counter k
        RETURNING id`,
  );
  return rows.length;
}

/** A result as the API answers it, with whose it is and whether its certificate was rendered. */
export interface ResultRow extends Omit<ELearningResult, 'certificateNumber' | 'language'> {
  certificateNumber: number;
  language: Language;
  memberId: string;
  rendered: boolean;
}

const RESULT_COLUMNS = sql`r.id AS "resultUuid", r.execution_id AS "executionUuid", r.elearning_id AS "elearningUuid",
  r.certificate_number AS "certificateNumber", r.language, r.member_name AS "memberName", r.course_title AS "courseTitle",
  r.client_name AS "clientName", r.score_percent::float8 AS "scorePercent", ${isoTime(sql`r.completed_at`)} AS "completedAt",
  r.valid_until::text AS "validUntil", x.archived_at IS NOT NULL AS archived, r.member_id AS "memberId",
  r.certificate_pdf IS NOT NULL AS rendered`;

/** One result of the client that `readable` (a condition on the result `r` and its member `m`) admits. */
export async function readResultRow(db: Queryable, client: ClientRef, match: Sql, readable: Sql): Promise<ResultRow | undefined> {
  const [row] = await clientRows<ResultRow>(
    db,
    client,
    sql`SELECT ${RESULT_COLUMNS}
          FROM elearning_result r JOIN elearning_execution x ON x.id = r.execution_id JOIN member m ON m.id = r.member_id
         WHERE r.client_id = ${CLIENT} AND ${match} AND ${readable}`,
  );
  return row;
}

/** The API's answer for a result row. */
export const resultOfRow = ({ memberId: _memberId, rendered: _rendered, ...row }: ResultRow): ELearningResult => ({
  ...row,
  certificateNumber: formatCertificateNumber(row.certificateNumber),
});

/** The stored PDF of a result, or undefined before its first rendering. */
export async function readCertificatePdf(db: Queryable, client: ClientRef, resultId: string): Promise<Uint8Array | undefined> {
  const [row] = await clientRows<{ pdf: Uint8Array | null }>(
    db,
    client,
    sql`SELECT certificate_pdf AS pdf FROM elearning_result WHERE client_id = ${CLIENT} AND id = ${resultId}`,
  );
  return row?.pdf ?? undefined;
}

/**
 * Keeps a certificate's first rendering. When two first downloads race, the one stored first
 * stays and both answer it: a certificate never changes once given out.
 */
export async function storeCertificatePdf(db: Queryable, client: ClientRef, resultId: string, pdf: Uint8Array): Promise<Uint8Array> {
  const stored = await clientRows<{ id: string }>(
    db,
    client,
    sql`UPDATE elearning_result SET certificate_pdf = ${pdf} WHERE client_id = ${CLIENT} AND id = ${resultId} AND certificate_pdf IS NULL
        RETURNING id`,
  );
  return stored.length === 1 ? pdf : ((await readCertificatePdf(db, client, resultId)) ?? pdf);
}
