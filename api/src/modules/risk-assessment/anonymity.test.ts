import { completeRiskExecutionEndpoint, createRiskActionEndpoint, ENDPOINTS } from '@compliance/shared-contracts';
import { buildTestApp, type TestApp } from '../../test/build';
import { signInAll, signInEveryRole, type TestClient } from '../../test/client';
import { firstRow } from '../../test/answers';
import { answerAnalysis, demoAssessmentId, giveDemoPassword, openAnalysisMembers } from '../../test/risk';

// Anonymity (docs/areas/risk-assessments.md): nobody, admins included, ever learns who answered what.
// A member answers with a note nobody else wrote; then every risk-assessment call, as every role,
// is asked: a response that carries what the member answered carries nothing that names them.

let t: TestApp;
let client: (key: string) => TestClient;
let officeId: string;
let answering: string[];
const MARKER = `Nur ich weiß das ${Math.random().toString(36).slice(2)}`;
/** Every way a response could name the members who answered: their uuids, usernames, names and e-mails. */
let identities: string[];
let bodies: Map<string, unknown>;

beforeAll(async () => {
  t = await buildTestApp();
  officeId = await demoAssessmentId(t.db, 'office');
  answering = await openAnalysisMembers(t.db, officeId, 2);
  await giveDemoPassword(t.db, answering);
  const accounts = await signInAll(t.app, {
    witness: ['demo', answering[0]!],
    second: ['demo', answering[1]!],
    superadmin: ['demo', 'superadmin'],
    admin: ['demo', 'admin'],
    ouadmin: ['demo', 'ouadmin'],
    member: ['demo', 'member'],
  });
  // The customer advisor signs in by support login.
  const advisor = (await signInEveryRole(t.app)).get('user')!;
  client = (key) => (key === 'advisor' ? advisor : accounts(key));
  const own = await answerAnalysis(client('witness'), officeId, { value: 4, complete: true, notes: { 'escape-routes': MARKER } });
  await answerAnalysis(client('second'), officeId, { value: 4, complete: true });
  const finished = await client('admin').send(completeRiskExecutionEndpoint, { riskAssessmentTaskUuid: officeId });
  const { riskAssessmentExecutionResultUuid } = finished.answer();
  const markedRisk = await firstRow<{ id: string }>(t.db, "SELECT id FROM risk WHERE result_id = $1 AND question_id = 'escape-routes'", [
    riskAssessmentExecutionResultUuid,
  ]);
  const named = await firstRow<{ id: string }>(
    t.db,
    "SELECT m.id FROM member m JOIN client c ON c.id = m.client_id WHERE c.client_identifier = 'demo' AND m.username = 'member'",
  );
  const due = await firstRow<{ date: string }>(t.db, 'SELECT (CURRENT_DATE + 30)::text AS date');
  const created = await client('admin').send(createRiskActionEndpoint, {
    riskUuid: markedRisk.id,
    title: 'Fluchtwege freiräumen',
    measureType: 'organisational',
    typeReason: 'Der Flur lässt sich nicht ersetzen.',
    responsibleMemberUuid: named.id,
    dueDate: due.date,
    expectedRiskFactor: 2,
  });
  const { riskActionUuid } = created.answer();
  const people = await t.db.query<{ id: string; username: string; email: string; first_name: string; last_name: string }>(
    `SELECT m.id, m.username, m.email, d.first_name, d.last_name FROM member m JOIN member_details d ON d.member_id = m.id
      JOIN client c ON c.id = m.client_id WHERE c.client_identifier = 'demo' AND m.username = ANY($1)`,
    [answering],
  );
  identities = people.flatMap((person) => [person.id, person.username, person.email, `${person.last_name}, ${person.first_name}`]);
  const list = { page: 1, perPage: 100, sortDirection: 'asc', filter: {} };
  const result = { riskAssessmentExecutionResultUuid };
  // One realistic request per call: the table must name every risk-assessment contract (the first test checks it).
  bodies = new Map<string, unknown>([
    ['risk-assessment.read-catalog-list', list],
    ['risk-assessment.read-details', { riskAssessmentTaskUuid: officeId }],
    ['risk-assessment.read-settings', { riskAssessmentTaskUuid: officeId }],
    ['risk-assessment.read-assignment-list', { ...list, riskAssessmentTaskUuid: officeId }],
    ['risk-assessment.read-member-tasks', { page: 1, perPage: 100, bucket: 'all' }],
    ['risk-assessment.read-content', { riskAssessmentTaskUuid: officeId }],
    ['risk-assessment.read-execution', { executionUuid: own.executionUuid }],
    ['risk-assessment.read-assignment-overview-list', list],
    ['risk-assessment.read-execution-result-details', result],
    ['risk-assessment.read-risk-list', { ...list, ...result }],
    ['risk-assessment.read-risk-details', { riskUuid: markedRisk.id }],
    ['risk-assessment.read-risk-matrix', undefined],
    ['risk-assessment.read-risk-action-list', { ...list, ...result }],
    ['risk-assessment.read-risk-action-details', { riskActionUuid }],
    ['risk-assessment.read-risk-action-status', result],
    ['risk-assessment.read-risk-record', result],
    ['risk-assessment.read-member-risk-action-list', { page: 1, perPage: 100 }],
    ['risk-assessment.export-risk-action-list', result],
  ]);
});
afterAll(async () => {
  await t.close();
});

/** Calls that change data: they answer success or an id, checked by their own tests. */
const WRITES = new Set([
  'risk-assessment.save-settings',
  'risk-assessment.assign-org-units',
  'risk-assessment.assign-location',
  'risk-assessment.assign-member',
  'risk-assessment.delete-task-assignments',
  'risk-assessment.create-execution',
  'risk-assessment.save-execution',
  'risk-assessment.complete-execution',
  'risk-assessment.save-risk-matrix',
  'risk-assessment.create-risk-action',
  'risk-assessment.update-risk-action',
  'risk-assessment.confirm-risk-actions',
  'risk-assessment.cancel-risk-action',
]);
const ROLES = ['witness', 'second', 'superadmin', 'admin', 'ouadmin', 'member', 'advisor'];

it('names every read of the area, so a new one cannot skip this test', () => {
  const reads = ENDPOINTS.filter((endpoint) => endpoint.tag === 'risk-assessment' && !WRITES.has(endpoint.id)).map(
    (endpoint) => endpoint.id,
  );
  expect([...reads].sort()).toEqual([...bodies.keys()].sort());
});

it('shows what the member answered only where nothing names who answered', async () => {
  const seen: string[] = [];
  for (const [id, body] of bodies) {
    const endpoint = ENDPOINTS.find((candidate) => candidate.id === id)!;
    for (const role of ROLES) {
      const response = endpoint.method === 'GET' ? await client(role).get(endpoint.path) : await client(role).post(endpoint.path, body);
      if (!response.body.includes(MARKER)) continue;
      seen.push(`${id} as ${role}`);
      expect({ id, role, names: identities.filter((identity) => response.body.includes(identity)) }).toEqual({ id, role, names: [] });
    }
  }
  // The note is there to be read, by those who evaluate; not by the member who wrote it, whose draft is gone.
  expect(seen).toEqual(['risk-assessment.read-risk-details as superadmin', 'risk-assessment.read-risk-details as admin']);
});

it('gives the customer advisor the overview list only: no result, risk or measure of an analysis', async () => {
  const opened = [];
  for (const [id, body] of bodies) {
    if (!/result|risk-list|risk-details|risk-action/.test(id)) continue;
    const endpoint = ENDPOINTS.find((candidate) => candidate.id === id)!;
    const response = await client('advisor').post(endpoint.path, body);
    if (response.statusCode !== 403) opened.push(`${id}: ${response.statusCode}`);
  }
  expect(opened).toEqual([]);
  const overview = await client('advisor').post(
    '/api/risk-assessment/read-assignment-overview-list',
    bodies.get('risk-assessment.read-assignment-overview-list'),
  );
  expect(overview.statusCode).toBe(200);
});

it('keeps no row that links a member to their answers', async () => {
  const linked = await firstRow<{ count: number }>(
    t.db,
    `SELECT count(*)::int AS count FROM risk_execution e WHERE e.answers::text LIKE '%' || $1 || '%' OR e.notes::text LIKE '%' || $1 || '%'`,
    [MARKER],
  );
  expect(linked.count).toBe(0);
});
