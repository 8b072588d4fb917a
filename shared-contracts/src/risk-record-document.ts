// An evaluated analysis as a document (issue 71, point 5): the record's facts and tables in one
// language, cell by cell, as the print page shows them and the PDF and workbook write them. One
// builder for all three, so paper and files never say different things.
import type { MemberReference, RiskActionDetails, RiskActionEvent, RiskRecord } from './api';
// The values' own module, not ./api: the browser's entry must not pull in the endpoints' schemas.
import {
  RISK_DAMAGE_SEVERITIES,
  RISK_LEVEL_FACTORS,
  RISK_LEVELS,
  RISK_PROBABILITIES,
  riskLevelOf,
  type RiskLevel,
} from './api/risk-assessment-values';
import { formatDate, formatDateTime, type Language } from './format';
import { translateCommon } from './i18n';

/** The time zone a record's times are written in (the product is German first); the document names it. */
export const RISK_RECORD_TIME_ZONE = 'Europe/Berlin';

/**
 * A cell of the record: text, a whole number, a calendar day, or a risk factor with its level (its
 * text on paper, its number in the workbook, where a column beside it names the level).
 */
export type RiskRecordCell =
  | { kind: 'text'; text: string }
  | { kind: 'number'; value: number; text: string }
  | { kind: 'date'; iso: string; text: string }
  | { kind: 'factor'; factor: number; level: RiskLevel; text: string };

/** A column: its heading, whether paper (print page, PDF) shows it (the workbook has all), its share of a page's width. */
export interface RiskRecordColumn {
  key: string;
  label: string;
  paper: boolean;
  share: number;
}

/** One table of the record: its rows cell by cell under its columns. */
export interface RiskRecordTable {
  key: 'risks' | 'measures' | 'history';
  heading: string;
  empty: string;
  columns: RiskRecordColumn[];
  rows: RiskRecordCell[][];
}

/** Everything a record says, in one language. */
export interface RiskRecordDocument {
  language: Language;
  title: string;
  facts: Array<{ label: string; value: string }>;
  tables: RiskRecordTable[];
  matrix: {
    heading: string;
    note: string;
    corner: string;
    probabilities: string[];
    rows: Array<{ severity: string; cells: RiskRecordCell[] }>;
  };
  legend: string;
  signOff: { heading: string; note: string; fields: string[] };
}

type Translate = (key: string, values?: Readonly<Record<string, string | number>>) => string;

const text = (value: string): RiskRecordCell => ({ kind: 'text', text: value });
const number = (value: number): RiskRecordCell => ({ kind: 'number', value, text: String(value) });

/** The columns of a table from [key, label key, paper, share]. */
const columnsOf = (t: Translate, specs: ReadonlyArray<readonly [string, string, boolean, number]>): RiskRecordColumn[] =>
  specs.map(([key, label, paper, share]) => ({ key, label: t(label), paper, share }));

/**
 * The record of `record` as a document in `language`. `at` is when it is written (ISO date-time),
 * `timeZone` the zone its times are shown in.
 */
export function riskRecordDocument(
  record: RiskRecord,
  language: Language,
  at: string,
  timeZone: string = RISK_RECORD_TIME_ZONE,
): RiskRecordDocument {
  const t: Translate = (key, values = {}) => translateCommon(language, `common.riskActionExport.${key}`, values);
  const day = (iso: string) => formatDate(iso, language);
  const time = (iso: string) => formatDateTime(iso, language, { timeZone });
  const name = (member: MemberReference | null) => (member ? `${member.firstName} ${member.lastName}` : t('nobody'));
  const factorText = (factor: number, raised = false) =>
    t(raised ? 'raised' : 'factor', { factor, level: t(`levels.${riskLevelOf(factor)}`) });
  const factor = (value: number, raised = false): RiskRecordCell => ({
    kind: 'factor',
    factor: value,
    level: riskLevelOf(value),
    text: factorText(value, raised),
  });
  const date = (iso: string): RiskRecordCell => ({ kind: 'date', iso, text: day(iso) });
  const { result, scope, run } = record;
  const list = (names: readonly string[]) => (names.length === 0 ? t('facts.none') : names.join(', '));

  const facts = [
    [t('facts.status'), t(`resultStatuses.${result.status}`)],
    [t('facts.scope'), t('facts.scopeLine', { orgUnits: list(scope.orgUnits), locations: list(scope.locations), members: scope.members })],
    [
      t('facts.participants'),
      t('facts.participantsLine', { participants: result.participants, analyses: result.analysesCount, counted: result.answersCounted }),
    ],
    [t('facts.opened'), time(run.startedAt)],
    [t('facts.due'), day(run.dueDate)],
    [t('facts.finished'), t('facts.finishedLine', { at: time(result.finishedAt), by: name(run.finishedBy) })],
    [t('facts.nextReview'), result.nextReviewDate ? day(result.nextReviewDate) : t('facts.noReview')],
    [
      t('facts.risksByLevel'),
      [...RISK_LEVELS]
        .reverse()
        .map((level) => `${t(`levels.${level}`)}: ${result.riskCounts[level]}`)
        .join(', '),
    ],
    [
      t('facts.hazardReports'),
      [...RISK_DAMAGE_SEVERITIES]
        .reverse()
        .map((severity) => t('facts.hazardReportsLine', { severity, count: result.hazardReportsBySeverity[severity - 1] ?? 0 }))
        .join(', '),
    ],
    [t('facts.measures'), t('summary', result.riskActions)],
    [t('facts.asOf'), t('facts.asOfLine', { at: time(at), timeZone })],
  ].map(([label, value]) => ({ label: label!, value: value! }));

  const risks: RiskRecordTable = {
    key: 'risks',
    heading: t('tables.risks'),
    empty: t('tables.risksEmpty'),
    columns: columnsOf(t, [
      ['position', 'recordColumns.position', true, 0.05],
      ['section', 'recordColumns.section', true, 0.14],
      ['risk', 'columns.risk', true, 0.26],
      ['severity', 'recordColumns.severity', true, 0.08],
      ['probability', 'recordColumns.probability', true, 0.13],
      ['riskFactor', 'columns.riskFactor', true, 0.13],
      ['level', 'columns.level', false, 0],
      ['raised', 'recordColumns.raised', false, 0],
      ['status', 'recordColumns.riskStatus', true, 0.12],
      ['measureCount', 'recordColumns.measureCount', true, 0.09],
    ]),
    rows: record.risks.map((risk) => [
      number(risk.position),
      text(risk.section),
      text(risk.title),
      number(risk.damageSeverity),
      number(risk.probability),
      factor(risk.riskFactor, risk.raisedBySeverity),
      text(t(`levels.${riskLevelOf(risk.riskFactor)}`)),
      text(risk.raisedBySeverity ? t('recordColumns.raisedYes') : ''),
      text(t(`riskStatuses.${risk.status}`)),
      number(risk.riskActionCount),
    ]),
  };

  const measureStatus = (action: RiskActionDetails) =>
    [
      t(`statuses.${action.status}`) + (action.overdue ? ` (${t('overdue')})` : ''),
      ...(action.carriedFrom ? [t('carriedFrom', { date: time(action.carriedFrom.finishedAt) })] : []),
    ].join(', ');
  /** A check as recorded, in words: date, result, reviewer and note. */
  const checkText = (check: NonNullable<RiskActionEvent['check']>) =>
    [
      t('checkLine', {
        date: day(check.checkDate),
        result: t(check.effective ? 'effective.yes' : 'effective.no'),
        reviewer: name(check.reviewer),
      }),
      ...(check.note ? [t('checkNote', { note: check.note })] : []),
    ].join(' · ');
  const measures: RiskRecordTable = {
    key: 'measures',
    heading: t('tables.measures'),
    empty: t('tables.measuresEmpty'),
    columns: columnsOf(t, [
      ['risk', 'columns.risk', true, 0.12],
      ['measure', 'columns.measure', true, 0.13],
      ['description', 'columns.description', false, 0],
      ['type', 'columns.type', true, 0.1],
      ['typeReason', 'columns.typeReason', false, 0],
      ['responsible', 'columns.responsible', true, 0.11],
      ['dueDate', 'columns.dueDate', true, 0.08],
      ['riskFactor', 'columns.riskFactor', false, 0],
      ['expected', 'columns.expected', false, 0],
      ['riskChange', 'recordColumns.riskChange', true, 0.11],
      ['expectedReason', 'recordColumns.expectedReason', false, 0],
      ['status', 'columns.status', true, 0.08],
      ['version', 'recordColumns.version', true, 0.07],
      ['agreed', 'recordColumns.agreed', true, 0.1],
      ['check', 'recordColumns.check', true, 0.1],
      ['cancelled', 'recordColumns.cancelled', false, 0],
    ]),
    rows: record.riskActions.map((action) => [
      text(`${action.riskPosition}. ${action.riskTitle}`),
      text(action.title),
      text(action.description),
      text(t(`types.${action.measureType}`)),
      text(action.typeReason ?? ''),
      text(action.responsible ? name(action.responsible) : ''),
      date(action.dueDate),
      factor(action.riskFactor),
      factor(action.expectedRiskFactor),
      text(`${factorText(action.riskFactor)} → ${factorText(action.expectedRiskFactor)}`),
      text(action.expectedRiskReason ?? ''),
      text(measureStatus(action)),
      number(action.version),
      text(action.agreedAt ? t('byOn', { at: time(action.agreedAt), by: name(action.agreedBy) }) : ''),
      text(action.check ? checkText(action.check) : ''),
      text(
        action.cancellation
          ? t('cancelLine', { at: time(action.cancellation.at), by: name(action.cancellation.by), reason: action.cancellation.reason })
          : '',
      ),
    ]),
  };

  const stepContent = (step: RiskActionEvent): string => {
    if (step.check) return checkText(step.check);
    const content = step.content;
    if (!content) return '';
    const parts: Array<[string, string | null]> = [
      ['title', content.title],
      ['description', content.description || null],
      ['type', t(`types.${content.measureType}`)],
      ['typeReason', content.typeReason],
      ['responsible', content.responsible ? name(content.responsible) : null],
      ['dueDate', day(content.dueDate)],
      ['expected', factorText(content.expectedRiskFactor)],
      ['expectedReason', content.expectedRiskReason],
    ];
    return parts
      .filter((part): part is [string, string] => part[1] !== null)
      .map(([key, value]) => t(`content.${key}`, { value }))
      .join(' · ');
  };
  const history: RiskRecordTable = {
    key: 'history',
    heading: t('tables.history'),
    empty: t('tables.historyEmpty'),
    columns: columnsOf(t, [
      ['measure', 'columns.measure', true, 0.15],
      ['version', 'recordColumns.version', true, 0.07],
      ['step', 'recordColumns.step', true, 0.09],
      ['at', 'recordColumns.at', true, 0.11],
      ['by', 'recordColumns.by', true, 0.11],
      ['reason', 'recordColumns.reason', true, 0.15],
      ['content', 'recordColumns.content', true, 0.32],
    ]),
    rows: record.riskActions.flatMap((action) =>
      action.history.map((step) => [
        text(`${action.riskPosition}. ${action.title}`),
        number(step.version),
        text(t(`steps.${step.kind}`)),
        text(time(step.at)),
        text(name(step.by)),
        text(step.reason ?? ''),
        text(stepContent(step)),
      ]),
    ),
  };

  return {
    language,
    title: t('recordTitle', { title: result.title }),
    facts,
    tables: [risks, measures, history],
    matrix: {
      heading: t('matrixTitle'),
      note: t('matrixNote'),
      corner: t('severityProbability'),
      probabilities: RISK_PROBABILITIES.map(String),
      rows: result.matrix.map((row, index) => ({ severity: String(index + 1), cells: row.map((value) => factor(value)) })),
    },
    legend: `${t('legend')}: ${RISK_LEVELS.map((level) => `${t(`levels.${level}`)} ${RISK_LEVEL_FACTORS[level][0]}–${RISK_LEVEL_FACTORS[level][1]}`).join(', ')}`,
    signOff: {
      heading: t('signOff.heading'),
      note: t('signOff.note'),
      fields: ['name', 'date', 'signature'].map((field) => t(`signOff.fields.${field}`)),
    },
  };
}

/** Characters no file name of Windows, macOS or Linux may hold (control characters too). */
// eslint-disable-next-line no-control-regex -- control characters are what it must find
const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|\u0000-\u001f]+/g;

/**
 * The name a record is saved under: the assessment's title and the day its run was evaluated
 * (ISO, so files sort by it), e.g. "Gefährdungsbeurteilung Lager und Logistik 2026-10-05.xlsx".
 */
export function riskRecordFileName(language: Language, title: string, finishedAt: string, extension: 'xlsx' | 'pdf'): string {
  const safeTitle = title.replace(UNSAFE_IN_FILE_NAMES, '-').replace(/\s+/g, ' ').trim().slice(0, 80);
  // en-CA writes a day as ISO does: 2026-10-05.
  const date = new Intl.DateTimeFormat('en-CA', {
    timeZone: RISK_RECORD_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(finishedAt));
  return translateCommon(language, 'common.riskActionExport.fileName', { title: safeTitle, date, extension });
}
