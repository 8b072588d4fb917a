import {
  DEFAULT_RISK_MATRIX,
  type Risk,
  type RiskActionDetails,
  type RiskActionRow,
  type RiskDetails,
  type RiskOverviewRow,
  type RiskResult,
  type RiskAssessment,
  type RiskAssessmentSettings,
  type RiskAssignment,
  type RiskExecution,
  type RiskMemberTask,
  type RiskQuestionnaire,
  type RiskRecord,
} from '@compliance/shared-contracts/browser';

/** An assessment of the catalog (riskAssessmentTaskUuid). */
export const OFFICE_UUID = '11111111-1111-4111-8111-111111111111';

/** The run of the member's open analysis. */
export const OFFICE_EXECUTION_UUID = '88888888-8888-4888-8888-888888888888';

/** The member's open analysis of it, started. */
export const OFFICE_TASK: RiskMemberTask = {
  taskUuid: '55555555-5555-4555-8555-555555555555',
  riskAssessmentTaskUuid: OFFICE_UUID,
  title: 'Büro- und Bildschirmarbeit',
  description: 'Arbeitsplatz, Bildschirm, Raumklima und Pausen.',
  category: 'Büro',
  durationMinutes: 10,
  status: 'inprogress',
  dueDate: '2026-12-15',
  startedAt: '2026-11-20T08:00:00.000Z',
  completedAt: null,
  executionUuid: OFFICE_EXECUTION_UUID,
  resultStatus: null,
};

/** An analysis finished before the member answered. */
export const WAREHOUSE_ENDED: RiskMemberTask = {
  ...OFFICE_TASK,
  taskUuid: '66666666-6666-4666-8666-666666666666',
  riskAssessmentTaskUuid: '22222222-2222-4222-8222-222222222222',
  title: 'Lager und Logistik',
  category: 'Lager',
  status: 'ended',
  startedAt: null,
  executionUuid: null,
};

/** The member's execution of the office analysis: one question answered, with a note. */
export const OFFICE_EXECUTION: RiskExecution = {
  executionUuid: '88888888-8888-4888-8888-888888888888',
  taskUuid: OFFICE_TASK.taskUuid,
  riskAssessmentTaskUuid: OFFICE_UUID,
  title: 'Büro- und Bildschirmarbeit',
  dueDate: '2026-12-15',
  completed: false,
  answers: { 'screen-glare': 2 },
  notes: { 'screen-glare': 'Nachmittags Sonne auf dem Bildschirm' },
  lockedUntil: '2026-11-25T10:02:00.000Z',
};

/** Its questionnaire: two sections, three questions. */
export const OFFICE_QUESTIONNAIRE: RiskQuestionnaire = {
  riskAssessmentTaskUuid: OFFICE_UUID,
  title: 'Büro- und Bildschirmarbeit',
  description: 'Wie oft treffen die folgenden Aussagen auf Ihren Arbeitsplatz zu?',
  sections: [
    {
      sectionId: 'screen',
      title: 'Bildschirm',
      questions: [
        { questionId: 'screen-glare', text: 'Blendet Licht auf Ihrem Bildschirm?', hint: 'Fenster, Lampen, Spiegelungen.' },
        { questionId: 'screen-height', text: 'Sitzen Sie mit geneigtem Kopf vor dem Bildschirm?', hint: '' },
      ],
    },
    {
      sectionId: 'climate',
      title: 'Raumklima',
      questions: [{ questionId: 'room-draught', text: 'Zieht es an Ihrem Arbeitsplatz?', hint: '' }],
    },
  ],
};

/** The office assessment as the catalog lists it. */
export const OFFICE: RiskAssessment = {
  uuid: OFFICE_UUID,
  title: 'Büro- und Bildschirmarbeit',
  description: 'Arbeitsplatz, Bildschirm, Raumklima und Pausen.',
  category: 'Büro',
  durationMinutes: 10,
  questionCount: 3,
  status: 'active',
  assignmentCount: 2,
};

/** Its task settings. */
export const OFFICE_SETTINGS: RiskAssessmentSettings = {
  status: 'active',
  firstExecutionBufferDays: 14,
  intervalMonths: 24,
  activationDate: null,
  deactivationDate: null,
  dueDate: null,
};

/** Its assignments: an org unit and the location. */
export const OFFICE_ASSIGNMENTS: RiskAssignment[] = [
  {
    assignmentUuid: '77777777-7777-4777-8777-777777777771',
    kind: 'org-unit',
    targetUuid: '33333333-3333-4333-8333-333333333333',
    name: 'Verwaltung',
    memberCount: 7,
  },
  {
    assignmentUuid: '77777777-7777-4777-8777-777777777772',
    kind: 'location',
    targetUuid: '44444444-4444-4444-8444-444444444444',
    name: 'Berlin',
    memberCount: 12,
  },
];

/** The evaluated warehouse analysis. */
export const RESULT_UUID = '99999999-9999-4999-8999-999999999999';

/** The evaluation list: the office analysis running short of 6, the warehouse one evaluated. */
export const OVERVIEW_ROWS: RiskOverviewRow[] = [
  {
    analysisUuid: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1',
    riskAssessmentTaskUuid: OFFICE_UUID,
    title: 'Büro- und Bildschirmarbeit',
    category: 'Büro',
    state: 'running',
    participants: 7,
    completed: 4,
    counted: 4,
    dueDate: '2026-12-15',
    finishedAt: null,
    riskAssessmentExecutionResultUuid: null,
    highestRiskFactor: null,
    nextReviewDate: null,
    openRiskActions: 0,
    overdueRiskActions: 0,
  },
  {
    analysisUuid: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa2',
    riskAssessmentTaskUuid: '22222222-2222-4222-8222-222222222222',
    title: 'Lager und Logistik',
    category: 'Lager',
    state: 'measures-created',
    participants: 9,
    completed: 8,
    counted: 8,
    dueDate: '2026-10-01',
    finishedAt: '2026-10-05T09:00:00.000Z',
    riskAssessmentExecutionResultUuid: RESULT_UUID,
    highestRiskFactor: 9,
    nextReviewDate: '2027-10-05',
    openRiskActions: 3,
    overdueRiskActions: 1,
  },
];

/** The warehouse result. */
export const WAREHOUSE_RESULT: RiskResult = {
  riskAssessmentExecutionResultUuid: RESULT_UUID,
  riskAssessmentTaskUuid: '22222222-2222-4222-8222-222222222222',
  title: 'Lager und Logistik',
  status: 'measures-created',
  analysesCount: 8,
  answersCounted: 8,
  participantAdminChanges: 0,
  participants: 9,
  finishedAt: '2026-10-05T09:00:00.000Z',
  nextReviewDate: '2027-10-05',
  matrix: DEFAULT_RISK_MATRIX.map((row) => [...row]),
  riskCounts: { 'very-low': 2, low: 3, medium: 1, high: 1, 'very-high': 1 },
  hazardReportsBySeverity: [3, 10, 14, 6, 9],
  riskActions: { total: 3, agreed: 2, done: 0, overdue: 1 },
};

/** Its highest risk. */
export const FORKLIFT_RISK: Risk = {
  riskUuid: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb1',
  position: 3,
  section: 'Verkehrswege',
  title: 'Gabelstapler und Fußgänger begegnen sich',
  damageSeverity: 5,
  probability: 4,
  riskFactor: 9,
  raisedBySeverity: false,
  level: 'very-high',
  status: 'measure-agreed',
  riskActionCount: 2,
};

/** The same risk with how the group answered. */
export const FORKLIFT_RISK_DETAILS: RiskDetails = {
  ...FORKLIFT_RISK,
  riskAssessmentExecutionResultUuid: RESULT_UUID,
  hint: 'Kreuzungen, Tore, Kommissionierzonen.',
  answerCounts: [0, 1, 2, 3, 2],
  notes: ['Am Tor 3 ist es eng', 'Spiegel fehlt an der Ecke'],
};

/**
 * A hazard of the highest severity one of eight met: the mean gives probability 1 and the matrix
 * 4 (low), the rule of docs/areas/risk-assessments.md raises it to 5 (medium).
 */
export const FALLING_RISK: Risk = {
  riskUuid: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb2',
  position: 5,
  section: 'Lagerung',
  title: 'Absturz von der Laderampe',
  damageSeverity: 5,
  probability: 1,
  riskFactor: 5,
  raisedBySeverity: true,
  level: 'medium',
  status: 'measure-to-define',
  riskActionCount: 0,
};

/** The same risk with how the group answered. */
export const FALLING_RISK_DETAILS: RiskDetails = {
  ...FALLING_RISK,
  riskAssessmentExecutionResultUuid: RESULT_UUID,
  hint: '',
  answerCounts: [7, 1, 0, 0, 0],
  notes: [],
};

/** An agreed measure against it, overdue. */
export const MIRROR_ACTION: RiskActionRow = {
  riskActionUuid: 'cccccccc-cccc-4ccc-8ccc-ccccccccccc1',
  riskUuid: FORKLIFT_RISK.riskUuid,
  riskPosition: 3,
  riskTitle: FORKLIFT_RISK.title,
  riskFactor: 9,
  title: 'Verkehrsspiegel an Tor 3',
  measureType: 'technical',
  responsible: { uuid: '12121212-1212-4212-8212-121212121212', firstName: 'Ada', lastName: 'Admin' },
  dueDate: '2026-11-01',
  status: 'agreed',
  overdue: true,
  expectedRiskFactor: 5,
  carriedFrom: null,
};

/** A measure only defined. */
export const MARKING_ACTION: RiskActionRow = {
  ...MIRROR_ACTION,
  riskActionUuid: 'cccccccc-cccc-4ccc-8ccc-ccccccccccc2',
  title: 'Fußwege farbig markieren',
  measureType: 'organisational',
  dueDate: '2026-12-20',
  status: 'defined',
  overdue: false,
  expectedRiskFactor: 6,
};

/** A measure as read-risk-action-details answers it. */
export const actionDetails = (row: RiskActionRow, overrides: Partial<RiskActionDetails> = {}): RiskActionDetails => ({
  ...row,
  riskAssessmentExecutionResultUuid: RESULT_UUID,
  description: 'Spiegel an der Hallenecke',
  typeReason: 'Getrennte Wege sind baulich nicht möglich.',
  expectedRiskReason: null,
  version: 1,
  agreedAt: null,
  agreedBy: null,
  check: null,
  cancellation: null,
  history: [
    {
      kind: 'defined',
      at: '2026-09-30T08:15:00.000Z',
      by: MIRROR_ACTION.responsible,
      version: 1,
      content: {
        title: row.title,
        description: 'Spiegel an der Hallenecke',
        measureType: row.measureType,
        typeReason: 'Getrennte Wege sind baulich nicht möglich.',
        responsible: MIRROR_ACTION.responsible,
        dueDate: row.dueDate,
        expectedRiskFactor: row.expectedRiskFactor,
        expectedRiskReason: null,
      },
      reason: null,
      check: null,
    },
  ],
  ...overrides,
});

/** Its agreement, a step of its history. */
export const AGREEMENT = {
  kind: 'agreed' as const,
  at: '2026-10-01T09:00:00.000Z',
  by: MIRROR_ACTION.responsible,
  version: 1,
  content: null,
  reason: null,
  check: null,
};

/** The warehouse result's complete record: its run, two risks (one raised, no measure yet) and two measures. */
export const WAREHOUSE_RECORD: RiskRecord = {
  result: WAREHOUSE_RESULT,
  scope: { orgUnits: ['Logistik'], locations: ['Lager München'], members: 0 },
  run: { startedAt: '2026-09-01T06:00:00.000Z', dueDate: '2026-10-01', finishedBy: MIRROR_ACTION.responsible },
  risks: [FORKLIFT_RISK, FALLING_RISK],
  riskActions: [
    actionDetails(MIRROR_ACTION, {
      agreedAt: AGREEMENT.at,
      agreedBy: AGREEMENT.by,
      history: [...actionDetails(MIRROR_ACTION).history, AGREEMENT],
    }),
    actionDetails(MARKING_ACTION),
  ],
};
