import {
  formatCertificateNumber,
  type BodyOf,
  type ELEARNING_EXECUTION_SORT_COLUMNS,
  type ELearningExecutionSummary,
  type readExecutionsEndpoint,
} from '@compliance/shared-contracts';
import type { SessionContext } from '../../context';
import type { Database, Queryable } from '../../db';
import { ApiError } from '../../errors';
import { auditAdmin } from '../../lib/admin-audit';
import { memberInScope, scopeOf } from '../../lib/scope';
import { CLIENT, clientRows, containsSearch, isoTime, sql, sqlRows, type ClientRef } from '../../lib/sql';
import { pageOfRows, type RowList } from '../../lib/paging';
import { assertInClient } from '../../plugins/client-scope';

// The attempts at an E-Learning as admins see them, current and reset ones, and the progress
// reset: the attempt, its run-time data and its certificate become history, and the member
// starts over with a new task.

const notFound = () => new ApiError(404, 'ELearning.NotFound');

type ExecutionSummaryRow = Omit<ELearningExecutionSummary, 'certificateNumber'> & { certificateNumber: number | null };

/** Attempts `x` with their task `t`, member `m` (details `md`) and result `r`, if any. */
const EXECUTION_SUMMARY_LIST: RowList<(typeof ELEARNING_EXECUTION_SORT_COLUMNS)[number], ExecutionSummaryRow> = {
  columns: sql`x.id AS "executionUuid", json_build_object('uuid', m.id, 'firstName', md.first_name, 'lastName', md.last_name) AS member,
    ${isoTime(sql`x.started_at`)} AS "startedAt", ${isoTime(sql`x.last_commit_at`)} AS "lastCommitAt",
    ${isoTime(sql`x.completed_at`)} AS "completedAt", x.score_percent::float8 AS "scorePercent", r.id AS "resultUuid",
    r.certificate_number AS "certificateNumber", ${isoTime(sql`x.archived_at`)} AS "resetAt"`,
  from: sql`elearning_execution x JOIN elearning_task t ON t.id = x.task_id JOIN member m ON m.id = x.member_id
    JOIN member_details md ON md.member_id = m.id LEFT JOIN elearning_result r ON r.execution_id = x.id`,
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
  return {
    total: page.total,
    items: page.items.map((row) => ({
      ...row,
      certificateNumber: row.certificateNumber === null ? null : formatCertificateNumber(row.certificateNumber),
    })),
  };
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
