import {
  RISK_EXECUTION_LOCK_SECONDS,
  type Language,
  type RiskMemberTask,
  type RiskTaskFilter,
  type RiskTaskFilterCounts,
} from '@compliance/shared-contracts';
import type { Queryable } from '../../db';
import { countTaskBuckets, taskBuckets } from '../../lib/task-buckets';
import { CLIENT, clientRows, isoTime, sql, type ClientRef, type Sql } from '../../lib/sql';
import { pageParameters } from '../../lib/paging';
import { questionnaireText } from './queries';

/** A member task `t` no longer asks anything of its member: answered, or its analysis finished. */
const CLOSED = sql`(t.completed_at IS NOT NULL OR t.ended_at IS NOT NULL)`;

/** The status of the member task `t` (RISK_MEMBER_TASK_STATUSES). */
const TASK_STATUS = sql`CASE WHEN t.completed_at IS NOT NULL THEN 'completed' WHEN t.ended_at IS NOT NULL THEN 'ended'
  WHEN t.due_date < CURRENT_DATE THEN 'overdue' WHEN t.started_at IS NOT NULL THEN 'inprogress' ELSE 'due' END`;

/**
 * Which tasks `t` each task filter holds: the status bubbles (overdue, open and due within 7 days
 * or a month, done as answered, all), and the measure filters by the outcome `outcome` of the
 * task's analysis (RISK_MEASURE_FILTERS).
 */
const FILTER_CONDITIONS: Readonly<Record<RiskTaskFilter, Sql>> = {
  ...taskBuckets(sql`NOT ${CLOSED}`, sql`t.completed_at IS NOT NULL`),
  measuresToDefine: sql`outcome.status IN ('measures-created', 'measures-agreed')`,
  measuresAgreed: sql`outcome.status = 'done'`,
};

/**
 * A member's tasks the lists show: not withdrawn, of an assessment that is switched on; each with
 * the status its analysis's result keeps (027_risk_result_status.sql) as `outcome.status`, null
 * before the analysis is evaluated.
 */
const memberTasksFrom = (memberId: string) =>
  sql`risk_member_task t JOIN risk_analysis an ON an.id = t.analysis_id
      JOIN risk_assessment a ON a.id = an.risk_assessment_id AND a.status = 'active' JOIN risk_questionnaire q ON q.id = a.questionnaire_id
      LEFT JOIN risk_result outcome ON outcome.analysis_id = t.analysis_id
      WHERE t.client_id = ${CLIENT} AND t.member_id = ${memberId} AND t.withdrawn_at IS NULL`;

/** How many of a member's tasks each task filter holds, in one pass. */
export const countMemberTasks = (db: Queryable, client: ClientRef, memberId: string): Promise<RiskTaskFilterCounts> =>
  countTaskBuckets(db, client, FILTER_CONDITIONS, memberTasksFrom(memberId));

/** The order of a member's tasks: open ones by due date first, then closed ones, latest first. */
const MEMBER_TASK_ORDER = sql`${CLOSED}, t.due_date, coalesce(t.completed_at, t.ended_at) DESC, t.id`;

/**
 * One page of a member's tasks in a bucket. The page's tasks are found first and only they get
 * their texts, attempt and result status: computed for every task before the sort, they made
 * the planner scan all tasks of all members instead (bench:start). Prepared once per connection,
 * as the counts are (lib/task-buckets.ts).
 */
export function listMemberTasks(
  db: Queryable,
  client: ClientRef,
  memberId: string,
  request: { bucket: RiskTaskFilter; page: number; perPage: number },
  language: Language,
): Promise<RiskMemberTask[]> {
  return clientRows<RiskMemberTask>(
    db,
    client,
    sql`SELECT t.id AS "taskUuid", a.id AS "riskAssessmentTaskUuid", ${questionnaireText('title', language)} AS title,
               ${questionnaireText('description', language)} AS description, ${questionnaireText('category', language)} AS category,
               q.duration_minutes AS "durationMinutes", ${TASK_STATUS} AS status, t.due_date::text AS "dueDate",
               ${isoTime(sql`t.started_at`)} AS "startedAt", ${isoTime(sql`t.completed_at`)} AS "completedAt",
               (SELECT e.id FROM risk_execution e WHERE e.task_id = t.id) AS "executionUuid", outcome.status AS "resultStatus"
          FROM ${memberTasksFrom(memberId)}
           AND t.id IN (SELECT t.id FROM ${memberTasksFrom(memberId)} AND ${FILTER_CONDITIONS[request.bucket]}
                         ORDER BY ${MEMBER_TASK_ORDER} ${pageParameters(request)})
         ORDER BY ${MEMBER_TASK_ORDER}`.prepare(),
  );
}

/** The questionnaire of an assessment as its open analysis keeps it, else as it stands; with the texts. */
export async function readQuestionnaire(
  db: Queryable,
  client: ClientRef,
  assessmentId: string,
): Promise<{ texts: Record<string, { title?: string; description?: string }>; content: QuestionnaireContent } | undefined> {
  const [row] = await clientRows<{ texts: Record<string, { title?: string; description?: string }>; content: QuestionnaireContent }>(
    db,
    client,
    sql`SELECT q.texts, coalesce((SELECT an.content FROM risk_analysis an WHERE an.risk_assessment_id = a.id AND an.finished_at IS NULL), q.content) AS content
          FROM risk_assessment a JOIN risk_questionnaire q ON q.id = a.questionnaire_id WHERE a.client_id = ${CLIENT} AND a.id = ${assessmentId}`,
  );
  return row;
}

/** Texts per language as the questionnaires store them. */
export type LocalisedText = Partial<Record<Language, string>>;

/** A questionnaire's sections and questions as stored (022_risk_assessment.sql). */
export interface QuestionnaireContent {
  sections: Array<{
    id: string;
    title: LocalisedText;
    questions: Array<{ id: string; severity: number; text: LocalisedText; hint?: LocalisedText }>;
  }>;
}

/** A member's task with what its execution needs, locked for the change to come. */
export interface TaskForExecution {
  taskId: string;
  analysisId: string;
  closed: boolean;
}

/** The signed-in member's open-or-closed task (not withdrawn), locked; undefined when it is not theirs. */
export async function lockMemberTask(db: Queryable, client: ClientRef, memberId: string, taskId: string) {
  const [row] = await clientRows<TaskForExecution>(
    db,
    client,
    sql`SELECT t.id AS "taskId", t.analysis_id AS "analysisId", ${CLOSED} AS closed FROM risk_member_task t
         WHERE t.client_id = ${CLIENT} AND t.id = ${taskId} AND t.member_id = ${memberId} AND t.withdrawn_at IS NULL FOR UPDATE`,
  );
  return row;
}

/** Starts the task's execution once; answers its id. */
export async function startExecution(db: Queryable, client: ClientRef, taskId: string): Promise<string> {
  // The first member to start fixes the run's participants (043_risk_counted_answers.sql).
  await clientRows(
    db,
    client,
    sql`WITH started AS (UPDATE risk_member_task SET started_at = coalesce(started_at, now()) WHERE client_id = ${CLIENT} AND id = ${taskId}
                         RETURNING analysis_id)
        UPDATE risk_analysis SET participants_fixed_at = now()
         WHERE client_id = ${CLIENT} AND id IN (SELECT analysis_id FROM started) AND participants_fixed_at IS NULL`,
  );
  const [row] = await clientRows<{ id: string }>(
    db,
    client,
    sql`WITH made AS (INSERT INTO risk_execution (client_id, task_id) VALUES (${CLIENT}, ${taskId}) ON CONFLICT (task_id) DO NOTHING RETURNING id)
        SELECT id FROM made UNION ALL SELECT id FROM risk_execution WHERE client_id = ${CLIENT} AND task_id = ${taskId}`,
  );
  return row!.id;
}

/** An execution of the member as the page and a save need it. */
export interface ExecutionRow {
  executionUuid: string;
  taskUuid: string;
  analysisId: string;
  riskAssessmentTaskUuid: string;
  texts: Record<string, { title?: string }>;
  dueDate: string;
  closed: boolean;
  answers: Record<string, number>;
  notes: Record<string, string>;
  lockHolder: string | null;
  lockExpired: boolean;
  content: QuestionnaireContent;
}

/**
 * Locks the analysis of the member's execution against being finished meanwhile (key share:
 * saves do not wait for each other), then the execution and its task; undefined when the
 * execution is not the member's. Finishing takes the analysis first too, so they never deadlock.
 */
export async function lockExecution(db: Queryable, client: ClientRef, memberId: string, executionId: string) {
  const [analysis] = await clientRows<{ id: string }>(
    db,
    client,
    sql`SELECT an.id FROM risk_execution e JOIN risk_member_task t ON t.id = e.task_id JOIN risk_analysis an ON an.id = t.analysis_id
         WHERE e.client_id = ${CLIENT} AND e.id = ${executionId} AND t.member_id = ${memberId} AND t.withdrawn_at IS NULL
           FOR KEY SHARE OF an`.prepare(),
  );
  if (!analysis) return undefined;
  const [row] = await clientRows<ExecutionRow>(
    db,
    client,
    sql`SELECT e.id AS "executionUuid", t.id AS "taskUuid", an.id AS "analysisId", an.risk_assessment_id AS "riskAssessmentTaskUuid",
               q.texts, t.due_date::text AS "dueDate", ${CLOSED} AS closed, e.answers, e.notes, e.lock_holder AS "lockHolder",
               (e.locked_until IS NULL OR e.locked_until <= now()) AS "lockExpired", an.content
          FROM risk_execution e JOIN risk_member_task t ON t.id = e.task_id JOIN risk_analysis an ON an.id = t.analysis_id
          JOIN risk_assessment a ON a.id = an.risk_assessment_id JOIN risk_questionnaire q ON q.id = a.questionnaire_id
         WHERE e.client_id = ${CLIENT} AND e.id = ${executionId} AND t.member_id = ${memberId} AND t.withdrawn_at IS NULL
           FOR UPDATE OF e, t`.prepare(),
  );
  return row;
}

/** The lock columns set for `holder` for another RISK_EXECUTION_LOCK_SECONDS, or cleared (null). */
const lockAssignments = (holder: string | null) =>
  sql`lock_holder = ${holder},
      locked_until = CASE WHEN ${holder}::text IS NULL THEN NULL ELSE now() + make_interval(secs => ${RISK_EXECUTION_LOCK_SECONDS}) END`;

/** Gives the lock of an execution to `holder`, or up (null); answers until when. */
export async function setLock(db: Queryable, client: ClientRef, executionId: string, holder: string | null): Promise<string | null> {
  const [row] = await clientRows<{ lockedUntil: string | null }>(
    db,
    client,
    sql`UPDATE risk_execution SET ${lockAssignments(holder)}
         WHERE client_id = ${CLIENT} AND id = ${executionId} RETURNING ${isoTime(sql`locked_until`)} AS "lockedUntil"`,
  );
  return row?.lockedUntil ?? null;
}

/** Saves the draft of an execution and, in the same statement, renews its lock for `holder` or gives it up (null). */
export async function saveDraft(
  db: Queryable,
  client: ClientRef,
  executionId: string,
  draft: { answers: Record<string, number>; notes: Record<string, string> },
  holder: string | null,
): Promise<void> {
  await clientRows(
    db,
    client,
    sql`UPDATE risk_execution SET answers = ${JSON.stringify(draft.answers)}::jsonb, notes = ${JSON.stringify(draft.notes)}::jsonb,
               saved_at = now(), ${lockAssignments(holder)}
         WHERE client_id = ${CLIENT} AND id = ${executionId}`.prepare(),
  );
}

/**
 * Completes an execution: its answers go to the analysis as a sheet without member or time, the
 * draft is emptied and the task done (docs/areas/risk-assessments.md, anonymity by storage). The
 * sheet keeps whether it counts: its member's account was out of any admin's hands for the
 * licensee's number of days before the run's participants were fixed (counted answers).
 */
export async function completeExecution(
  db: Queryable,
  client: ClientRef,
  row: Pick<ExecutionRow, 'executionUuid' | 'taskUuid' | 'analysisId'>,
  draft: { answers: Record<string, number>; notes: Record<string, string> },
): Promise<void> {
  await clientRows(
    db,
    client,
    sql`INSERT INTO risk_answer_sheet (client_id, analysis_id, answers, notes, counted)
        SELECT ${CLIENT}, an.id, ${JSON.stringify(draft.answers)}::jsonb, ${JSON.stringify(draft.notes)}::jsonb,
               m.admin_credentials_changed_at <= an.participants_fixed_at - make_interval(days => l.risk_counted_account_days)
          FROM risk_analysis an, risk_member_task t
          JOIN member m ON m.id = t.member_id JOIN client c ON c.id = m.client_id JOIN licensee l ON l.id = c.licensee_id
         WHERE an.client_id = ${CLIENT} AND an.id = ${row.analysisId} AND t.client_id = ${CLIENT} AND t.id = ${row.taskUuid}`,
  );
  await clientRows(
    db,
    client,
    sql`UPDATE risk_execution SET answers = '{}', notes = '{}', lock_holder = NULL, locked_until = NULL, completed_at = now()
         WHERE client_id = ${CLIENT} AND id = ${row.executionUuid}`,
  );
  await clientRows(
    db,
    client,
    sql`UPDATE risk_member_task SET completed_at = now(), started_at = coalesce(started_at, now()) WHERE client_id = ${CLIENT} AND id = ${row.taskUuid}`,
  );
}
