import {
  assignRiskMemberEndpoint,
  completeRiskExecutionEndpoint,
  createMemberEndpoint,
  readRiskAssignmentListEndpoint,
  readRiskAssignmentOverviewListEndpoint,
} from '@compliance/shared-contracts';
import { buildTestApp, type TestApp } from '../../test/build';
import { TestClient, signInAll } from '../../test/client';
import { errorCodeOf, firstRow } from '../../test/answers';
import { NEW_MEMBER_PASSWORD, newMemberBody } from '../../test/members';
import { ACTIVE_RISK_SETTINGS, answerAnalysis, demoAssessmentId, giveDemoPassword, openAnalysisMembers } from '../../test/risk';
import { riskAnalysisTallyDrift } from '../../test/risk-analysis-tally';
import { listRequest } from '../../test/list-request';

// Counted answers (docs/areas/risk-assessments.md): an admin who controls accounts cannot learn
// one named member's answers by answering as the others and subtracting (issue 67, finding 5).

let t: TestApp;
let client: (key: string) => TestClient;
beforeAll(async () => {
  t = await buildTestApp();
  client = await signInAll(t.app, { admin: ['demo', 'admin'] });
});
afterAll(async () => {
  await t.close();
});

const list = listRequest();

/** The overview row of an assessment's open analysis. */
async function runningRow(assessmentId: string) {
  const page = (await client('admin').send(readRiskAssignmentOverviewListEndpoint, list)).answer();
  return page.items.find((row) => row.riskAssessmentTaskUuid === assessmentId && row.state === 'running');
}

/** The question ids of the assessment's open analysis, in order. */
async function questionsOf(assessmentId: string): Promise<string[]> {
  const row = await firstRow<{ ids: string[] }>(
    t.db,
    `SELECT jsonb_path_query_array(content, '$.sections[*].questions[*].id') AS ids FROM risk_analysis
      WHERE risk_assessment_id = $1 AND finished_at IS NULL`,
    [assessmentId],
  );
  return row.ids;
}

/** A new TestClient signed in as a member of the demo client. */
async function signedIn(username: string, password?: string): Promise<TestClient> {
  const member = new TestClient(t.app);
  const response = await member.login('demo', username, password);
  if (response.statusCode !== 200) throw new Error(`${username} could not sign in: ${response.body}`);
  return member;
}

it('replays the sybil run: five accounts an admin made answer beside one member, and no answer is shown', async () => {
  const admin = client('admin');
  const assessmentId = await demoAssessmentId(t.db, 'psychological-stress');
  // Only the admin's own accounts and the member take part.
  const existing = (await admin.send(readRiskAssignmentListEndpoint, { ...list, riskAssessmentTaskUuid: assessmentId })).answer();
  await admin.post('/api/risk-assessment/delete-task-assignments', {
    riskAssessmentTaskUuid: assessmentId,
    assignmentUuids: existing.items.map((row) => row.assignmentUuid),
  });
  const sybils: string[] = [];
  for (let n = 1; n <= 5; n++) {
    const created = await admin.send(createMemberEndpoint, newMemberBody(`sybil.${n}`, { lastName: `Sybil ${n}` }));
    expect(created.statusCode).toBe(200);
    sybils.push(created.answer().uuid);
  }
  const member = await firstRow<{ id: string }>(
    t.db,
    "SELECT m.id FROM member m JOIN client c ON c.id = m.client_id WHERE c.client_identifier = 'demo' AND m.username = 'member'",
  );
  await admin.post('/api/risk-assessment/assign-member', { riskAssessmentTaskUuid: assessmentId, memberUuids: [member.id, ...sybils] });
  const switchedOn = await admin.post('/api/risk-assessment/save-settings', {
    riskAssessmentTaskUuid: assessmentId,
    ...ACTIVE_RISK_SETTINGS,
  });
  expect(switchedOn.json()).toEqual({ success: true });
  expect(await runningRow(assessmentId)).toMatchObject({ participants: 6, completed: 0, counted: 0 });

  const questions = await questionsOf(assessmentId);
  await answerAnalysis(await signedIn('member'), assessmentId, {
    value: 4,
    complete: true,
    questions,
    notes: { [questions[0]!]: 'Nur ich' },
  });
  for (let n = 1; n <= 5; n++) {
    await answerAnalysis(await signedIn(`sybil.${n}`, NEW_MEMBER_PASSWORD), assessmentId, { value: 0, complete: true, questions });
  }
  // Six answered; only the member's counts: their account was not in an admin's hands.
  expect(await runningRow(assessmentId)).toMatchObject({ participants: 6, completed: 6, counted: 1 });
  const finished = await admin.post('/api/risk-assessment/complete-execution', { riskAssessmentTaskUuid: assessmentId });
  expect([finished.statusCode, errorCodeOf(finished)]).toEqual([400, 'RiskAssessment.NotEnoughCompletedTasks']);
  const results = await firstRow<{ count: number }>(t.db, 'SELECT count(*)::int AS count FROM risk_result WHERE risk_assessment_id = $1', [
    assessmentId,
  ]);
  expect(results.count).toBe(0);

  // More accounts of the admin cannot join the run: its participants were fixed when the member started.
  const late = await admin.send(createMemberEndpoint, newMemberBody('sybil.late'));
  await admin.send(assignRiskMemberEndpoint, {
    riskAssessmentTaskUuid: assessmentId,
    memberUuids: [late.answer().uuid],
  });
  expect(await runningRow(assessmentId)).toMatchObject({ participants: 6 });
  expect(await riskAnalysisTallyDrift(t.db)).toEqual([]);
});

it("does not count an old account's answers once an admin changed its e-mail, and tells the result how often admins acted", async () => {
  const admin = client('admin');
  const assessmentId = await demoAssessmentId(t.db, 'office');
  const before = (await runningRow(assessmentId))!;
  expect(before).toMatchObject({ completed: 4, counted: 4 });
  const [changed, ...others] = await openAnalysisMembers(t.db, assessmentId, 3);
  await giveDemoPassword(t.db, [changed!, ...others]);
  const uuid = (
    await firstRow<{ id: string }>(
      t.db,
      "SELECT m.id FROM member m JOIN client c ON c.id = m.client_id WHERE c.client_identifier = 'demo' AND m.username = $1",
      [changed],
    )
  ).id;
  // The admin saves the member's details with an address of the admin's choosing.
  const { initialPassword: _none, ...fields } = newMemberBody(changed!, { email: `${changed}@admin-hands.example` });
  const saved = await admin.post('/api/memberlist/updatememberdetails', {
    ...fields,
    uuid,
    status: 'active',
    options: { createElearningTasks: true, createRiskAssessmentTasks: true },
  });
  expect(saved.statusCode).toBe(200);

  for (const username of [changed!, ...others]) await answerAnalysis(await signedIn(username), assessmentId, { value: 2, complete: true });
  expect(await runningRow(assessmentId)).toMatchObject({ completed: 7, counted: 6 });
  const finished = await admin.send(completeRiskExecutionEndpoint, { riskAssessmentTaskUuid: assessmentId });
  expect(finished.statusCode).toBe(200);
  const { riskAssessmentExecutionResultUuid } = finished.answer();
  const result = (await admin.post('/api/risk-assessment/read-execution-result-details', { riskAssessmentExecutionResultUuid })).json();
  // Every answer goes into the figures once 6 count; the admin's change is there for an inspector to see.
  expect(result).toMatchObject({ analysesCount: 7, answersCounted: 6, participantAdminChanges: 1 });
});
