import type {
  ELearning,
  ELearningFigures,
  ELearningOrgUnit,
  ELearningResult,
  ELearningSettings,
  ELearningStatisticsRow,
  ExecutionActivity,
  MemberTask,
} from '@compliance/shared-contracts/browser';

/** An E-Learning of the catalog as the server answers it. */
export const FIRE_SAFETY: ELearning = {
  uuid: '11111111-1111-4111-8111-111111111111',
  title: 'Brandschutz am Arbeitsplatz',
  description: 'Brände verhüten, Alarm auslösen, richtig löschen.',
  category: 'Brandschutz',
  durationMinutes: 25,
  status: 'active',
  orgUnitCount: 1,
  ownCourse: false,
};

/** Its task settings. */
export const FIRE_SAFETY_SETTINGS: ELearningSettings = {
  status: 'active',
  firstExecutionBufferDays: 14,
  intervalMonths: 12,
  activationDate: null,
  deactivationDate: null,
  dueDate: null,
  completionRule: 'passed',
  minScore: 80,
  underageEverySixMonths: true,
};

/** The org unit it is assigned to. */
export const PRODUCTION: ELearningOrgUnit = {
  orgUnitUuid: '22222222-2222-4222-8222-222222222222',
  orgUnitName: 'Produktion',
  admins: [{ uuid: '33333333-3333-4333-8333-333333333333', firstName: 'Ada', lastName: 'Admin' }],
};

/** The member's open fire-safety task, as read-member-tasks answers it. */
export const FIRE_SAFETY_TASK: MemberTask = {
  taskUuid: '55555555-5555-4555-8555-555555555555',
  elearningUuid: FIRE_SAFETY.uuid,
  title: FIRE_SAFETY.title,
  description: FIRE_SAFETY.description,
  category: FIRE_SAFETY.category,
  durationMinutes: FIRE_SAFETY.durationMinutes,
  status: 'overdue',
  dueDate: '2026-11-02',
  startedAt: null,
  completedAt: null,
  resultUuid: null,
};

/** A completed first-aid task. */
export const FIRST_AID_DONE: MemberTask = {
  taskUuid: '66666666-6666-4666-8666-666666666666',
  elearningUuid: '77777777-7777-4777-8777-777777777777',
  title: 'Erste Hilfe – Grundlagen',
  description: 'Notruf absetzen, stabile Seitenlage.',
  category: 'Erste Hilfe',
  durationMinutes: 90,
  status: 'completed',
  dueDate: '2026-10-01',
  startedAt: '2026-09-14T08:00:00.000Z',
  completedAt: '2026-09-15T08:30:00.000Z',
  resultUuid: '88888888-8888-4888-8888-888888888888',
};

/** The result of the done first-aid task: what its certificate says. */
export const FIRST_AID_RESULT: ELearningResult = {
  resultUuid: '88888888-8888-4888-8888-888888888888',
  executionUuid: '99999999-9999-4999-8999-999999999999',
  elearningUuid: FIRST_AID_DONE.elearningUuid,
  certificateNumber: '000042',
  language: 'de_DE',
  memberName: 'Max Mustermann',
  courseTitle: FIRST_AID_DONE.title,
  clientName: 'Demo GmbH',
  scorePercent: 90,
  completedAt: '2026-09-15T08:30:00.000Z',
  validUntil: '2027-09-15',
  archived: false,
};

/** Fire safety's figures: 8 members, 6 of them done. */
export const FIRE_SAFETY_FIGURES: ELearningFigures = { assigned: 8, completed: 6, inprogress: 1, due: 0, overdue: 1, completionRate: 75 };

/** read-statistics over the catalog: one row per active E-Learning. */
export const CATALOG_STATISTICS: { items: ELearningStatisticsRow[]; total: ELearningFigures } = {
  items: [{ ...FIRE_SAFETY_FIGURES, elearningUuid: FIRE_SAFETY.uuid, title: FIRE_SAFETY.title, orgUnitUuid: null, orgUnitName: null }],
  total: FIRE_SAFETY_FIGURES,
};

/** read-statistics of fire safety: its one org unit. */
export const FIRE_SAFETY_STATISTICS: { items: ELearningStatisticsRow[]; total: ELearningFigures } = {
  items: [{ ...CATALOG_STATISTICS.items[0]!, orgUnitUuid: PRODUCTION.orgUnitUuid, orgUnitName: PRODUCTION.orgUnitName }],
  total: FIRE_SAFETY_FIGURES,
};

/** An activity of a course's tree as the player reads it: a visible, launchable, choosable SCO not yet begun unless said otherwise. */
export const activityOf = (id: string, title = id, depth = 0, extra: Partial<ExecutionActivity> = {}): ExecutionActivity => ({
  id,
  title,
  depth,
  visible: true,
  launchable: true,
  status: 'not-attempted',
  choosable: true,
  ...extra,
});
