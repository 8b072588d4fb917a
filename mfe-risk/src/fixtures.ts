import type {
  RiskAssessment,
  RiskAssessmentSettings,
  RiskAssignment,
  RiskExecution,
  RiskMemberTask,
  RiskQuestionnaire,
} from '@compliance/shared-contracts/browser';

/** An assessment of the catalog (riskAssessmentTaskUuid). */
export const OFFICE_UUID = '11111111-1111-4111-8111-111111111111';

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
  executionUuid: '88888888-8888-4888-8888-888888888888',
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
