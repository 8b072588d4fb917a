import {
  createRiskExecutionEndpoint,
  readRiskContentEndpoint,
  readRiskMemberTasksEndpoint,
  type BodyInputOf,
} from '@compliance/shared-contracts';
import { buildTestApp, type TestApp } from '../../test/build';
import { signInAll, type TestClient } from '../../test/client';
import { errorCodeOf, firstRow } from '../../test/answers';
import { riskAnalysisTallyDrift } from '../../test/risk-analysis-tally';
import { demoAssessmentId, giveDemoPassword, OFFICE_QUESTIONS, openAnalysisMembers } from '../../test/risk';

// A member's analyses: tasks, questionnaire, the draft and its lock, completing, and that a
// completed analysis's answers are nobody's.

let t: TestApp;
let client: (key: string) => TestClient;
let officeId: string;
/** Members of the office assessment's analysis, by username. */
let members: string[];
beforeAll(async () => {
  t = await buildTestApp();
  officeId = await demoAssessmentId(t.db, 'office');
  members = await openAnalysisMembers(t.db, officeId, 3);
  await giveDemoPassword(t.db, members);
  client = await signInAll(t.app, {
    first: ['demo', members[0]!],
    firstElsewhere: ['demo', members[0]!],
    second: ['demo', members[1]!],
    third: ['demo', members[2]!],
    admin: ['demo', 'admin'],
  });
});
afterAll(async () => {
  await t.close();
});
// Each change these calls make keeps the analyses' tally (032_risk_analysis_tally.sql) exact.
afterEach(async () => {
  expect(await riskAnalysisTallyDrift(t.db)).toEqual([]);
});

const code = errorCodeOf;
const ENGLISH = { headers: { 'accept-language': 'en-GB,en;q=0.9' } };
const tasks = (who: string, bucket: BodyInputOf<typeof readRiskMemberTasksEndpoint>['bucket'] = 'all') =>
  client(who)
    .send(readRiskMemberTasksEndpoint, { page: 1, perPage: 25, bucket })
    .then((response) => response.answer());
/** The member's task in the office's running analysis: the demo's members also have last year's, due a year earlier. */
const officeTaskOf = async (who: string) =>
  (await tasks(who)).items
    .filter((task) => task.riskAssessmentTaskUuid === officeId)
    .reduce((latest, task) => (task.dueDate > latest.dueDate ? task : latest));
const start = async (who: string) =>
  (await client(who).send(createRiskExecutionEndpoint, { taskUuid: (await officeTaskOf(who)).taskUuid })).answer().executionUuid;
const ALL_QUESTIONS = OFFICE_QUESTIONS;
const allAnswered = (value: number) => Object.fromEntries(ALL_QUESTIONS.map((id) => [id, value]));

describe('tasks and questionnaire', () => {
  it("lists the member's analyses with their status and bubble counts", async () => {
    const page = await tasks('first');
    const office = await officeTaskOf('first');
    expect(office).toMatchObject({ title: 'Büro- und Bildschirmarbeit', status: 'due', executionUuid: null });
    expect(page.counts.all).toBe(page.total);
    // Done holds what they answered: last year's office analysis (the demo), not the running one.
    const done = (await tasks('first', 'done')).items;
    expect(done.map((task) => [task.riskAssessmentTaskUuid, task.status])).toEqual([[officeId, 'completed']]);
    expect(done.map((task) => task.taskUuid)).not.toContain(office.taskUuid);
  });

  it("answers the questionnaire in the caller's language, without the severities; another client's is not found", async () => {
    const german = (await client('first').send(readRiskContentEndpoint, { riskAssessmentTaskUuid: officeId })).answer();
    expect(german.title).toBe('Büro- und Bildschirmarbeit');
    expect(german.sections.map((section) => section.title)).toEqual(['Arbeitsplatz und Ergonomie', 'Raum und Umgebung']);
    expect(german.sections.flatMap((section) => section.questions.map((question) => question.questionId))).toEqual(ALL_QUESTIONS);
    expect(Object.keys(german.sections[0]!.questions[1]!).sort()).toEqual(['hint', 'questionId', 'text']);
    const english = (await client('first').send(readRiskContentEndpoint, { riskAssessmentTaskUuid: officeId }, ENGLISH)).answer();
    expect(english.sections[0]!.questions[1]).toMatchObject({
      text: 'I sit for long stretches without a break or a change of posture.',
      hint: 'For example more than two hours at a time.',
    });
    const acmeOffice = await firstRow<{ id: string }>(
      t.db,
      `SELECT a.id FROM risk_assessment a JOIN client c ON c.id = a.client_id WHERE c.client_identifier = 'acme'`,
    );
    const foreign = await client('first').post('/api/risk-assessment/read-content', { riskAssessmentTaskUuid: acmeOffice.id });
    expect([foreign.statusCode, code(foreign)]).toEqual([404, 'RiskAssessment.NotFound']);
  });
});

describe('executing', () => {
  it('starts an execution once; another member cannot start or read it', async () => {
    const executionUuid = await start('first');
    expect(await start('first')).toBe(executionUuid);
    expect(await officeTaskOf('first')).toMatchObject({ status: 'inprogress', executionUuid });
    const othersTask = await client('second').post('/api/risk-assessment/create-execution', {
      taskUuid: (await officeTaskOf('first')).taskUuid,
    });
    expect([othersTask.statusCode, code(othersTask)]).toEqual([404, 'RiskAssessment.NotFound']);
    const othersExecution = await client('second').post('/api/risk-assessment/read-execution', { executionUuid });
    expect([othersExecution.statusCode, code(othersExecution)]).toEqual([404, 'RiskAssessment.NotFound']);
    const byAdmin = await client('admin').post('/api/risk-assessment/read-execution', { executionUuid });
    expect(byAdmin.statusCode).toBe(404);
  });

  it('locks the execution to the window that opened it until it is released or runs out', async () => {
    const executionUuid = await start('first');
    const opened = await client('first').post('/api/risk-assessment/read-execution', { executionUuid });
    expect(opened.json()).toMatchObject({ executionUuid, completed: false, answers: {}, lockedUntil: expect.any(String) });
    const elsewhere = await client('firstElsewhere').post('/api/risk-assessment/read-execution', { executionUuid });
    expect([elsewhere.statusCode, code(elsewhere)]).toEqual([409, 'RiskAssessment.ExecutionLocked']);
    expect(elsewhere.body).not.toContain(members[0]!);
    const saveElsewhere = await client('firstElsewhere').post('/api/risk-assessment/save-execution', {
      executionUuid,
      answers: { glare: 1 },
      notes: {},
    });
    expect([saveElsewhere.statusCode, code(saveElsewhere)]).toEqual([409, 'RiskAssessment.ExecutionLocked']);

    // Released: save and continue later.
    const released = await client('first').post('/api/risk-assessment/save-execution', {
      executionUuid,
      answers: { glare: 2 },
      notes: { glare: '  Fenster ohne Jalousie  ' },
      release: true,
    });
    expect(released.json()).toEqual({ completed: false });
    const taken = await client('firstElsewhere').post('/api/risk-assessment/read-execution', { executionUuid });
    expect(taken.json()).toMatchObject({ answers: { glare: 2 }, notes: { glare: 'Fenster ohne Jalousie' } });
    expect((await client('first').post('/api/risk-assessment/read-execution', { executionUuid })).statusCode).toBe(409);

    // Run out: a window that stopped saving gives the lock up after RISK_EXECUTION_LOCK_SECONDS.
    await t.db.query("UPDATE risk_execution SET locked_until = now() - interval '1 second' WHERE id = $1", [executionUuid]);
    expect((await client('first').post('/api/risk-assessment/read-execution', { executionUuid })).statusCode).toBe(200);
  });

  it('refuses answers to questions the questionnaire does not have, out of scale, and completing with questions open', async () => {
    const executionUuid = await start('second');
    await client('second').post('/api/risk-assessment/read-execution', { executionUuid });
    const unknown = await client('second').post('/api/risk-assessment/save-execution', { executionUuid, answers: { nope: 1 }, notes: {} });
    expect([unknown.statusCode, code(unknown)]).toEqual([400, 'Schema.Invalid']);
    const outOfScale = await client('second').post('/api/risk-assessment/save-execution', {
      executionUuid,
      answers: { glare: 5 },
      notes: {},
    });
    expect([outOfScale.statusCode, code(outOfScale)]).toEqual([400, 'Schema.Invalid']);
    const incomplete = await client('second').post('/api/risk-assessment/save-execution', {
      executionUuid,
      answers: { ...allAnswered(1), tripping: undefined },
      notes: {},
      complete: true,
    });
    expect([incomplete.statusCode, code(incomplete)]).toEqual([400, 'RiskAssessment.AnswersIncomplete']);
  });

  it('completes: the answers go to the analysis without the member, the draft is emptied, and it cannot run again', async () => {
    const executionUuid = await start('third');
    await client('third').post('/api/risk-assessment/read-execution', { executionUuid });
    await client('third').post('/api/risk-assessment/save-execution', {
      executionUuid,
      answers: { glare: 4 },
      notes: { noise: 'Großraum' },
    });
    const done = await client('third').post('/api/risk-assessment/save-execution', {
      executionUuid,
      answers: allAnswered(3),
      notes: { noise: 'Großraum' },
      complete: true,
    });
    expect(done.json()).toEqual({ completed: true });

    const draft = await firstRow<{ answers: object; notes: object; lock_holder: string | null }>(
      t.db,
      'SELECT answers, notes, lock_holder FROM risk_execution WHERE id = $1',
      [executionUuid],
    );
    expect(draft).toEqual({ answers: {}, notes: {}, lock_holder: null });
    const sheetColumns = await t.db.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'risk_answer_sheet' ORDER BY column_name",
    );
    // No member, no time, no order: only whether its answers count (043_risk_counted_answers.sql).
    expect(sheetColumns.map((row) => row.column_name)).toEqual(['analysis_id', 'answers', 'client_id', 'counted', 'id', 'notes']);
    const sheets = await t.db.query<{ answers: Record<string, number> }>(
      `SELECT s.answers FROM risk_answer_sheet s JOIN risk_analysis an ON an.id = s.analysis_id WHERE an.risk_assessment_id = $1`,
      [officeId],
    );
    expect(sheets).toContainEqual({ answers: allAnswered(3) });

    const reread = await client('third').post('/api/risk-assessment/read-execution', { executionUuid });
    expect(reread.json()).toMatchObject({ completed: true, answers: {}, notes: {}, lockedUntil: null });
    const again = await client('third').post('/api/risk-assessment/save-execution', { executionUuid, answers: { glare: 1 }, notes: {} });
    expect([again.statusCode, code(again)]).toEqual([409, 'RiskAssessment.ExecutionCompleted']);
    const restart = await client('third').post('/api/risk-assessment/create-execution', {
      taskUuid: (await officeTaskOf('third')).taskUuid,
    });
    expect([restart.statusCode, code(restart)]).toEqual([409, 'RiskAssessment.ExecutionCompleted']);
    expect(await officeTaskOf('third')).toMatchObject({ status: 'completed' });
    expect((await tasks('third', 'done')).total).toBe(1);
  });

  it('empties the draft when the member is no longer assigned; the withdrawn task is gone from their list', async () => {
    const { taskUuid } = await officeTaskOf('first');
    const executionUuid = await start('first');
    await t.db.query('UPDATE risk_execution SET locked_until = NULL, lock_holder = NULL WHERE id = $1', [executionUuid]);
    await client('first').post('/api/risk-assessment/read-execution', { executionUuid });
    await client('first').post('/api/risk-assessment/save-execution', { executionUuid, answers: { noise: 1 }, notes: { noise: 'laut' } });
    await t.db.query(
      `DELETE FROM org_unit_member WHERE member_id = (SELECT t.member_id FROM risk_execution e JOIN risk_member_task t ON t.id = e.task_id WHERE e.id = $1)
          AND org_unit_id IN (SELECT org_unit_id FROM risk_assessment_assignment WHERE risk_assessment_id = $2)`,
      [executionUuid, officeId],
    );
    const draft = await firstRow<{ answers: object; notes: object }>(t.db, 'SELECT answers, notes FROM risk_execution WHERE id = $1', [
      executionUuid,
    ]);
    expect(draft).toEqual({ answers: {}, notes: {} });
    expect((await tasks('first')).items.some((task) => task.taskUuid === taskUuid)).toBe(false);
    const gone = await client('first').post('/api/risk-assessment/read-execution', { executionUuid });
    expect([gone.statusCode, code(gone)]).toEqual([404, 'RiskAssessment.NotFound']);
  });
});
