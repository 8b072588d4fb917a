import type { ELearning, ELearningOrgUnit, ELearningSettings } from '@compliance/shared-contracts/browser';

/** An E-Learning of the catalog as the server answers it. */
export const FIRE_SAFETY: ELearning = {
  uuid: '11111111-1111-4111-8111-111111111111',
  title: 'Brandschutz am Arbeitsplatz',
  description: 'Brände verhüten, Alarm auslösen, richtig löschen.',
  category: 'Brandschutz',
  durationMinutes: 25,
  status: 'active',
  orgUnitCount: 1,
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
