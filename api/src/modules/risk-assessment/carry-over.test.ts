import {
  readAttentionOverviewEndpoint,
  readMemberRiskActionListEndpoint,
  readRiskActionListEndpoint,
  readRiskAssignmentOverviewListEndpoint,
  readRiskListEndpoint,
  readRiskRecordEndpoint,
  readRiskResultDetailsEndpoint,
} from '@compliance/shared-contracts';
import { signedInApp } from '../../test/client';
import { errorCodeOf } from '../../test/answers';
import { demoAssessmentId, finishOfficeReview, latestResultId, resultStatusDrift } from '../../test/risk';
import { listRequest } from '../../test/list-request';

// A new run starts with the previous run's unfinished measures (issue 71, point 6): the demo's
// office was evaluated a year ago, its desks agreed and not yet checked; its review runs now.

const signedIn = signedInApp({ admin: ['demo', 'admin'], member: ['demo', 'member'] });
const { client } = signedIn;
let earlier: string;
let review: string;
beforeAll(async () => {
  earlier = await latestResultId(signedIn.t.db, await demoAssessmentId(signedIn.t.db, 'office'));
  review = await finishOfficeReview(signedIn.t.app, signedIn.t.db, client('admin'), 1);
});

const record = async (resultUuid: string) =>
  (await client('admin').send(readRiskRecordEndpoint, { riskAssessmentExecutionResultUuid: resultUuid })).answer();
const DESKS = 'Höhenverstellbare Schreibtische anschaffen';

describe('finishing the next run', () => {
  it('carries the unfinished measure into the new result, defined again against the same question, and marks it there', async () => {
    const before = await record(earlier);
    const after = await record(review);
    const desks = before.riskActions.find((action) => action.title === DESKS)!;
    expect(desks).toMatchObject({ status: 'carried-over', carriedFrom: null });
    expect(desks.history.map((step) => step.kind)).toEqual(['defined', 'agreed', 'carried-over']);
    // The measure found effective stays where it was.
    expect(after.riskActions.map((action) => action.title)).toEqual([DESKS]);
    const carried = after.riskActions[0]!;
    expect(carried).toMatchObject({
      status: 'defined',
      version: 1,
      measureType: desks.measureType,
      typeReason: desks.typeReason,
      responsible: desks.responsible,
      dueDate: desks.dueDate,
      expectedRiskFactor: desks.expectedRiskFactor,
      carriedFrom: { finishedAt: before.result.finishedAt },
      agreedAt: null,
    });
    expect(carried.history.map((step) => [step.kind, step.content?.title ?? null])).toEqual([['defined', DESKS]]);
    const oldRisk = before.risks.find((risk) => risk.riskUuid === desks.riskUuid)!;
    const newRisk = after.risks.find((risk) => risk.riskUuid === carried.riskUuid)!;
    expect(newRisk.title).toBe(oldRisk.title);
    // In its own run the risk stays as its measure left it: agreed, not found effective there.
    expect(oldRisk.status).toBe('measure-agreed');
    expect(newRisk.status).toBe('measure-defined');
    expect(after.result.status).toBe('measures-created');
    expect(await resultStatusDrift(signedIn.t.db)).toEqual([]);
  });

  it('follows the measure up in the new run only: no follow-up task, open count or check due from the old one', async () => {
    const followUps = (await client('member').send(readMemberRiskActionListEndpoint, { page: 1, perPage: 100 })).answer();
    expect(followUps.items.filter((item) => item.title === DESKS)).toEqual([]);
    const overview = (await client('admin').send(readRiskAssignmentOverviewListEndpoint, listRequest({}, 100))).answer();
    const old = overview.items.find((row) => row.riskAssessmentExecutionResultUuid === earlier)!;
    expect([old.openRiskActions, old.overdueRiskActions]).toEqual([0, 0]);
    // The desks were due two weeks ago; only the warehouse's agreed measure past its date is left to check.
    const attention = (await client('admin').send(readAttentionOverviewEndpoint)).answer();
    const dueChecks = await signedIn.t.db.query<{ title: string }>(
      `SELECT title FROM risk_action WHERE agreed_at IS NOT NULL AND check_effective IS NOT TRUE AND cancelled_at IS NULL
          AND carried_over_at IS NULL AND due_date <= CURRENT_DATE`,
    );
    expect(dueChecks.map((row) => row.title)).not.toContain(DESKS);
    expect(attention.riskAssessment!.checksDue).toBe(dueChecks.length);

    // Agreed in the new run, it is the member's follow-up task there.
    const [carried] = (
      await client('admin').send(readRiskActionListEndpoint, listRequest({ riskAssessmentExecutionResultUuid: review }, 25))
    ).answer().items;
    const agreed = await client('admin').post('/api/risk-assessment/confirm-risk-actions', {
      riskAssessmentExecutionResultUuid: review,
      riskActionUuids: [carried!.riskActionUuid],
    });
    expect(agreed.statusCode).toBe(200);
    const now = (await client('member').send(readMemberRiskActionListEndpoint, { page: 1, perPage: 100 })).answer();
    expect(now.items.filter((item) => item.title === DESKS).map((item) => item.riskAssessmentExecutionResultUuid)).toEqual([review]);
    // Agreed, it moves the new run on; its other risks may still wait for measures of their own.
    const status = (await client('admin').send(readRiskResultDetailsEndpoint, { riskAssessmentExecutionResultUuid: review })).answer()
      .status;
    expect(status).not.toBe('measures-created');
    expect(await resultStatusDrift(signedIn.t.db)).toEqual([]);
  });

  it('keeps the carried-over measure as it was: changing, cancelling or agreeing it again is refused', async () => {
    const desks = (await record(earlier)).riskActions.find((action) => action.title === DESKS)!;
    const changed = await client('admin').post('/api/risk-assessment/update-risk-action', {
      riskActionUuid: desks.riskActionUuid,
      title: desks.title,
      description: desks.description,
      measureType: desks.measureType,
      typeReason: desks.typeReason,
      responsibleMemberUuid: desks.responsible!.uuid,
      dueDate: desks.dueDate,
      expectedRiskFactor: desks.expectedRiskFactor,
      check: null,
    });
    expect([changed.statusCode, errorCodeOf(changed)]).toEqual([409, 'RiskAssessment.ActionCarriedOver']);
    const cancelled = await client('admin').post('/api/risk-assessment/cancel-risk-action', {
      riskActionUuid: desks.riskActionUuid,
      reason: 'Versehen',
    });
    expect([cancelled.statusCode, errorCodeOf(cancelled)]).toEqual([409, 'RiskAssessment.ActionCarriedOver']);
    const risks = (
      await client('admin').send(readRiskListEndpoint, listRequest({ riskAssessmentExecutionResultUuid: earlier }, 25))
    ).answer();
    expect(risks.items.find((risk) => risk.riskUuid === desks.riskUuid)!.status).toBe('measure-agreed');
    expect((await record(earlier)).riskActions.find((action) => action.title === DESKS)!.history).toHaveLength(3);
  });
});
