import {
  formatCertificateNumber,
  type AttemptActivity,
  type BodyOf,
  type ELEARNING_EXECUTION_SORT_COLUMNS,
  type ELearningExecutionDetails,
  type ELearningExecutionSummary,
  type Language,
  type readExecutionsEndpoint,
  type ScormVersionName,
} from '@compliance/shared-contracts';
import type { SessionContext } from '../../context';
import type { Database, Queryable } from '../../db';
import { ApiError } from '../../errors';
import { auditAdmin } from '../../lib/admin-audit';
import { memberInScope, scopeOf } from '../../lib/scope';
import { CLIENT, clientRows, containsSearch, isoTime, sql, sqlRows, type ClientRef } from '../../lib/sql';
import { pageOfRows, type RowList } from '../../lib/paging';
import { assertInClient } from '../../plugins/client-scope';
import { attemptInteractions, attemptObjectives } from './attempt-record';
import type { CmiValues } from './completion';
import { viewAttempt, type ActivityState } from './execution-activities';
import { ACTIVITY_STATE_COLUMNS } from './execution-queries';
import type { PackageActivity } from './manifest-activities';
import { courseText } from './queries';
import { completedQuickly } from './time-spent';

// The attempts at an E-Learning as admins see them, current and reset ones, and the progress
// reset: the attempt, its run-time data and its certificate become history, and the member
// starts over with a new task.

const notFound = () => new ApiError(404, 'ELearning.NotFound');

type ExecutionSummaryRow = Omit<ELearningExecutionSummary, 'certificateNumber' | 'completedQuickly'> & {
  certificateNumber: number | null;
  durationMinutes: number;
};

const SUMMARY_COLUMNS = sql`x.id AS "executionUuid", json_build_object('uuid', m.id, 'firstName', md.first_name, 'lastName', md.last_name) AS member,
    ${isoTime(sql`x.started_at`)} AS "startedAt", ${isoTime(sql`x.last_commit_at`)} AS "lastCommitAt",
    ${isoTime(sql`x.completed_at`)} AS "completedAt", x.score_percent::float8 AS "scorePercent", r.id AS "resultUuid",
    r.certificate_number AS "certificateNumber", ${isoTime(sql`x.archived_at`)} AS "resetAt", x.seconds_spent AS "secondsSpent",
    c.duration_minutes AS "durationMinutes"`;

/** Attempts `x` with their task `t`, member `m` (details `md`), course `c` and result `r`, if any. */
const SUMMARY_FROM = sql`elearning_execution x JOIN elearning_task t ON t.id = x.task_id JOIN member m ON m.id = x.member_id
    JOIN member_details md ON md.member_id = m.id JOIN elearning e ON e.id = t.elearning_id JOIN elearning_course c ON c.id = e.course_id
    LEFT JOIN elearning_result r ON r.execution_id = x.id`;

/** A row as the contract words it: the certificate number as printed, a quick completion marked. */
const summaryOf = ({ certificateNumber, durationMinutes, ...row }: ExecutionSummaryRow): ELearningExecutionSummary => ({
  ...row,
  certificateNumber: certificateNumber === null ? null : formatCertificateNumber(certificateNumber),
  completedQuickly: row.completedAt !== null && completedQuickly(row.secondsSpent, durationMinutes),
});

const EXECUTION_SUMMARY_LIST: RowList<(typeof ELEARNING_EXECUTION_SORT_COLUMNS)[number], ExecutionSummaryRow> = {
  columns: SUMMARY_COLUMNS,
  from: SUMMARY_FROM,
  pageKeys: { columns: [sql`x.id`] },
  order: {
    memberName: [sql`lower(md.last_name)`, sql`lower(md.first_name)`, sql`x.started_at`, sql`x.id`],
    startedAt: [sql`x.started_at`, sql`x.id`],
    completedAt: [sql`x.completed_at`, sql`x.id`],
    scorePercent: [sql`x.score_percent`, sql`x.id`],
  },
  defaultSort: 'memberName',
};

/** One page of the attempts at an E-Learning of the members in the session's scope. */
export async function listExecutions(db: Database, session: SessionContext, request: BodyOf<typeof readExecutionsEndpoint>) {
  await assertInClient(db, session, 'elearning', [request.elearningUuid], 'ELearning.NotFound');
  const where = [
    sql`x.client_id = ${CLIENT}`,
    sql`t.elearning_id = ${request.elearningUuid}`,
    memberInScope(scopeOf(session), 'm'),
    containsSearch(request.filter.search, [sql`md.first_name || ' ' || md.last_name`, sql`md.last_name || ', ' || md.first_name`]),
  ];
  const page = await pageOfRows(db, session, EXECUTION_SUMMARY_LIST, where, request);
  return { total: page.total, items: page.items.map(summaryOf) };
}

type ExecutionDetailsRow = ExecutionSummaryRow & {
  title: string;
  scormVersion: ScormVersionName;
  activities: PackageActivity;
};

type ActivityRecordRow = ActivityState & { activityId: string; cmi: CmiValues; lastCommitAt: string | null };

/**
 * An attempt of a member in the session's scope, current or reset, as an admin reads it: the
 * list's figures, and each activity of its course (in the player's order) with its status, score,
 * time spent, attempts begun, objectives and interactions.
 */
export async function readExecutionDetails(
  db: Database,
  session: SessionContext,
  executionUuid: string,
  language: Language,
): Promise<ELearningExecutionDetails> {
  const [row] = await clientRows<ExecutionDetailsRow>(
    db,
    session,
    sql`SELECT ${SUMMARY_COLUMNS}, ${courseText('title', language)} AS title, p.scorm_version AS "scormVersion", p.activities
          FROM ${SUMMARY_FROM} JOIN elearning_package p ON p.id = x.package_id
         WHERE x.client_id = ${CLIENT} AND x.id = ${executionUuid} AND ${memberInScope(scopeOf(session), 'm')}`,
  );
  if (!row) throw notFound();
  const records = await clientRows<ActivityRecordRow>(
    db,
    session,
    sql`SELECT ${ACTIVITY_STATE_COLUMNS}, cmi, ${isoTime(sql`last_commit_at`)} AS "lastCommitAt"
          FROM elearning_execution_activity WHERE client_id = ${CLIENT} AND execution_id = ${executionUuid}`,
  );
  const byId = new Map(records.map((record) => [record.activityId, record]));
  const { title, scormVersion, activities: tree, ...summary } = row;
  const activities = viewAttempt(scormVersion, tree, byId, null).activities.map(({ choosable: _, ...activity }): AttemptActivity => {
    const record = byId.get(activity.id);
    return {
      ...activity,
      scorePercent: record?.scorePercent ?? null,
      secondsSpent: record?.secondsSpent ?? 0,
      attemptCount: record?.attemptCount ?? 0,
      lastCommitAt: record?.lastCommitAt ?? null,
      objectives: record ? attemptObjectives(scormVersion, record.cmi) : [],
      interactions: record ? attemptInteractions(scormVersion, record.cmi) : [],
    };
  });
  return { ...summaryOf(summary), title, scormVersion, durationMinutes: summary.durationMinutes, activities };
}

interface AttemptToReset {
  taskId: string;
  elearningId: string;
  memberId: string;
  completed: boolean;
  dueDate: string;
}

/** The current attempt to reset, locked, with its task; undefined outside the client or the scope. */
async function lockAttempt(db: Queryable, session: SessionContext, executionId: string): Promise<AttemptToReset | undefined> {
  const [row] = await clientRows<AttemptToReset>(
    db,
    session,
    sql`SELECT t.id AS "taskId", t.elearning_id AS "elearningId", x.member_id AS "memberId",
               x.completed_at IS NOT NULL AS completed, t.due_date::text AS "dueDate"
          FROM elearning_execution x JOIN elearning_task t ON t.id = x.task_id JOIN member m ON m.id = x.member_id
         WHERE x.client_id = ${CLIENT} AND x.id = ${executionId} AND x.archived_at IS NULL AND ${memberInScope(scopeOf(session), 'm')}
           FOR UPDATE OF x, t`,
  );
  return row;
}

/**
 * Archives the attempt and withdraws its task and any open one of the same E-Learning (a
 * completed attempt's next repeat): nothing is deleted, so the attempt, its data and its
 * certificate stay readable. Then the member gets a new task as assigning would give one; a
 * reset of an unfinished attempt keeps the task's due date (a reset buys no time).
 */
async function archiveAndRestart(db: Queryable, client: ClientRef, executionId: string, attempt: AttemptToReset) {
  await clientRows(db, client, sql`UPDATE elearning_execution SET archived_at = now() WHERE client_id = ${CLIENT} AND id = ${executionId}`);
  await clientRows(
    db,
    client,
    sql`UPDATE elearning_task SET withdrawn_at = now()
         WHERE client_id = ${CLIENT} AND withdrawn_at IS NULL
           AND (id = ${attempt.taskId} OR (elearning_id = ${attempt.elearningId} AND member_id = ${attempt.memberId} AND completed_at IS NULL))`,
  );
  // The member and E-Learning are the client's (the attempt was found in it).
  await sqlRows(db, sql`SELECT elearning_task_sync(ARRAY[${attempt.memberId}]::uuid[], ARRAY[${attempt.elearningId}]::uuid[])`);
  if (!attempt.completed) {
    await clientRows(
      db,
      client,
      sql`UPDATE elearning_task SET due_date = ${attempt.dueDate}::date
           WHERE client_id = ${CLIENT} AND elearning_id = ${attempt.elearningId} AND member_id = ${attempt.memberId}
             AND completed_at IS NULL AND withdrawn_at IS NULL`,
    );
  }
}

/** Resets a member's progress at an E-Learning (reset-execution). */
export async function resetExecution(db: Database, session: SessionContext, executionUuid: string): Promise<void> {
  await db.transaction(async (tx) => {
    const attempt = await lockAttempt(tx, session, executionUuid);
    if (!attempt) throw notFound();
    await archiveAndRestart(tx, session, executionUuid, attempt);
    await auditAdmin(tx, session, {
      action: 'elearning.reset-execution',
      entity: 'elearning_execution',
      entityId: executionUuid,
      details: { memberId: attempt.memberId, completed: attempt.completed },
    });
  });
}
