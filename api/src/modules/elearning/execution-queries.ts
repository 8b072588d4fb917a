import type { CompletionRule, Language, ScormVersionName } from '@compliance/shared-contracts';
import type { Queryable } from '../../db';
import { CLIENT, clientRows, sql, type ClientRef } from '../../lib/sql';
import type { AttemptOutcome, CmiValues } from './completion';
import type { ActivityState } from './execution-activities';
import type { PackageActivity } from './manifest-activities';
import { courseText } from './queries';

// The SQL of attempts: a member's open task with its current attempt, an attempt with its
// package and rule, and the writes of starting, committing and completing.

/** A member's task as starting an attempt needs it; null when the member has no such task. */
export interface TaskToStart {
  taskId: string;
  completed: boolean;
  /** The task still counts: not withdrawn, its E-Learning switched on. */
  open: boolean;
  packageId: string | null;
  executionId: string | null;
}

/** The member's task, locked for the start of an attempt. */
export async function lockTaskToStart(
  db: Queryable,
  client: ClientRef,
  memberId: string,
  taskId: string,
): Promise<TaskToStart | undefined> {
  const [row] = await clientRows<TaskToStart>(
    db,
    client,
    sql`SELECT t.id AS "taskId", t.completed_at IS NOT NULL AS completed,
               (t.withdrawn_at IS NULL AND e.status = 'active') AS open, c.package_id AS "packageId",
               (SELECT x.id FROM elearning_execution x WHERE x.task_id = t.id AND x.archived_at IS NULL) AS "executionId"
          FROM elearning_task t JOIN elearning e ON e.id = t.elearning_id JOIN elearning_course c ON c.id = e.course_id
         WHERE t.client_id = ${CLIENT} AND t.id = ${taskId} AND t.member_id = ${memberId}
           FOR UPDATE OF t`,
  );
  return row;
}

/** Starts an attempt on the task's current package; the task counts as started from now. */
export async function insertExecution(db: Queryable, client: ClientRef, task: { taskId: string; memberId: string; packageId: string }) {
  const [row] = await clientRows<{ id: string }>(
    db,
    client,
    sql`INSERT INTO elearning_execution (client_id, task_id, member_id, package_id)
        VALUES (${CLIENT}, ${task.taskId}, ${task.memberId}, ${task.packageId}) RETURNING id`,
  );
  await clientRows(
    db,
    client,
    sql`UPDATE elearning_task SET started_at = coalesce(started_at, now()) WHERE client_id = ${CLIENT} AND id = ${task.taskId}`,
  );
  return row!.id;
}

/**
 * How many months after a completion the E-Learning `e` is due again for the member `md`: 6 when
 * the option is on and the member is underage (JArbSchG §29, by the attribute or the birth date),
 * else its interval; 0 for once. The next task's due date and the certificate's valid-until both
 * follow it.
 */
export const REPEAT_MONTHS = sql`(CASE WHEN e.underage_every_six_months AND ('underage' = ANY (md.special_attributes)
  OR md.birth_date > CURRENT_DATE - interval '18 years') THEN 6 ELSE e.interval_months END)`;

/** Attempts `x` with their task `t`, E-Learning `e`, course `c` and member's details `md`. */
export const EXECUTION_JOINS = sql`elearning_execution x
  JOIN elearning_task t ON t.id = x.task_id
  JOIN elearning e ON e.id = t.elearning_id
  JOIN elearning_course c ON c.id = e.course_id
  JOIN member_details md ON md.member_id = x.member_id`;

/** An attempt with what launching and judging it needs. */
export interface ExecutionRow {
  executionId: string;
  taskId: string;
  elearningId: string;
  memberId: string;
  title: string;
  firstName: string;
  lastName: string;
  scormVersion: ScormVersionName;
  /** The package's activity tree: what is launched, with each leaf's launch data and pass marks. */
  activities: PackageActivity;
  /** The activity delivered last; null before the first launch. */
  currentActivity: string | null;
  completed: boolean;
  completionRule: CompletionRule;
  minScore: number | null;
  /** Months until it is due again after completing ({@link REPEAT_MONTHS}); 0 for once. */
  repeatMonths: number;
}

/** One current attempt of the member, with its package, rule and the member's names; locked when `lock`. */
export async function readExecutionRow(
  db: Queryable,
  client: ClientRef,
  memberId: string,
  executionId: string,
  language: Language,
  lock = false,
): Promise<ExecutionRow | undefined> {
  const [row] = await clientRows<ExecutionRow>(
    db,
    client,
    sql`SELECT x.id AS "executionId", x.task_id AS "taskId", e.id AS "elearningId", x.member_id AS "memberId",
               ${courseText('title', language)} AS title, md.first_name AS "firstName", md.last_name AS "lastName",
               p.scorm_version AS "scormVersion", p.activities, x.current_activity AS "currentActivity",
               x.completed_at IS NOT NULL AS completed, e.completion_rule AS "completionRule", e.min_score AS "minScore",
               ${REPEAT_MONTHS} AS "repeatMonths"
          FROM ${EXECUTION_JOINS}
          JOIN elearning_package p ON p.id = x.package_id
         WHERE x.client_id = ${CLIENT} AND x.id = ${executionId} AND x.member_id = ${memberId} AND x.archived_at IS NULL
           ${lock ? sql`FOR UPDATE OF x` : sql``}`.prepare(),
  );
  return row;
}

/** What an attempt keeps of its activities: each one's state, and the run-time data of one of them. */
export interface ActivityRows {
  states: Map<string, ActivityState>;
  /** The run-time data of the activity asked for and whether its last session is open; undefined before its first launch. */
  data?: { cmi: CmiValues; sessionOpen: boolean };
}

/** An activity's id and kept state ({@link ActivityState}) as columns of `elearning_execution_activity`. */
export const ACTIVITY_STATE_COLUMNS = sql`activity_id AS "activityId", completed, passed, score_percent::float8 AS "scorePercent",
  cmi_length AS "cmiLength", attempt_count AS "attemptCount", objectives, seconds_spent AS "secondsSpent"`;

/** The states of an attempt's activities and the run-time data of `activityId` (none when null), in one read. */
export async function readActivityRows(
  db: Queryable,
  client: ClientRef,
  executionId: string,
  activityId: string | null,
): Promise<ActivityRows> {
  const rows = await clientRows<ActivityState & { activityId: string; cmi: CmiValues | null; sessionOpen: boolean }>(
    db,
    client,
    sql`SELECT ${ACTIVITY_STATE_COLUMNS}, CASE WHEN activity_id = ${activityId} THEN cmi END AS cmi, session_open AS "sessionOpen"
          FROM elearning_execution_activity WHERE client_id = ${CLIENT} AND execution_id = ${executionId}`.prepare(),
  );
  const states = new Map<string, ActivityState>();
  let data: ActivityRows['data'];
  for (const { activityId: id, cmi, sessionOpen, ...state } of rows) {
    states.set(id, state);
    if (cmi) data = { cmi, sessionOpen };
  }
  return { states, data };
}

/** Keeps an activity's commit: its merged run-time data and what it says, the session open unless it terminated. */
export async function saveActivity(
  db: Queryable,
  client: ClientRef,
  executionId: string,
  activityId: string,
  change: Pick<ActivityState, 'attemptCount' | 'objectives' | 'secondsSpent'> & {
    cmi: CmiValues;
    cmiLength: number;
    sessionOpen: boolean;
    outcome: AttemptOutcome;
  },
): Promise<void> {
  const { outcome } = change;
  await clientRows(
    db,
    client,
    sql`INSERT INTO elearning_execution_activity (client_id, execution_id, activity_id, cmi, cmi_length, session_open,
                                                  completed, passed, score_percent, attempt_count, objectives, seconds_spent,
                                                  last_commit_at)
        VALUES (${CLIENT}, ${executionId}, ${activityId}, ${JSON.stringify(change.cmi)}::jsonb, ${change.cmiLength}, ${change.sessionOpen},
                ${outcome.completed}, ${outcome.passed}, ${outcome.scorePercent}, ${change.attemptCount},
                ${JSON.stringify(change.objectives)}::jsonb, ${change.secondsSpent}, now())
        ON CONFLICT (execution_id, activity_id) DO UPDATE SET cmi = excluded.cmi, cmi_length = excluded.cmi_length,
               session_open = excluded.session_open, completed = excluded.completed, passed = excluded.passed,
               score_percent = excluded.score_percent, attempt_count = excluded.attempt_count,
               objectives = excluded.objectives, seconds_spent = excluded.seconds_spent, last_commit_at = excluded.last_commit_at`.prepare(),
  );
}

/** Notes the activity an opening delivers: the next opening without a choice resumes there. */
export async function setCurrentActivity(db: Queryable, client: ClientRef, executionId: string, activityId: string): Promise<void> {
  await clientRows(
    db,
    client,
    sql`UPDATE elearning_execution SET current_activity = ${activityId}
         WHERE client_id = ${CLIENT} AND id = ${executionId} AND current_activity IS DISTINCT FROM ${activityId}`,
  );
}

/** Keeps what the attempt's activities say together: its score, the time spent on it, and the moment it fulfilled the rule. */
export async function updateExecution(
  db: Queryable,
  client: ClientRef,
  executionId: string,
  change: { scorePercent: number | null; secondsSpent: number; completed: boolean },
): Promise<void> {
  await clientRows(
    db,
    client,
    sql`UPDATE elearning_execution SET score_percent = ${change.scorePercent}, seconds_spent = ${change.secondsSpent}, last_commit_at = now(),
               completed_at = CASE WHEN ${change.completed} THEN now() END
         WHERE client_id = ${CLIENT} AND id = ${executionId}`.prepare(),
  );
}

/**
 * Marks the task done; with a repeat, the next task is due that many months after today (the
 * assignments' triggers then find an open task and add none of their own).
 */
export async function completeTask(
  db: Queryable,
  client: ClientRef,
  task: { taskId: string; elearningId: string; memberId: string; repeatMonths: number },
): Promise<void> {
  await clientRows(db, client, sql`UPDATE elearning_task SET completed_at = now() WHERE client_id = ${CLIENT} AND id = ${task.taskId}`);
  if (task.repeatMonths > 0) {
    await clientRows(
      db,
      client,
      sql`INSERT INTO elearning_task (client_id, elearning_id, member_id, due_date, is_repeat)
          VALUES (${CLIENT}, ${task.elearningId}, ${task.memberId}, (CURRENT_DATE + make_interval(months => ${task.repeatMonths}))::date, true)`,
    );
  }
}
