import {
  DEFAULT_RISK_MATRIX,
  readRiskDetailsEndpoint,
  readRiskListEndpoint,
  readRiskResultDetailsEndpoint,
  RISK_MEASURE_REQUIRED_FROM,
  RISK_SEVERE_DAMAGE,
} from '@compliance/shared-contracts';
import { signedInApp } from '../../test/client';
import { finishOfficeReview, resultStatusDrift } from '../../test/risk';
import { listRequest } from '../../test/list-request';

// Severe hazards stay visible (docs/areas/risk-assessments.md, "Finishing and evaluating"): a
// question of the highest damage severity that any counted answer meets is at least a medium risk
// and waits for a measure, however low the mean of its answers.

const signedIn = signedInApp({ admin: ['demo', 'admin'] });
const { client } = signedIn;

describe('a hazard of the highest damage severity', () => {
  it('is raised to a medium risk that waits for a measure when one of six answers meets it; others keep their cell', async () => {
    // The demo's four completed office analyses answer "escape routes blocked" (severity 5) once
    // with "rarely", three times "never"; the fifth and sixth answer "never" to everything.
    const riskAssessmentExecutionResultUuid = await finishOfficeReview(signedIn.t.app, signedIn.t.db, client('admin'), 0);
    const risks = (await client('admin').send(readRiskListEndpoint, listRequest({ riskAssessmentExecutionResultUuid }, 25))).answer();
    const reported = new Map<string, number>();
    for (const risk of risks.items) {
      const details = (await client('admin').send(readRiskDetailsEndpoint, { riskUuid: risk.riskUuid })).answer();
      const met = details.answerCounts.slice(1).reduce((sum, n) => sum + n, 0);
      reported.set(risk.riskUuid, met);
      const cell = DEFAULT_RISK_MATRIX[risk.damageSeverity - 1]![risk.probability - 1]!;
      const raised = risk.damageSeverity === RISK_SEVERE_DAMAGE && met > 0 && cell < RISK_MEASURE_REQUIRED_FROM;
      expect({ title: risk.title, raisedBySeverity: risk.raisedBySeverity, riskFactor: risk.riskFactor }).toEqual({
        title: risk.title,
        raisedBySeverity: raised,
        riskFactor: raised ? RISK_MEASURE_REQUIRED_FROM : cell,
      });
    }
    const escape = risks.items.find((risk) => risk.title === 'Fluchtwege oder Notausgänge sind verstellt.')!;
    const details = (await client('admin').send(readRiskDetailsEndpoint, { riskUuid: escape.riskUuid })).answer();
    expect(details.answerCounts).toEqual([5, 1, 0, 0, 0]);
    expect(escape).toMatchObject({
      damageSeverity: 5,
      probability: 1,
      riskFactor: 5,
      raisedBySeverity: true,
      level: 'medium',
      status: 'measure-to-define',
    });

    // The result waits for that measure, and counts per severity the answers that met a hazard.
    const result = (await client('admin').send(readRiskResultDetailsEndpoint, { riskAssessmentExecutionResultUuid })).answer();
    expect(result.status).toBe('measures-created');
    const bySeverity = [1, 2, 3, 4, 5].map((severity) =>
      risks.items.filter((risk) => risk.damageSeverity === severity).reduce((sum, risk) => sum + reported.get(risk.riskUuid)!, 0),
    );
    expect(result.hazardReportsBySeverity).toEqual(bySeverity);
    expect(result.hazardReportsBySeverity[4]).toBe(1);
    expect(await resultStatusDrift(signedIn.t.db)).toEqual([]);
  });
});
