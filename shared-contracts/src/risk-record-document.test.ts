import { DEFAULT_RISK_MATRIX, type RiskActionDetails, type RiskRecord } from './api';
import { riskRecordDocument, riskRecordFileName } from './risk-record-document';

const ADA = { uuid: '12121212-1212-4212-8212-121212121212', firstName: 'Ada', lastName: 'Admin' };
const RESULT = '11111111-1111-4111-8111-111111111111';

const risk = (position: number, title: string, riskFactor: number, status: RiskRecord['risks'][number]['status']) => ({
  riskUuid: `bbbbbbbb-bbbb-4bbb-8bbb-${String(position).padStart(12, '0')}`,
  position,
  section: 'Verkehrswege',
  title,
  damageSeverity: 5,
  probability: 1,
  riskFactor,
  raisedBySeverity: riskFactor === 5,
  level: riskFactor >= 9 ? ('very-high' as const) : riskFactor >= 5 ? ('medium' as const) : ('low' as const),
  status,
  riskActionCount: status === 'measure-agreed' ? 1 : 0,
});

const content = (title: string, dueDate: string) => ({
  title,
  description: 'Am Tor 3',
  measureType: 'technical' as const,
  typeReason: 'Stapler sind nicht zu ersetzen.',
  responsible: ADA,
  dueDate,
  expectedRiskFactor: 4,
  expectedRiskReason: null,
});

/** An agreed measure that was changed after its agreement and agreed again, then checked. */
const MIRROR: RiskActionDetails = {
  riskActionUuid: 'cccccccc-cccc-4ccc-8ccc-ccccccccccc1',
  riskUuid: risk(1, 'Stapler', 9, 'measure-agreed').riskUuid,
  riskPosition: 1,
  riskTitle: 'Stapler und Fußgänger begegnen sich',
  riskFactor: 9,
  title: 'Spiegel und Schranke an Tor 3',
  measureType: 'technical',
  responsible: ADA,
  dueDate: '2026-11-30',
  status: 'done',
  overdue: false,
  expectedRiskFactor: 4,
  carriedFrom: null,
  riskAssessmentExecutionResultUuid: RESULT,
  description: 'Am Tor 3',
  typeReason: 'Stapler sind nicht zu ersetzen.',
  expectedRiskReason: null,
  version: 2,
  agreedAt: '2026-11-02T08:30:00.000Z',
  agreedBy: ADA,
  check: { checkDate: '2026-12-01', effective: true, note: 'Begehung ohne Befund', reviewer: ADA },
  cancellation: null,
  history: [
    {
      kind: 'defined',
      at: '2026-10-06T07:00:00.000Z',
      by: ADA,
      version: 1,
      content: content('Spiegel an Tor 3', '2026-11-15'),
      reason: null,
      check: null,
    },
    { kind: 'agreed', at: '2026-10-07T07:00:00.000Z', by: ADA, version: 1, content: null, reason: null, check: null },
    {
      kind: 'changed',
      at: '2026-11-01T09:00:00.000Z',
      by: ADA,
      version: 2,
      content: content('Spiegel und Schranke an Tor 3', '2026-11-30'),
      reason: 'Der Spiegel allein reicht nicht.',
      check: null,
    },
    { kind: 'agreed', at: '2026-11-02T08:30:00.000Z', by: ADA, version: 2, content: null, reason: null, check: null },
    {
      kind: 'checked',
      at: '2026-12-01T10:00:00.000Z',
      by: ADA,
      version: 2,
      content: null,
      reason: null,
      check: { checkDate: '2026-12-01', effective: true, note: 'Begehung ohne Befund', reviewer: ADA },
    },
  ],
};

const RECORD: RiskRecord = {
  result: {
    riskAssessmentExecutionResultUuid: RESULT,
    riskAssessmentTaskUuid: '22222222-2222-4222-8222-222222222222',
    title: 'Lager und Logistik',
    status: 'measures-agreed',
    analysesCount: 8,
    participants: 9,
    answersCounted: 8,
    participantAdminChanges: 0,
    finishedAt: '2026-10-05T22:30:00.000Z',
    nextReviewDate: '2028-10-05',
    matrix: DEFAULT_RISK_MATRIX.map((row) => [...row]),
    riskCounts: { 'very-low': 0, low: 1, medium: 1, high: 0, 'very-high': 1 },
    hazardReportsBySeverity: [0, 0, 0, 0, 9],
    riskActions: { total: 1, agreed: 1, done: 1, overdue: 0 },
  },
  scope: { orgUnits: ['Logistik'], locations: ['Lager München'], members: 0 },
  run: { startedAt: '2026-09-01T06:00:00.000Z', dueDate: '2026-10-01', finishedBy: ADA },
  risks: [
    risk(1, 'Stapler und Fußgänger begegnen sich', 9, 'measure-agreed'),
    risk(2, 'Absturz von der Rampe', 5, 'measure-to-define'),
    risk(3, 'Lärm', 3, 'open'),
  ],
  riskActions: [MIRROR],
};

const AT = '2026-12-06T11:00:00.000Z';
const cells = (rows: ReadonlyArray<ReadonlyArray<{ text: string }>>) => rows.map((row) => row.map((cell) => cell.text));

describe('the record as a document', () => {
  const document = riskRecordDocument(RECORD, 'de_DE', AT);
  const table = (key: string) => document.tables.find((candidate) => candidate.key === key)!;

  it('states the scope, the dates, who evaluated it and when it was written, times in Berlin', () => {
    expect(document.title).toBe('Gefährdungsbeurteilung: Lager und Logistik');
    expect(Object.fromEntries(document.facts.map((fact) => [fact.label, fact.value]))).toEqual({
      Status: 'Maßnahmen teilweise vereinbart',
      'Zugewiesen an': 'Org-Einheiten: Logistik · Standorte: Lager München · einzelne Mitglieder: 0',
      'Beteiligte und Antworten': '9 Beteiligte, 8 Analysen abgeschlossen, 8 gezählt',
      'Analyse geöffnet am': '01.09.2026, 08:00',
      'Analyse fällig am': '01.10.2026',
      Ausgewertet: '06.10.2026, 00:30 von Ada Admin',
      'Nächste Überprüfung': '05.10.2028',
      'Risiken nach Stufe': 'Sehr hoch: 1, Hoch: 0, Mittel: 1, Gering: 1, Sehr gering: 0',
      'Gemeldete Gefährdungen je Schadensschwere': 'Schwere 5: 9, Schwere 4: 0, Schwere 3: 0, Schwere 2: 0, Schwere 1: 0',
      Maßnahmen: '1 von 1 Maßnahmen vereinbart, 1 von 1 wirksam umgesetzt',
      Stand: '06.12.2026, 12:00 (Zeiten in Europe/Berlin)',
    });
  });

  it('lists every risk, the raised one and those without a measure too', () => {
    expect(cells(table('risks').rows)).toEqual([
      ['1', 'Verkehrswege', 'Stapler und Fußgänger begegnen sich', '5', '1', '9 · Sehr hoch', 'Sehr hoch', '', 'Maßnahme vereinbart', '1'],
      [
        '2',
        'Verkehrswege',
        'Absturz von der Rampe',
        '5',
        '1',
        '5 · Mittel, angehoben (höchste Schadensschwere)',
        'Mittel',
        'angehoben',
        'Maßnahme festlegen',
        '0',
      ],
      ['3', 'Verkehrswege', 'Lärm', '5', '1', '3 · Gering', 'Gering', '', 'Keine Maßnahme nötig', '0'],
    ]);
  });

  it('gives each measure its agreement and check, and each step of its history with what the version said', () => {
    const measures = table('measures');
    const row = Object.fromEntries(measures.columns.map((column, index) => [column.key, measures.rows[0]![index]!.text]));
    expect(row).toMatchObject({
      measure: 'Spiegel und Schranke an Tor 3',
      riskChange: '9 · Sehr hoch → 4 · Gering',
      status: 'Wirksam umgesetzt',
      version: '2',
      agreed: '02.11.2026, 09:30 von Ada Admin',
      check: '01.12.2026: wirksam, geprüft von Ada Admin · Anmerkung: Begehung ohne Befund',
    });
    expect(measures.rows[0]![6]).toEqual({ kind: 'date', iso: '2026-11-30', text: '30.11.2026' });
    expect(cells(table('history').rows).map((step) => step.slice(1, 6))).toEqual([
      ['1', 'Angelegt', '06.10.2026, 09:00', 'Ada Admin', ''],
      ['1', 'Vereinbart', '07.10.2026, 09:00', 'Ada Admin', ''],
      ['2', 'Geändert', '01.11.2026, 10:00', 'Ada Admin', 'Der Spiegel allein reicht nicht.'],
      ['2', 'Vereinbart', '02.11.2026, 09:30', 'Ada Admin', ''],
      ['2', 'Geprüft', '01.12.2026, 11:00', 'Ada Admin', ''],
    ]);
    expect(table('history').rows[0]![6]!.text).toBe(
      'Maßnahme: Spiegel an Tor 3 · Beschreibung: Am Tor 3 · Art: Technisch · Warum keine vorrangige Art: Stapler sind nicht zu ersetzen. · ' +
        'Verantwortlich: Ada Admin · Fällig am: 15.11.2026 · Risikofaktor danach: 4 · Gering',
    );
  });

  it('marks a measure carried over from the run before, and one carried into the next', () => {
    const carried = { ...MIRROR, status: 'defined' as const, carriedFrom: { finishedAt: '2025-10-05T09:00:00.000Z' } };
    const handedOn = { ...MIRROR, status: 'carried-over' as const };
    const carriedRecord = { ...RECORD, riskActions: [carried, handedOn] };
    const measures = riskRecordDocument(carriedRecord, 'de_DE', AT).tables.find((each) => each.key === 'measures')!;
    const status = measures.columns.findIndex((column) => column.key === 'status');
    expect(measures.rows.map((row) => row[status]!.text)).toEqual([
      'Festgelegt, übernommen aus der Auswertung vom 05.10.2025, 11:00',
      'In den nächsten Lauf übernommen',
    ]);
  });

  it('reads in English with the same cells', () => {
    const english = riskRecordDocument(RECORD, 'en_GB', AT);
    expect(english.title).toBe('Risk assessment: Lager und Logistik');
    expect(english.tables.map((each) => each.rows.length)).toEqual(document.tables.map((each) => each.rows.length));
    expect(english.signOff.fields).toEqual(['Name, position', 'Place, date', 'Signature']);
  });
});

describe('the file name of a record', () => {
  it('names the assessment and the day of its run in Berlin, without characters a file system refuses', () => {
    expect(riskRecordFileName('de_DE', 'Lager und Logistik', RECORD.result.finishedAt, 'xlsx')).toBe(
      'Gefährdungsbeurteilung Lager und Logistik 2026-10-06.xlsx',
    );
    expect(riskRecordFileName('en_GB', 'Büro: Arbeitsplätze / Flure?', RECORD.result.finishedAt, 'pdf')).toBe(
      'Risk assessment Büro- Arbeitsplätze - Flure- 2026-10-06.pdf',
    );
  });
});
