import { formatCertificateNumber, PERMISSIONS, translateCommon, type ELearningResult } from '@compliance/shared-contracts';
import type { SessionContext } from '../../context';
import type { Database } from '../../db';
import { ApiError } from '../../errors';
import type { FileAnswer } from '../../lib/file-answer';
import { memberInScope, scopeOf } from '../../lib/scope';
import { sql, type Sql } from '../../lib/sql';
import { runHeavyTask } from '../../workers/pool';
import type { CertificateContent } from './certificate-pdf';
import { readCertificatePdf, readResultRow, resultOfRow, storeCertificatePdf, type ResultRow } from './result-queries';

// Results of completed attempts and their certificates: members read their own; admins with the
// statistics those of the members they administer (the history of reset attempts included).

const notFound = () => new ApiError(404, 'ELearning.NotFound');

/** The results the session may read, as a condition on the result `r` and its member `m`. */
function readableResults(session: SessionContext): Sql {
  const own = session.memberId === null ? sql`FALSE` : sql`r.member_id = ${session.memberId}`;
  if (!session.permissions.includes(PERMISSIONS.elearning.readStatistics)) return own;
  return sql`(${own} OR ${memberInScope(scopeOf(session), 'm')})`;
}

async function readableResult(db: Database, session: SessionContext, match: Sql): Promise<ResultRow> {
  const row = await readResultRow(db, session, match, readableResults(session));
  if (!row) throw notFound();
  return row;
}

/** A result with what its certificate says. */
export async function readResultData(db: Database, session: SessionContext, resultUuid: string): Promise<ELearningResult> {
  return resultOfRow(await readableResult(db, session, sql`r.id = ${resultUuid}`));
}

/** The result of an attempt; 404 while the attempt has not fulfilled the rule. */
export async function readExecutionResult(db: Database, session: SessionContext, executionUuid: string): Promise<ELearningResult> {
  return resultOfRow(await readableResult(db, session, sql`r.execution_id = ${executionUuid}`));
}

/** Renders a certificate in a worker thread: laying out and embedding fonts is CPU work of tens of milliseconds. */
function renderCertificate(row: CertificateContent): Promise<Uint8Array> {
  const content: CertificateContent = {
    certificateNumber: row.certificateNumber,
    language: row.language,
    memberName: row.memberName,
    courseTitle: row.courseTitle,
    clientName: row.clientName,
    scorePercent: row.scorePercent,
    completedAt: row.completedAt,
    validUntil: row.validUntil,
  };
  return runHeavyTask('renderCertificatePdf', content);
}

/**
 * A result's certificate as PDF with its file name: the stored one, or on the first download
 * rendered from what the result says and stored for good.
 */
export async function certificatePdf(db: Database, session: SessionContext, resultUuid: string): Promise<FileAnswer> {
  const row = await readableResult(db, session, sql`r.id = ${resultUuid}`);
  const number = formatCertificateNumber(row.certificateNumber);
  const fileName = translateCommon(row.language, 'common.certificate.fileName', { number });
  const stored = row.rendered ? await readCertificatePdf(db, session, row.resultUuid) : undefined;
  const pdf = stored ?? (await storeCertificatePdf(db, session, row.resultUuid, await renderCertificate(row)));
  return { body: pdf, contentType: 'application/pdf', fileName };
}
