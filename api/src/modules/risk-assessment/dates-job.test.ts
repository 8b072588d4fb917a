import { readRiskAssessmentSettingsEndpoint } from '@compliance/shared-contracts';
import { signedInApp } from '../../test/client';
import { demoAssessmentId } from '../../test/risk';
import { runJobIfDue } from '../../scheduler/jobs';
import { riskAssessmentDatesJob } from './dates-job';

// The risk assessments' daily job (docs/areas/risk-assessments.md): activation and deactivation dates
// switch an assessment on and off on their day, each once; an evaluated assessment's review opens
// on its next review date. The job runs here as the scheduler runs it; its period is reset before
// each run, as if a quarter of an hour had passed.

const signedIn = signedInApp({ admin: ['demo', 'admin'] });
const { client, one } = signedIn;
let psychological: string;
let warehouse: string;
beforeAll(async () => {
  psychological = await demoAssessmentId(signedIn.t.db, 'psychological-stress');
  warehouse = await demoAssessmentId(signedIn.t.db, 'warehouse');
});

const day = async (offset: number) => (await one<{ day: string }>('SELECT (CURRENT_DATE + $1::int)::text AS day', [offset])).day;
const settingsOf = async (uuid: string) =>
  (await client('admin').send(readRiskAssessmentSettingsEndpoint, { riskAssessmentTaskUuid: uuid })).answer();
const save = async (uuid: string, changes: Record<string, unknown>) => {
  const response = await client('admin').post('/api/risk-assessment/save-settings', {
    riskAssessmentTaskUuid: uuid,
    ...(await settingsOf(uuid)),
    ...changes,
  });
  expect(response.json()).toEqual({ success: true });
};
const runJob = async () => {
  await signedIn.t.db.query(`DELETE FROM scheduled_job WHERE name = $1`, [riskAssessmentDatesJob.name]);
  return runJobIfDue(signedIn.t.db, riskAssessmentDatesJob);
};
const auditedActions = async (uuid: string) =>
  signedIn.t.db.query<{ action: string; actor_member_id: string | null }>(
    `SELECT action, actor_member_id FROM audit_log WHERE entity_id = $1 AND action LIKE '%-on-date' ORDER BY created_at, id`,
    [uuid],
  );
/** The assessment's open analyses, with their unanswered member tasks. */
const openAnalyses = async (uuid: string) =>
  signedIn.t.db.query<{ id: string; tasks: number }>(
    `SELECT an.id, (SELECT count(*)::int FROM risk_member_task t WHERE t.analysis_id = an.id AND t.withdrawn_at IS NULL AND t.completed_at IS NULL) AS tasks
       FROM risk_analysis an WHERE an.risk_assessment_id = $1 AND an.finished_at IS NULL`,
    [uuid],
  );
/** Active members the org unit holds. */
const membersOf = async (orgUnit: string) =>
  (
    await one<{ count: number }>(
      `SELECT count(*)::int AS count FROM org_unit_member oum JOIN member m ON m.id = oum.member_id AND m.archived_at IS NULL
         JOIN org_unit o ON o.id = oum.org_unit_id JOIN client c ON c.id = o.client_id
        WHERE c.client_identifier = 'demo' AND o.identifier = $1`,
      [orgUnit],
    )
  ).count;
/** Moves the next review date of the assessment's latest evaluated analysis. */
const reviewOn = (uuid: string, offset: number | null) =>
  signedIn.t.db.query(
    `UPDATE risk_analysis SET next_review_date = CURRENT_DATE + $2::int
      WHERE id = (SELECT id FROM risk_analysis WHERE risk_assessment_id = $1 AND finished_at IS NOT NULL ORDER BY finished_at DESC LIMIT 1)`,
    [uuid, offset],
  );

describe('the risk-assessment dates job', () => {
  it('changes nothing in the fresh demo: no date has come', async () => {
    expect(await runJob()).toEqual({ outcome: 'ran', changes: 0 });
  });

  it('switches an assessment on on its activation day and opens its analysis for the assigned members, once', async () => {
    expect((await settingsOf(psychological)).status).toBe('inactive');
    await save(psychological, { activationDate: await day(1) });
    expect(await runJob()).toEqual({ outcome: 'ran', changes: 0 });
    expect(await openAnalyses(psychological)).toEqual([]);

    await save(psychological, { activationDate: await day(0) });
    expect(await runJob()).toEqual({ outcome: 'ran', changes: 1 });
    expect((await settingsOf(psychological)).status).toBe('active');
    const [opened, ...more] = await openAnalyses(psychological);
    expect(more).toEqual([]);
    expect(opened!.tasks).toBe(await membersOf('produktion'));
    expect(await auditedActions(psychological)).toEqual([{ action: 'risk-assessment.activate-on-date', actor_member_id: null }]);

    expect(await runJob()).toEqual({ outcome: 'ran', changes: 0 });
    expect(await openAnalyses(psychological)).toEqual([opened]);
    expect(await auditedActions(psychological)).toHaveLength(1);
  });

  it('switches it off on its deactivation day; a status the admin sets afterwards stands', async () => {
    await save(psychological, { activationDate: null, deactivationDate: await day(0) });
    expect(await runJob()).toEqual({ outcome: 'ran', changes: 1 });
    expect((await settingsOf(psychological)).status).toBe('inactive');
    expect((await auditedActions(psychological)).map((entry) => entry.action)).toEqual([
      'risk-assessment.activate-on-date',
      'risk-assessment.deactivate-on-date',
    ]);
    await save(psychological, { status: 'active' });
    expect(await runJob()).toEqual({ outcome: 'ran', changes: 0 });
    expect((await settingsOf(psychological)).status).toBe('active');
  });

  it('opens the review of an evaluated assessment on its next review date, with new member tasks, once', async () => {
    expect(await openAnalyses(warehouse)).toEqual([]);
    await reviewOn(warehouse, 1);
    expect(await runJob()).toEqual({ outcome: 'ran', changes: 0 });

    await reviewOn(warehouse, 0);
    expect(await runJob()).toEqual({ outcome: 'ran', changes: 1 });
    const [review, ...more] = await openAnalyses(warehouse);
    expect(more).toEqual([]);
    const last = await one<{ participants: number }>(
      `SELECT participants FROM risk_result WHERE risk_assessment_id = $1 ORDER BY created_at DESC LIMIT 1`,
      [warehouse],
    );
    expect(review!.tasks).toBe(last.participants);
    const fresh = await one<{ started: number; due: number }>(
      `SELECT count(*) FILTER (WHERE started_at IS NOT NULL OR ended_at IS NOT NULL)::int AS started,
              min(due_date - CURRENT_DATE)::int AS due
         FROM risk_member_task WHERE analysis_id = $1`,
      [review!.id],
    );
    // No fixed due date: today plus the warehouse's first execution buffer of 30 days.
    expect(fresh).toEqual({ started: 0, due: 30 });
    expect(await auditedActions(warehouse)).toEqual([{ action: 'risk-assessment.open-review-on-date', actor_member_id: null }]);

    expect(await runJob()).toEqual({ outcome: 'ran', changes: 0 });
    expect(await openAnalyses(warehouse)).toEqual([review]);
    expect(await auditedActions(warehouse)).toHaveLength(1);
  });

  it('opens no review for an assessment that runs once, nor for one switched off', async () => {
    const office = await demoAssessmentId(signedIn.t.db, 'office');
    await signedIn.t.db.query(`UPDATE risk_analysis SET finished_at = now() WHERE risk_assessment_id = ANY($1) AND finished_at IS NULL`, [
      [warehouse, office],
    ]);
    await reviewOn(warehouse, null);
    await reviewOn(office, 0);
    await save(office, { status: 'inactive' });
    expect(await runJob()).toEqual({ outcome: 'ran', changes: 0 });
    expect(await openAnalyses(warehouse)).toEqual([]);
    expect(await openAnalyses(office)).toEqual([]);
  });
});
