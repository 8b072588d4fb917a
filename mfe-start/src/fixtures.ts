import type {
  ContactPerson,
  InfopointLocation,
  InfopointMemberGroup,
  MemberRiskActionRow,
  MemberTask,
  RiskMemberTask,
  Template,
} from '@compliance/shared-contracts/browser';

/** The member's own location: enough first aiders, one fire warden short. */
export const HQ: InfopointLocation = {
  uuid: '11111111-1111-4111-8111-111111111111',
  name: 'Zentrale Berlin',
  street: 'Friedrichstraße 100',
  postalCode: '10117',
  city: 'Berlin',
  countryCode: 'DE',
  locationType: 'headquarters',
  memberCount: 42,
  isOwn: true,
  coverage: { firstAid: { required: 3, present: 3, shortfall: 0 }, fireWardens: { required: 3, present: 2, shortfall: 1 } },
};

/** Another location with too few first aiders. */
export const PLANT: InfopointLocation = {
  uuid: '22222222-2222-4222-8222-222222222222',
  name: 'Werk Hamburg',
  street: 'Hafenstraße 12',
  postalCode: '20359',
  city: 'Hamburg',
  countryCode: 'DE',
  locationType: 'branch',
  memberCount: 1,
  isOwn: false,
  coverage: { firstAid: { required: 0, present: 0, shortfall: 0 }, fireWardens: { required: 1, present: 1, shortfall: 0 } },
};

export const ERNA: ContactPerson = {
  uuid: '33333333-3333-4333-8333-333333333333',
  firstName: 'Erna',
  lastName: 'Erste',
  email: 'erna.erste@demo.example',
  phoneNumber: '+49 30 1234567',
  mobileNumber: null,
};

export const DIETER: ContactPerson = {
  uuid: '44444444-4444-4444-8444-444444444444',
  firstName: 'Dieter',
  lastName: 'Doktor',
  email: null,
  phoneNumber: null,
  mobileNumber: null,
};

export const GROUPS: InfopointMemberGroup[] = [
  { uuid: '55555555-5555-4555-8555-555555555555', name: 'Betriebsärzte', type: 'medical-officer', companyWide: true, members: [DIETER] },
  { uuid: '66666666-6666-4666-8666-666666666666', name: 'Ersthelfer', type: 'first-aid', companyWide: false, members: [ERNA] },
];

/** An E-Learning task of the member, overdue and not started. */
export const FIRE_SAFETY_TASK: MemberTask = {
  taskUuid: '77777777-7777-4777-8777-777777777777',
  elearningUuid: '88888888-8888-4888-8888-888888888881',
  title: 'Brandschutz im Büro',
  description: 'Feuer vermeiden, melden und löschen.',
  category: 'Brandschutz',
  durationMinutes: 20,
  status: 'overdue',
  dueDate: '2026-11-02',
  startedAt: null,
  completedAt: null,
  resultUuid: null,
};

/** An analysis the member answered, whose measures were agreed. */
export const WAREHOUSE_ANALYSIS: RiskMemberTask = {
  taskUuid: '99999999-9999-4999-8999-999999999999',
  riskAssessmentTaskUuid: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  title: 'Lager und Logistik',
  description: 'Verkehrswege, Lagerung, Heben und Schutzausrüstung.',
  category: 'Lager',
  durationMinutes: 15,
  status: 'completed',
  dueDate: '2026-10-01',
  startedAt: '2026-09-20T08:00:00.000Z',
  completedAt: '2026-09-21T08:00:00.000Z',
  executionUuid: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  resultStatus: 'measures-agreed',
};

/** A measure the member is responsible for: agreed, past its due date, its check due. */
export const DESKS_FOLLOW_UP: MemberRiskActionRow = {
  riskActionUuid: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
  riskAssessmentExecutionResultUuid: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee',
  assessmentTitle: 'Büro und Bildschirmarbeit',
  riskTitle: 'Sitzhaltung am Bildschirm',
  title: 'Höhenverstellbare Schreibtische anschaffen',
  measureType: 'technical',
  dueDate: '2026-11-20',
  overdue: true,
  checkDue: true,
  foundNotEffective: false,
};

/** The licensee's template, offered to every client: nobody of the client deletes it. */
export const LICENSEE_TEMPLATE: Template = {
  uuid: '66666666-6666-4666-8666-666666666666',
  name: 'Unterweisungsnachweis',
  fileType: 'pdf',
  sizeBytes: 2048,
  language: 'de_DE',
  provider: 'licensee',
  uploadedAt: '2024-03-01T09:00:00.000Z',
  fileUrl: '/api/file/template/pdf/66666666-6666-4666-8666-666666666666/unterweisungsnachweis.pdf',
  deletable: false,
};

/** A template of the client's own, which its admins may delete. */
export const OWN_TEMPLATE: Template = {
  uuid: '77777777-7777-4777-8777-777777777777',
  name: 'Hazard checklist',
  fileType: 'docx',
  sizeBytes: 1_572_864,
  language: 'en_GB',
  provider: 'client',
  uploadedAt: '2024-04-15T12:00:00.000Z',
  fileUrl: '/api/file/template/docx/77777777-7777-4777-8777-777777777777/hazard-checklist.docx',
  deletable: true,
};
