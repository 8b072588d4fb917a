import {
  RISK_ANONYMITY_THRESHOLD,
  RISK_LEVEL_FACTORS,
  RISK_DAMAGE_SEVERITIES,
  RISK_LEVELS,
  riskLevelOf,
  type BodyOf,
  type Language,
  type RiskDetails,
  type RiskOverviewAttention,
  type RiskResult,
  type readRiskAssignmentOverviewListEndpoint,
  type readRiskListEndpoint,
} from '@compliance/shared-contracts';
import type { SessionContext } from '../../context';
import type { Database, Queryable } from '../../db';
import { ApiError } from '../../errors';
import { auditAdmin, auditAdminChange } from '../../lib/admin-audit';
import { assessmentInScope, scopeOf } from '../../lib/scope';
import { ANALYSIS_SHORT_OF_ANSWERS, RESULT_HAS_CHECK_DUE, RESULT_HAS_OVERDUE_ACTION, assessmentAssignedTo } from '../../lib/risk-attention';
import { CLIENT, clientRows, containsSearch, sql, type Sql } from '../../lib/sql';
import { pageOfRows } from '../../lib/paging';
import { assertInClient } from '../../plugins/client-scope';
import { contentText } from '../../lib/content-catalog';
import {
  finishAnalysis,
  lockOpenAnalysis,
  overviewList,
  readResult,
  readRisk,
  riskList,
  saveMatrix,
  RISK_STATUS,
} from './evaluation-queries';
import { readMatrix } from '../../lib/risk-matrix';

// The evaluation: finishing an analysis (at least RISK_ANONYMITY_THRESHOLD completed), the list
// of analyses, a result with its risks, and the client's risk matrix. Ou-admins see the
// assessments assigned to a unit they administer; results are counts, never a person's answers.

const notFound = () => new ApiError(404, 'RiskAssessment.NotFound');

/** The evaluation list's attention filter: the conditions the admins' overview counts by. */
const ATTENTION_CONDITIONS: Readonly<Record<RiskOverviewAttention, Sql>> = {
  overdueMeasures: RESULT_HAS_OVERDUE_ACTION,
  checksDue: RESULT_HAS_CHECK_DUE,
  shortOfAnswers: ANALYSIS_SHORT_OF_ANSWERS,
};

/** Finishes the open analysis of an assessment into its result; refused below the threshold. */
export async function completeAnalysis(db: Database, session: SessionContext, assessmentId: string) {
  return db.transaction(async (tx) => {
    await assertInClient(tx, session, 'risk_assessment', [assessmentId], 'RiskAssessment.NotFound');
    const analysis = await lockOpenAnalysis(tx, session, assessmentId);
    if (!analysis) throw notFound();
    // Counted answers only (043_risk_counted_answers.sql): known answers of accounts an admin
    // controls never stand beside fewer than the threshold of unknown ones.
    if (analysis.counted < RISK_ANONYMITY_THRESHOLD) throw new ApiError(400, 'RiskAssessment.NotEnoughCompletedTasks');
    const { factors } = await readMatrix(tx, session);
    const resultId = await finishAnalysis(tx, session, { ...analysis, assessmentId }, factors, session.memberId);
    await auditAdmin(tx, session, {
      action: 'risk-assessment.complete-execution',
      entity: 'risk_assessment',
      entityId: assessmentId,
      details: { analysesCount: analysis.completed, answersCounted: analysis.counted, resultId },
    });
    return { riskAssessmentExecutionResultUuid: resultId };
  });
}

/** One page of the analyses of the client's assessments within the session's reach. */
export async function listOverview(
  db: Database,
  session: SessionContext,
  request: BodyOf<typeof readRiskAssignmentOverviewListEndpoint>,
  language: Language,
) {
  const { search, state, attention, riskAssessmentTaskUuid, orgUnitUuid } = request.filter;
  if (riskAssessmentTaskUuid) await assertInClient(db, session, 'risk_assessment', [riskAssessmentTaskUuid], 'RiskAssessment.NotFound');
  if (orgUnitUuid) await assertInClient(db, session, 'org_unit', [orgUnitUuid], 'OrgUnit.NotFound');
  const where = [
    sql`an.client_id = ${CLIENT}`,
    assessmentInScope(scopeOf(session)),
    containsSearch(search, [contentText('q', 'title', language), contentText('q', 'category', language)]),
    riskAssessmentTaskUuid ? sql`a.id = ${riskAssessmentTaskUuid}` : sql`TRUE`,
    state === undefined ? sql`TRUE` : state === 'running' ? sql`res.id IS NULL` : sql`res.id IS NOT NULL AND res.status = ${state}`,
    attention === undefined ? sql`TRUE` : ATTENTION_CONDITIONS[attention],
    orgUnitUuid ? assessmentAssignedTo(orgUnitUuid) : sql`TRUE`,
  ];
  return pageOfRows(db, session, overviewList(language), where, request);
}

/** Checks that a result is the client's and within the session's reach (404 otherwise). */
export async function assertResultInReach(db: Queryable, session: SessionContext, resultId: string): Promise<void> {
  const rows = await clientRows(
    db,
    session,
    sql`SELECT res.id FROM risk_result res JOIN risk_assessment a ON a.id = res.risk_assessment_id
         WHERE res.client_id = ${CLIENT} AND res.id = ${resultId} AND ${assessmentInScope(scopeOf(session))}`,
  );
  if (rows.length === 0) throw notFound();
}

/** An evaluated analysis: status, figures, matrix, risks by level and measures. */
export async function readResultDetails(db: Database, session: SessionContext, resultId: string, language: Language): Promise<RiskResult> {
  await assertResultInReach(db, session, resultId);
  const row = await readResult(db, session, resultId, language);
  if (!row) throw notFound();
  const { factors, reports, total, agreed, done, overdue, ...result } = row;
  const riskCounts = Object.fromEntries(
    RISK_LEVELS.map((level) => [level, factors.filter((factor) => riskLevelOf(factor) === level).length]),
  ) as RiskResult['riskCounts'];
  const hazardReportsBySeverity = RISK_DAMAGE_SEVERITIES.map((severity) =>
    reports.filter((report) => report.severity === severity).reduce((sum, report) => sum + report.reported, 0),
  );
  return {
    ...result,
    status: result.status as RiskResult['status'],
    riskCounts,
    hazardReportsBySeverity,
    riskActions: { total, agreed, done, overdue },
  };
}

/** One page of the risks of a result, filtered by level and status. */
export async function listRisks(db: Database, session: SessionContext, request: BodyOf<typeof readRiskListEndpoint>, language: Language) {
  await assertResultInReach(db, session, request.riskAssessmentExecutionResultUuid);
  const list = riskList(language);
  const { level, status } = request.filter;
  const [low, high] = level ? RISK_LEVEL_FACTORS[level] : [1, 10];
  const where = [
    sql`r.client_id = ${CLIENT}`,
    sql`r.result_id = ${request.riskAssessmentExecutionResultUuid}`,
    sql`r.risk_factor BETWEEN ${low} AND ${high}`,
    status ? sql`${RISK_STATUS} = ${status}` : sql`TRUE`,
  ];
  return pageOfRows(db, session, list, where, request);
}

/** A risk with its answer counts and the notes without their authors. */
export async function readRiskDetails(db: Database, session: SessionContext, riskId: string, language: Language): Promise<RiskDetails> {
  const risk = await readRisk(db, session, riskId, language);
  if (!risk) throw notFound();
  await assertResultInReach(db, session, risk.riskAssessmentExecutionResultUuid);
  return risk;
}

/** The client's risk matrix. */
export const readRiskMatrix = (db: Database, session: SessionContext) => readMatrix(db, session);

/** Saves the client's risk matrix; results already evaluated keep theirs. */
export async function saveRiskMatrix(db: Database, session: SessionContext, factors: number[][]): Promise<void> {
  await db.transaction(async (tx) => {
    await auditAdminChange(
      tx,
      session,
      { action: 'risk-assessment.save-risk-matrix', entity: 'client', entityId: session.clientId },
      async () => ({ factors: (await readMatrix(tx, session)).factors }),
      () => saveMatrix(tx, session, factors, session.memberId),
    );
  });
}
