import type { Queryable } from '../db';
import { sql, sqlRows } from '../lib/sql';
import { RISK_STATUS } from '../modules/risk-assessment/evaluation-queries';
import { firstId } from './answers';
import type { FastifyInstance } from 'fastify';
import { completeRiskExecutionEndpoint } from '@compliance/shared-contracts';
import { signInAll, type TestClient } from './client';

/** The id of the demo client's risk assessment of a questionnaire (by its identifier). */
export function demoAssessmentId(db: Queryable, questionnaire: string, company = 'demo'): Promise<string> {
  return firstId(
    db,
    `SELECT a.id FROM risk_assessment a JOIN risk_questionnaire q ON q.id = a.questionnaire_id JOIN client c ON c.id = a.client_id
      WHERE c.client_identifier = $1 AND q.identifier = $2`,
    [company, questionnaire],
  );
}

/** The latest result of an assessment (the demo's warehouse has an earlier one, its measures all done). */
export function latestResultId(db: Queryable, assessmentId: string): Promise<string> {
  return firstId(db, 'SELECT id FROM risk_result WHERE risk_assessment_id = $1 ORDER BY created_at DESC LIMIT 1', [assessmentId]);
}

/** The id of the demo client's member of a username. */
export function demoMemberId(db: Queryable, username: string): Promise<string> {
  return firstId(
    db,
    "SELECT m.id FROM member m JOIN client c ON c.id = m.client_id WHERE c.client_identifier = 'demo' AND m.username = $1",
    [username],
  );
}

/** Usernames of members with an open, unanswered task in the assessment's open analysis, in username order. */
export async function openAnalysisMembers(db: Queryable, assessmentId: string, count: number): Promise<string[]> {
  const rows = await db.query<{ username: string }>(
    `SELECT m.username FROM risk_member_task t JOIN risk_analysis an ON an.id = t.analysis_id JOIN member m ON m.id = t.member_id
      WHERE an.risk_assessment_id = $1 AND an.finished_at IS NULL AND t.withdrawn_at IS NULL AND t.completed_at IS NULL
        AND m.status = 'active' AND m.archived_at IS NULL
      ORDER BY m.username LIMIT $2`,
    [assessmentId, count],
  );
  return rows.map((row) => row.username);
}

/** Gives demo members the demo password (generated members have none), so tests can sign in as them. */
export async function giveDemoPassword(db: Queryable, usernames: readonly string[]): Promise<void> {
  await db.query(
    `UPDATE member SET password_hash = (SELECT n.password_hash FROM member n JOIN client c ON c.id = n.client_id
                                         WHERE c.client_identifier = 'demo' AND n.username = 'member')
      WHERE username = ANY($1) AND client_id = (SELECT id FROM client WHERE client_identifier = 'demo')`,
    [usernames],
  );
}

/** Task settings that switch an assessment on: 30 days to answer, every 24 months, no dates. */
export const ACTIVE_RISK_SETTINGS = {
  status: 'active',
  firstExecutionBufferDays: 30,
  intervalMonths: 24,
  activationDate: null,
  deactivationDate: null,
  dueDate: null,
} as const;

/** The office questionnaire's question ids (api/src/seed/risk-assessment.ts). */
export const OFFICE_QUESTIONS = ['glare', 'sitting', 'adjustable', 'tension', 'noise', 'temperature', 'tripping', 'escape-routes'];

/**
 * Answers the signed-in member's analysis of an assessment through the calls a browser makes:
 * `value` to every question, with `notes`; completed when `complete`. Answers the task and execution.
 */
export async function answerAnalysis(
  member: TestClient,
  assessmentId: string,
  answer: { value: number; complete: boolean; notes?: Record<string, string>; questions?: readonly string[] },
): Promise<{ taskUuid: string; executionUuid: string }> {
  const page = (await member.post('/api/risk-assessment/read-member-tasks', { page: 1, perPage: 100, bucket: 'all' })).json() as {
    items: Array<{ taskUuid: string; riskAssessmentTaskUuid: string }>;
  };
  const task = page.items.find((item) => item.riskAssessmentTaskUuid === assessmentId);
  if (!task) throw new Error(`no task of ${assessmentId}`);
  const started = await member.post('/api/risk-assessment/create-execution', { taskUuid: task.taskUuid });
  const { executionUuid } = started.json() as { executionUuid: string };
  await member.post('/api/risk-assessment/read-execution', { executionUuid });
  const saved = await member.post('/api/risk-assessment/save-execution', {
    executionUuid,
    answers: Object.fromEntries((answer.questions ?? OFFICE_QUESTIONS).map((id) => [id, answer.value])),
    notes: answer.notes ?? {},
    complete: answer.complete,
  });
  if (saved.statusCode !== 200) throw new Error(`answering failed: ${saved.body}`);
  return { taskUuid: task.taskUuid, executionUuid };
}

/**
 * Results whose stored status (057_risk_result_done_when_agreed.sql) differs from the status their
 * risks give one by one (RISK_STATUS, as the risk list shows them): done while none waits for a
 * measure or its agreement, else measures agreed once a measure in force is agreed; none when the
 * stored ones are right.
 */
export function resultStatusDrift(db: Queryable): Promise<Array<{ id: string; stored: string; real: string }>> {
  const real = sql`CASE WHEN NOT bool_or(coalesce(s.st IN ('measure-to-define', 'measure-defined'), false)) THEN 'done'
                        WHEN EXISTS (SELECT 1 FROM risk_action x WHERE x.result_id = res.id AND x.cancelled_at IS NULL AND x.agreed_at IS NOT NULL)
                          THEN 'measures-agreed'
                        ELSE 'measures-created' END`;
  return sqlRows(
    db,
    sql`SELECT res.id, res.status AS stored, ${real} AS real
          FROM risk_result res LEFT JOIN LATERAL (SELECT ${RISK_STATUS} AS st FROM risk r WHERE r.result_id = res.id) s ON TRUE
         GROUP BY res.id, res.status HAVING res.status <> ${real}`,
  );
}

/**
 * Brings the demo's open office review to 6 completed analyses (its next two members answer
 * `value` to every question, as a browser would) and finishes it as `admin`; answers the new
 * result's id.
 */
export async function finishOfficeReview(app: FastifyInstance, db: Queryable, admin: TestClient, value = 0): Promise<string> {
  const officeId = await demoAssessmentId(db, 'office');
  const members = await openAnalysisMembers(db, officeId, 2);
  await giveDemoPassword(db, members);
  const client = await signInAll(app, { fifth: ['demo', members[0]!], sixth: ['demo', members[1]!] });
  for (const who of ['fifth', 'sixth']) await answerAnalysis(client(who), officeId, { value, complete: true });
  const finished = await admin.send(completeRiskExecutionEndpoint, { riskAssessmentTaskUuid: officeId });
  return finished.answer().riskAssessmentExecutionResultUuid;
}
