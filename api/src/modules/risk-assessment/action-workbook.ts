import {
  RISK_LEVEL_FACTORS,
  RISK_LEVELS,
  riskLevelOf,
  spreadsheetCell,
  translateCommon,
  type Language,
  type RiskActionRow,
} from '@compliance/shared-contracts';
import { loadExcelJs } from '../../lib/excel';
import type { RiskActionsDocument } from './action-pdf';

// The measures of an evaluated analysis as an xlsx workbook that opens in Excel, as it is written
// in a worker thread (src/workers/heavy-work.ts): building and zipping a workbook is CPU work that
// grows with the measures, which on the server's thread held every other request meanwhile.

/** What the workbook says: the PDF's content, with each measure's description and reason of its type. */
export interface RiskActionsWorkbook extends Omit<RiskActionsDocument, 'actions'> {
  actions: readonly (RiskActionRow & { description: string; typeReason: string | null })[];
}

/** Excel's date format per language; the cells hold real dates, so they sort and filter. */
const DATE_FORMAT: Readonly<Record<Language, string>> = { de_DE: 'dd.mm.yyyy', en_GB: 'dd/mm/yyyy' };

/** A calendar day (ISO) as the date Excel shows for it. */
const calendarDay = (iso: string): Date => new Date(`${iso}T00:00:00Z`);

/** The workbook's bytes: the measures with their risks, and the risk matrix with the levels' legend. */
export async function renderRiskActionsWorkbook({ language, actions, ...result }: RiskActionsWorkbook): Promise<Uint8Array> {
  const text = (key: string, values: Record<string, string | number> = {}) =>
    translateCommon(language, `common.riskActionExport.${key}`, values);
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

  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
