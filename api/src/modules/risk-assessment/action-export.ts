import { translateCommon, type Language, type RiskActionExportFormat, type RiskActionRow } from '@compliance/shared-contracts';
import type { SessionContext } from '../../context';
import type { Database } from '../../db';
import { XLSX_CONTENT_TYPE } from '../../lib/excel';
import type { FileAnswer } from '../../lib/file-answer';
import { CLIENT, clientRows, sql } from '../../lib/sql';
import { runHeavyTask } from '../../workers/pool';
import { actionList } from './action-queries';
import type { RiskActionsWorkbook } from './action-workbook';
import { assertResultInReach } from './evaluation';
import { readResult } from './evaluation-queries';

// export-risk-action-list: the measures of an evaluated analysis as an xlsx workbook that opens in
// Excel (action-workbook.ts), or as a PDF (action-pdf.ts), in the caller's language: the measures
// with their risks, and the risk matrix the analysis was evaluated by with the levels' legend, so
// the printout says how factors came about. Both are written in worker threads.

const PDF_CONTENT_TYPE = 'application/pdf';

/**
 * A result's measures as an xlsx workbook or a PDF; the result is checked first, so a refusal is
 * an ordinary error answer.
 */
export async function exportActions(
  db: Database,
  session: SessionContext,
  resultId: string,
  language: Language,
  format: RiskActionExportFormat,
): Promise<FileAnswer> {
  await assertResultInReach(db, session, resultId);
  const result = await readResult(db, session, resultId, language);
  if (!result) throw new Error('result vanished after its check');
  const text = (key: string, values: Record<string, string | number> = {}) =>
    translateCommon(language, `common.riskActionExport.${key}`, values);
  const list = actionList(language);
  const actions = await clientRows<RiskActionRow & { description: string; typeReason: string | null }>(
    db,
    session,
    sql`SELECT ${list.columns}, x.description, x.type_reason AS "typeReason" FROM ${list.from}
         WHERE x.client_id = ${CLIENT} AND x.result_id = ${resultId} ORDER BY r.position, x.due_date, x.id`,
  );

  const today = new Date().toISOString().slice(0, 10);
  if (format === 'pdf') {
    // Laid out in a worker thread: a result of many measures takes the CPU for a while.
    const body = await runHeavyTask('renderRiskActionsPdf', { language, ...result, actions });
    return { body, contentType: PDF_CONTENT_TYPE, fileName: text('pdfFileName', { date: today }) };
  }

  const workbook: RiskActionsWorkbook = { language, ...result, actions };
  const body = await runHeavyTask('renderRiskActionsWorkbook', workbook);
  return { body, contentType: XLSX_CONTENT_TYPE, fileName: text('fileName', { date: today }) };
}
