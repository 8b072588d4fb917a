import {
  RISK_LEVEL_FACTORS,
  RISK_LEVELS,
  riskLevelOf,
  spreadsheetCell,
  translateCommon,
  type Language,
  type RiskActionExportFormat,
  type RiskActionRow,
} from '@compliance/shared-contracts';
import type { SessionContext } from '../../context';
import type { Database } from '../../db';
import type { FileAnswer } from '../../lib/file-answer';
import { loadExcelJs } from '../../lib/excel';
import { CLIENT, clientRows, sql } from '../../lib/sql';
import { runHeavyTask } from '../../workers/pool';
import { actionList } from './action-queries';
import { assertResultInReach } from './evaluation';
import { readResult } from './evaluation-queries';

// export-risk-action-list: the measures of an evaluated analysis as an xlsx workbook that opens in
// Excel, or as a PDF (action-pdf.ts), in the caller's language: the measures with their risks,
// and the risk matrix the analysis was evaluated by with the levels' legend, so the printout says
// how factors came about.

const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PDF_CONTENT_TYPE = 'application/pdf';

/** Excel's date format per language; the cells hold real dates, so they sort and filter. */
const DATE_FORMAT: Readonly<Record<Language, string>> = { de_DE: 'dd.mm.yyyy', en_GB: 'dd/mm/yyyy' };

/** A calendar day (ISO) as the date Excel shows for it. */
const calendarDay = (iso: string): Date => new Date(`${iso}T00:00:00Z`);

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

  const workbook = new (await loadExcelJs()).Workbook();
  const measures = workbook.addWorksheet(text('measuresSheet'));
  measures.addRow([text('title', { title: result.title })]).font = { bold: true, size: 14 };
  measures.addRow([text('summary', { agreed: result.agreed, done: result.done, total: result.total })]);
  measures.addRow([]);
  const columns = [
    'risk',
    'riskFactor',
    'level',
    'measure',
    'description',
    'type',
    'typeReason',
    'responsible',
    'dueDate',
    'status',
    'expected',
  ];
  measures.addRow(columns.map((column) => text(`columns.${column}`))).font = { bold: true };
  for (const action of actions) {
    const row = measures.addRow([
      spreadsheetCell(`${action.riskPosition}. ${action.riskTitle}`),
      action.riskFactor,
      text(`levels.${riskLevelOf(action.riskFactor)}`),
      spreadsheetCell(action.title),
      spreadsheetCell(action.description),
      text(`types.${action.measureType}`),
      spreadsheetCell(action.typeReason ?? ''),
      spreadsheetCell(action.responsible ? `${action.responsible.lastName}, ${action.responsible.firstName}` : ''),
      calendarDay(action.dueDate),
      text(`statuses.${action.status}`) + (action.overdue ? ` (${text('overdue')})` : ''),
      action.expectedRiskFactor,
    ]);
    row.getCell(9).numFmt = DATE_FORMAT[language];
  }
  measures.columns.forEach((column, index) => {
    column.width = [40, 10, 14, 36, 48, 18, 36, 28, 12, 22, 10][index] ?? 16;
  });

  const matrix = workbook.addWorksheet(text('matrixSheet'));
  matrix.addRow([text('matrixTitle')]).font = { bold: true, size: 14 };
  matrix.addRow([text('matrixNote')]);
  matrix.addRow([]);
  matrix.addRow([text('severityProbability'), 1, 2, 3, 4, 5]).font = { bold: true };
  result.matrix.forEach((factors, index) => matrix.addRow([index + 1, ...factors]));
  matrix.addRow([]);
  matrix.addRow([text('legend')]).font = { bold: true };
  for (const level of RISK_LEVELS) {
    const [low, high] = RISK_LEVEL_FACTORS[level];
    matrix.addRow([text(`levels.${level}`), `${low}–${high}`]);
  }
  matrix.getColumn(1).width = 28;

  const body = new Uint8Array(await workbook.xlsx.writeBuffer());
  return { body, contentType: XLSX_CONTENT_TYPE, fileName: text('fileName', { date: today }) };
}
