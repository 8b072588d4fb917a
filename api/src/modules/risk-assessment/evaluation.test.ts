import {
  completeRiskExecutionEndpoint,
  DEFAULT_RISK_MATRIX,
  readRiskAssignmentOverviewListEndpoint,
  readRiskDetailsEndpoint,
  readRiskListEndpoint,
  readRiskMatrixEndpoint,
  readRiskMemberTasksEndpoint,
  readRiskResultDetailsEndpoint,
  type ResponseOf,
} from '@compliance/shared-contracts';
import { buildTestApp, type TestApp } from '../../test/build';
import { signInAll, type TestClient } from '../../test/client';
import { errorCodeOf, firstRow } from '../../test/answers';
import { riskAnalysisTallyDrift } from '../../test/risk-analysis-tally';
import { answerAnalysis, demoAssessmentId, giveDemoPassword, openAnalysisMembers } from '../../test/risk';
import { listRequest } from '../../test/list-request';

// The evaluation: finishing an analysis (the 6-rule, every execution ends), results and risks
// computed from counts, the risk matrix, and who may read what.

let t: TestApp;
let client: (key: string) => TestClient;
let officeId: string;
let warehouseId: string;
/** Office members with an open analysis: the first two answer, the third has a draft when it ends. */
let members: string[];
beforeAll(async () => {
  t = await buildTestApp();
  officeId = await demoAssessmentId(t.db, 'office');
  warehouseId = await demoAssessmentId(t.db, 'warehouse');
  members = await openAnalysisMembers(t.db, officeId, 3);
  await giveDemoPassword(t.db, members);
  client = await signInAll(t.app, {
    fifth: ['demo', members[0]!],
    sixth: ['demo', members[1]!],
    drafting: ['demo', members[2]!],
    admin: ['demo', 'admin'],
    superadmin: ['demo', 'superadmin'],
    ouadmin: ['demo', 'ouadmin'],
    member: ['demo', 'member'],
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
const list = <const F extends object = object>(extra?: F) => listRequest(extra, 25);

const overview = (who = 'admin', extra: Record<string, unknown> = {}) =>
  client(who)
    .send(readRiskAssignmentOverviewListEndpoint, list(extra))
    .then((response) => response.answer());
/** The assessment's latest analysis: the overview sorts an assessment's analyses by when they opened. */
const latestOf = (page: ResponseOf<typeof readRiskAssignmentOverviewListEndpoint>, assessmentId: string) =>
  page.items.filter((row) => row.riskAssessmentTaskUuid === assessmentId).at(-1)!;
const resultOf = async (assessmentId: string) => latestOf(await overview(), assessmentId).riskAssessmentExecutionResultUuid!;
const risks = (resultUuid: string, extra: Record<string, unknown> = {}, who = 'admin') =>
  client(who)
    .send(readRiskListEndpoint, list({ riskAssessmentExecutionResultUuid: resultUuid, ...extra }))
    .then((response) => response.answer());

/** Answers the member's office analysis with `value` to every question. */
const answer = (who: string, value: number, complete: boolean) =>
  answerAnalysis(client(who), officeId, { value, complete, notes: complete ? { noise: `Notiz ${who}` } : {} });

describe('the overview and a result', () => {
  it('lists the running office analysis short of 6, the evaluated warehouse one, and the earlier results of both', async () => {
    const page = await overview();
    const office = latestOf(page, officeId);
    expect(office).toMatchObject({ state: 'running', completed: 4, riskAssessmentExecutionResultUuid: null, highestRiskFactor: null });
    expect(office.participants).toBeGreaterThan(6);
    const warehouse = latestOf(page, warehouseId);
    expect(warehouse).toMatchObject({ state: 'measures-agreed', completed: warehouse.participants });
    expect(warehouse.completed).toBeGreaterThanOrEqual(6);
    expect(warehouse.nextReviewDate).not.toBeNull();
    expect((await overview('admin', { filter: { state: 'running' } })).items.map((row) => row.riskAssessmentTaskUuid)).toEqual([officeId]);
    // Both earlier analyses, evaluated an interval ago, sort before their reviews.
    expect((await overview('admin', { filter: { search: 'lager' } })).items.map((row) => [row.riskAssessmentTaskUuid, row.state])).toEqual([
      [warehouseId, 'done'],
      [warehouseId, 'measures-agreed'],
    ]);
    expect(page.items.filter((row) => row.riskAssessmentTaskUuid === officeId).map((row) => row.state)).toEqual(['done', 'running']);
  });

  it('answers the result with its counts, the matrix it used and its risks by level', async () => {
    const resultUuid = await resultOf(warehouseId);
    const result = (
      await client('admin').send(readRiskResultDetailsEndpoint, { riskAssessmentExecutionResultUuid: resultUuid }, ENGLISH)
    ).answer();
    expect(result).toMatchObject({
      title: 'Warehouse and logistics',
      status: 'measures-agreed',
      matrix: DEFAULT_RISK_MATRIX,
    });
    expect(result.analysesCount).toBeGreaterThanOrEqual(6);
    expect(Object.values(result.riskCounts).reduce((sum, n) => sum + n, 0)).toBe(8);
    // The demo's measures: two agreed against the highest risk (one overdue), one defined.
    expect(result.riskActions).toEqual({ total: 3, agreed: 2, done: 0, overdue: 1 });
  });

  it("computes each risk's factor from its severity and the answers' mean through the matrix; filters and sorts in SQL", async () => {
    const resultUuid = await resultOf(warehouseId);
    const page = await risks(resultUuid);
    expect(page.items.map((risk) => risk.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const risk of page.items) {
      const details = (await client('admin').send(readRiskDetailsEndpoint, { riskUuid: risk.riskUuid })).answer();
      const answered = details.answerCounts.reduce((sum, n) => sum + n, 0);
      expect(answered).toBeGreaterThanOrEqual(6);
      const mean = details.answerCounts.reduce((sum, n, value) => sum + n * value, 0) / answered;
      expect(risk.probability).toBe(Math.min(5, 1 + Math.round(mean)));
      // Raised to medium when a hazard of the highest severity was met at all (severity.test.ts).
      const cell = DEFAULT_RISK_MATRIX[risk.damageSeverity - 1]![risk.probability - 1]!;
      expect(risk.riskFactor).toBe(risk.raisedBySeverity ? Math.max(cell, 5) : cell);
      expect(risk.raisedBySeverity).toBe(risk.damageSeverity === 5 && answered > details.answerCounts[0]! && cell < 5);
      if (risk.riskActionCount === 0) expect(risk.status).toBe(risk.riskFactor >= 5 ? 'measure-to-define' : 'open');
    }
    const sharedRoutes = page.items.find((risk) => risk.position === 1)!;
    const details = (await client('admin').send(readRiskDetailsEndpoint, { riskUuid: sharedRoutes.riskUuid })).answer();
    expect(details.notes).toEqual(['An der Rampe 3 kreuzen Stapler den Gehweg.']);
    const bySeverity = await risks(resultUuid, { sortBy: 'riskFactor', sortDirection: 'desc' });
    const factors = bySeverity.items.map((risk) => risk.riskFactor);
    expect(factors).toEqual([...factors].sort((a, b) => b - a));
    const high = await risks(resultUuid, { filter: { level: 'high' } });
    expect(high.items.every((risk) => risk.level === 'high' && risk.riskFactor >= 7 && risk.riskFactor <= 8)).toBe(true);
  });

  it('keeps members out, an ou-admin to assessments of their units, and another client out', async () => {
    const resultUuid = await resultOf(warehouseId);
    expect((await client('member').post('/api/risk-assessment/read-assignment-overview-list', list())).statusCode).toBe(403);
    expect((await overview('ouadmin')).total).toBe(0);
    const outOfReach = await client('ouadmin').post('/api/risk-assessment/read-execution-result-details', {
      riskAssessmentExecutionResultUuid: resultUuid,
    });
    expect([outOfReach.statusCode, code(outOfReach)]).toEqual([404, 'RiskAssessment.NotFound']);
    const production = await firstRow<{ id: string }>(
      t.db,
      "SELECT o.id FROM org_unit o JOIN client c ON c.id = o.client_id WHERE c.client_identifier = 'demo' AND o.identifier = 'produktion'",
    );
    await client('admin').post('/api/risk-assessment/assign-org-units', {
      riskAssessmentTaskUuid: warehouseId,
      orgUnitUuids: [production.id],
    });
    expect((await overview('ouadmin')).items.map((row) => row.riskAssessmentTaskUuid)).toContain(warehouseId);
    expect((await risks(resultUuid, {}, 'ouadmin')).total).toBe(8);
  });
});

describe('finishing an analysis', () => {
  it('refuses with fewer than 6 completed member analyses, translated', async () => {
    const refused = await client('admin').post('/api/risk-assessment/complete-execution', { riskAssessmentTaskUuid: officeId });
    expect([refused.statusCode, code(refused)]).toEqual([400, 'RiskAssessment.NotEnoughCompletedTasks']);
    await answer('fifth', 3, true);
    const stillShort = await client('admin').post('/api/risk-assessment/complete-execution', { riskAssessmentTaskUuid: officeId });
    expect(code(stillShort)).toBe('RiskAssessment.NotEnoughCompletedTasks');
  });

  it('refuses a matrix out of order, and saves one the next finish is evaluated by', async () => {
    const before = (await client('admin').send(readRiskMatrixEndpoint)).answer();
    expect(before).toEqual({ factors: DEFAULT_RISK_MATRIX, isDefault: true });
    const decreasing = DEFAULT_RISK_MATRIX.map((row) => [...row].reverse());
    const wrong = await client('admin').post('/api/risk-assessment/save-risk-matrix', { factors: decreasing });
    expect([wrong.statusCode, code(wrong)]).toEqual([400, 'Schema.Invalid']);
    const stricter = DEFAULT_RISK_MATRIX.map((row) => row.map((factor) => Math.min(10, factor + 1)));
    expect((await client('admin').post('/api/risk-assessment/save-risk-matrix', { factors: stricter })).json()).toEqual({ success: true });
    expect((await client('member').post('/api/risk-assessment/save-risk-matrix', { factors: stricter })).statusCode).toBe(403);
    const after = (await client('admin').send(readRiskMatrixEndpoint)).answer();
    expect(after).toEqual({ factors: stricter, isDefault: false });
    const audited = await firstRow<{ details: Record<string, unknown> }>(
      t.db,
      "SELECT details FROM audit_log WHERE action = 'risk-assessment.save-risk-matrix' ORDER BY created_at DESC LIMIT 1",
    );
    expect(audited?.details).toEqual({ before: { factors: DEFAULT_RISK_MATRIX }, after: { factors: stricter } });
  });

  it('finishes with 6: every execution ends, answered or not, drafts are emptied, and the result uses the matrix of that moment', async () => {
    await answer('sixth', 1, true);
    await answer('drafting', 4, false);
    const finished = await client('admin').send(completeRiskExecutionEndpoint, { riskAssessmentTaskUuid: officeId });
    expect(finished.statusCode).toBe(200);
    const { riskAssessmentExecutionResultUuid } = finished.answer();

    const open = await firstRow<{ open: number; ended: number; drafts: number }>(
      t.db,
      `SELECT count(*) FILTER (WHERE t.completed_at IS NULL AND t.ended_at IS NULL)::int AS open,
              count(*) FILTER (WHERE t.ended_at IS NOT NULL)::int AS ended,
              (SELECT count(*)::int FROM risk_execution e JOIN risk_member_task x ON x.id = e.task_id WHERE x.analysis_id = an.id AND e.answers <> '{}') AS drafts
         FROM risk_analysis an JOIN risk_member_task t ON t.analysis_id = an.id AND t.withdrawn_at IS NULL
        WHERE an.risk_assessment_id = $1 GROUP BY an.id`,
      [officeId],
    );
    expect(open.open).toBe(0);
    expect(open.ended).toBeGreaterThan(0);
    expect(open.drafts).toBe(0);
    const tasks = (await client('drafting').send(readRiskMemberTasksEndpoint, { page: 1, perPage: 25, bucket: 'all' })).answer();
    const ended = tasks.items.find((task) => task.riskAssessmentTaskUuid === officeId)!;
    expect(ended.status).toBe('ended');
    const again = await client('drafting').post('/api/risk-assessment/create-execution', { taskUuid: ended.taskUuid });
    expect([again.statusCode, code(again)]).toEqual([409, 'RiskAssessment.ExecutionCompleted']);

    const result = (await client('admin').send(readRiskResultDetailsEndpoint, { riskAssessmentExecutionResultUuid })).answer();
    expect(result.analysesCount).toBe(6);
    expect(result.matrix[0]).toEqual([2, 2, 3, 4, 5]);
    const review = await firstRow<{ date: string }>(t.db, "SELECT (CURRENT_DATE + interval '12 months')::date::text AS date");
    expect(result.nextReviewDate).toBe(review.date);
    const warehouse = (
      await client('admin').send(readRiskResultDetailsEndpoint, {
        riskAssessmentExecutionResultUuid: await resultOf(warehouseId),
      })
    ).answer();
    expect(warehouse.matrix).toEqual(DEFAULT_RISK_MATRIX);

    const twice = await client('admin').post('/api/risk-assessment/complete-execution', { riskAssessmentTaskUuid: officeId });
    expect([twice.statusCode, code(twice)]).toEqual([404, 'RiskAssessment.NotFound']);
    const entry = await firstRow<{ details: { analysesCount: number } }>(
      t.db,
      "SELECT details FROM audit_log WHERE action = 'risk-assessment.complete-execution' AND entity_id = $1",
      [officeId],
    );
    expect(entry.details.analysesCount).toBe(6);
  });
});
