import { readRiskAssignmentOverviewListEndpoint } from '@compliance/shared-contracts';
import { signedInApp } from '../../test/client';
import { riskAnalysisTallyDrift } from '../../test/risk-analysis-tally';
import { demoAssessmentId } from '../../test/risk';

// The analysis tally table (032_risk_analysis_tally.sql) that the analyses overview and the admins'
// overview read: after each kind of change to member tasks and answer sheets it equals a count made
// from scratch, and the overview answers with it. The calls that make these changes are tested with
// the same check in catalog, executions and evaluation.

const signedIn = signedInApp({ admin: ['demo', 'admin'] });
const { client, one } = signedIn;
const run = (text: string, params: unknown[] = []) => signedIn.t.db.query(text, params);
const expectNoDrift = async () => expect(await riskAnalysisTallyDrift(signedIn.t.db)).toEqual([]);

/** The office assessment's open analysis, as the overview lists it. */
const officeOverviewRow = async () => {
  const officeId = await demoAssessmentId(signedIn.t.db, 'office');
  const response = await client('admin').send(readRiskAssignmentOverviewListEndpoint, { page: 1, perPage: 100 });
  expect(response.statusCode).toBe(200);
  const { items } = response.answer();
  const row = items.find((item) => item.riskAssessmentTaskUuid === officeId && item.state === 'running');
  if (!row) throw new Error('the office analysis is not running');
  return row;
};

describe('the analysis tally table', () => {
  it('counts the demo as a count from scratch does', async () => {
    await expectNoDrift();
    expect((await one<{ n: number }>(`SELECT count(*)::int AS n FROM risk_analysis_tally WHERE participants > 0`)).n).toBeGreaterThan(0);
  });

  it('follows tasks withdrawn and back, deleted, answer sheets added and removed, in one statement or several', async () => {
    const before = await officeOverviewRow();
    const { id: taskId } = await one<{ id: string }>(
      `SELECT id FROM risk_member_task WHERE analysis_id = $1 AND withdrawn_at IS NULL ORDER BY id LIMIT 1`,
      [before.analysisUuid],
    );
    await run(`UPDATE risk_member_task SET withdrawn_at = now() WHERE id = $1`, [taskId]);
    await expectNoDrift();
    expect((await officeOverviewRow()).participants).toBe(before.participants - 1);
    // An update that leaves the withdrawal as it was changes nothing.
    await run(`UPDATE risk_member_task SET started_at = now() WHERE analysis_id = $1`, [before.analysisUuid]);
    await expectNoDrift();
    await run(`UPDATE risk_member_task SET withdrawn_at = NULL WHERE id = $1`, [taskId]);
    await expectNoDrift();
    await run(
      `INSERT INTO risk_answer_sheet (client_id, analysis_id, answers, notes)
       SELECT an.client_id, an.id, '{}', '{}' FROM risk_analysis an, generate_series(1, 3) WHERE an.id = $1`,
      [before.analysisUuid],
    );
    await expectNoDrift();
    expect(await officeOverviewRow()).toMatchObject({ participants: before.participants, completed: before.completed + 3 });
    await run(`DELETE FROM risk_answer_sheet WHERE analysis_id = $1 AND answers = '{}'`, [before.analysisUuid]);
    await run(`DELETE FROM risk_member_task WHERE id = $1`, [taskId]);
    await expectNoDrift();
    expect(await officeOverviewRow()).toMatchObject({ participants: before.participants - 1, completed: before.completed });
  });

  it('goes with its analysis: deleting an assessment with tasks and answers leaves no tally row behind', async () => {
    const officeId = await demoAssessmentId(signedIn.t.db, 'office');
    await run(`DELETE FROM risk_assessment WHERE id = $1`, [officeId]);
    await expectNoDrift();
    const orphans = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM risk_analysis_tally t WHERE NOT EXISTS (SELECT 1 FROM risk_analysis an WHERE an.id = t.analysis_id)`,
    );
    expect(orphans.n).toBe(0);
  });
});
