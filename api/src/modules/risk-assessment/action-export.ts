import { riskRecordFileName, type Language, type RiskActionExportFormat } from '@compliance/shared-contracts';
import type { SessionContext } from '../../context';
import type { Database } from '../../db';
import { XLSX_CONTENT_TYPE } from '../../lib/excel';
import type { FileAnswer } from '../../lib/file-answer';
import { runHeavyTask } from '../../workers/pool';
import type { RiskRecordRendering } from './action-pdf';
import { readRecord } from './record';

// export-risk-action-list: an evaluated analysis's complete record (read-risk-record) as an xlsx
// workbook that opens in Excel (action-workbook.ts) or as a PDF (action-pdf.ts), in the caller's
// language, both from shared-contracts' riskRecordDocument, as the print page shows it. Both are
// written in worker threads.

const CONTENT_TYPES: Readonly<Record<RiskActionExportFormat, string>> = { xlsx: XLSX_CONTENT_TYPE, pdf: 'application/pdf' };

/** A result's record as an xlsx workbook or a PDF; the result is checked first, so a refusal is an ordinary error answer. */
export async function exportActions(
  db: Database,
  session: SessionContext,
  resultId: string,
  language: Language,
  format: RiskActionExportFormat,
): Promise<FileAnswer> {
  const record = await readRecord(db, session, resultId, language);
  const rendering: RiskRecordRendering = { record, language, at: new Date().toISOString() };
  const body = await runHeavyTask(format === 'pdf' ? 'renderRiskRecordPdf' : 'renderRiskRecordWorkbook', rendering);
  return {
    body,
    contentType: CONTENT_TYPES[format],
    fileName: riskRecordFileName(language, record.result.title, record.result.finishedAt, format),
  };
}
