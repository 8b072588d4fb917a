import {
  ELEARNING_CATALOG_SORT_COLUMNS,
  ELEARNING_ORG_UNIT_SORT_COLUMNS,
  type ELearning,
  type ELearningOrgUnit,
  type ELearningSettings,
  type Language,
  type MemberTask,
  type OrgUnitRemoval,
  type TaskBucket,
  type TaskBucketCounts,
} from '@compliance/shared-contracts';
import type { Queryable } from '../../db';
import { contentCatalogList, contentSearchColumns, contentText, perLanguage } from '../../lib/content-catalog';
import { memberReferences } from '../../lib/members';
import { countTaskBuckets, taskBuckets } from '../../lib/task-buckets';
import { SCHEDULE_COLUMNS, scheduleAssignments } from '../../lib/task-schedule';
import { CLIENT, clientRows, sql, type ClientRef, type Sql } from '../../lib/sql';
import { pageParameters, type RowList } from '../../lib/paging';

/** A text of the course `c` in `language` (a value, or a column holding one), German when the course has none in it. */
export const courseText = (field: 'title' | 'description' | 'category', language: Language | Sql): Sql => contentText('c', field, language);

/** How many org units the E-Learning `e` is assigned to. */
const ORG_UNIT_COUNT = sql`(SELECT count(*)::int FROM elearning_org_unit x WHERE x.elearning_id = e.id)`;

/** Whether the course of the E-Learning `e` is its client's own. */
export const OWN_COURSE = sql`coalesce(c.owner_client_id = e.client_id, false)`;

type CatalogList = RowList<(typeof ELEARNING_CATALOG_SORT_COLUMNS)[number], ELearning>;

/** The client's E-Learnings with their course's texts in `language`. */
export const catalogList: (language: Language) => CatalogList = perLanguage((language) =>
  contentCatalogList(language, {
    item: 'e',
    content: 'c',
    from: sql`elearning e JOIN elearning_course c ON c.id = e.course_id`,
    columns: sql`${ORG_UNIT_COUNT} AS "orgUnitCount", ${OWN_COURSE} AS "ownCourse"`,
    order: { orgUnitCount: [ORG_UNIT_COUNT, sql`e.id`] },
  }),
);

/** Search over an E-Learning's title and category in `language`. */
export const catalogSearchColumns = (language: Language): Sql[] => contentSearchColumns('c', language);

/** One E-Learning of the client, or undefined. */
export async function readELearning(db: Queryable, client: ClientRef, uuid: string, language: Language): Promise<ELearning | undefined> {
  const list = catalogList(language);
  const [row] = await clientRows<ELearning>(
    db,
    client,
    sql`SELECT ${list.columns} FROM ${list.from} WHERE e.client_id = ${CLIENT} AND e.id = ${uuid}`,
  );
  return row;
}

/** An E-Learning's task settings, or undefined when the client has no such E-Learning; `lock`ed for a write's transaction. */
export async function readSettings(db: Queryable, client: ClientRef, uuid: string, lock = false): Promise<ELearningSettings | undefined> {
  const [row] = await clientRows<ELearningSettings>(
    db,
    client,
    sql`SELECT ${SCHEDULE_COLUMNS}, completion_rule AS "completionRule", min_score AS "minScore",
               underage_every_six_months AS "underageEverySixMonths"
          FROM elearning WHERE client_id = ${CLIENT} AND id = ${uuid} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row;
}

/** Saves an E-Learning's task settings; false when the client has no such E-Learning. */
export async function saveSettings(db: Queryable, client: ClientRef, uuid: string, settings: ELearningSettings): Promise<boolean> {
  const rows = await clientRows<{ id: string }>(
    db,
    client,
    sql`UPDATE elearning SET ${scheduleAssignments(settings)}, completion_rule = ${settings.completionRule},
               min_score = ${settings.minScore}, underage_every_six_months = ${settings.underageEverySixMonths}
         WHERE client_id = ${CLIENT} AND id = ${uuid} RETURNING id`,
  );
  return rows.length === 1;
}

/** The org units an E-Learning is assigned to, with the admins of each. */
export const ASSIGNED_ORG_UNIT_LIST: RowList<(typeof ELEARNING_ORG_UNIT_SORT_COLUMNS)[number], ELearningOrgUnit> = {
  columns: sql`o.id AS "orgUnitUuid", o.name AS "orgUnitName",
    ${memberReferences('org_unit_admin', 'org_unit_id', 'o', sql`AND r.kind = 'admin'`)} AS admins`,
  from: sql`elearning_org_unit a JOIN org_unit o ON o.id = a.org_unit_id`,
  order: { orgUnitName: [sql`lower(o.name)`, sql`o.id`] },
  defaultSort: 'orgUnitName',
};

/** Assigns org units (already checked to be the client's); answers those that were new. */
export async function addOrgUnits(db: Queryable, client: ClientRef, elearningId: string, orgUnitIds: readonly string[]): Promise<string[]> {
  const rows = await clientRows<{ org_unit_id: string }>(
    db,
    client,
    sql`INSERT INTO elearning_org_unit (elearning_id, org_unit_id, client_id)
        SELECT ${elearningId}, unit, ${CLIENT} FROM unnest(${orgUnitIds}::uuid[]) AS unit
        ON CONFLICT DO NOTHING RETURNING org_unit_id`,
  );
  return rows.map((row) => row.org_unit_id);
}

/** Takes org units away from an E-Learning; answers those that were assigned. */
export async function deleteOrgUnits(
  db: Queryable,
  client: ClientRef,
  elearningId: string,
  orgUnitIds: readonly string[],
): Promise<string[]> {
  const rows = await clientRows<{ org_unit_id: string }>(
    db,
    client,
    sql`DELETE FROM elearning_org_unit WHERE client_id = ${CLIENT} AND elearning_id = ${elearningId} AND org_unit_id = ANY(${orgUnitIds}::uuid[])
        RETURNING org_unit_id`,
  );
  return rows.map((row) => row.org_unit_id);
}

/**
 * What deleting those org units would end (the task sync's rule of 012): open tasks of the
 * E-Learning whose member is in one of them and in no other unit assigned to it; begun ones apart.
 */
export async function orgUnitRemoval(
  db: Queryable,
  client: ClientRef,
  elearningId: string,
  orgUnitIds: readonly string[],
): Promise<OrgUnitRemoval> {
  const [row] = await clientRows<OrgUnitRemoval>(
    db,
    client,
    sql`SELECT count(*)::int AS "openTasks", count(*) FILTER (WHERE t.started_at IS NOT NULL)::int AS "attemptsInProgress"
          FROM elearning_task t
         WHERE t.client_id = ${CLIENT} AND t.elearning_id = ${elearningId} AND t.completed_at IS NULL AND t.withdrawn_at IS NULL
           AND EXISTS (SELECT 1 FROM elearning_org_unit eou JOIN org_unit_member oum ON oum.org_unit_id = eou.org_unit_id
                        WHERE eou.elearning_id = t.elearning_id AND oum.member_id = t.member_id AND eou.org_unit_id = ANY(${orgUnitIds}::uuid[]))
           AND NOT EXISTS (SELECT 1 FROM elearning_org_unit eou JOIN org_unit_member oum ON oum.org_unit_id = eou.org_unit_id
                            WHERE eou.elearning_id = t.elearning_id AND oum.member_id = t.member_id AND eou.org_unit_id <> ALL(${orgUnitIds}::uuid[]))`,
  );
  return row!;
}

/**
 * The status of the task `t` (docs/product.md §4): completed once done; else overdue after its
 * due date, whether started or not; else in progress once started; else due. Days are the
 * database's calendar days.
 */
const TASK_STATUS = sql`CASE WHEN t.completed_at IS NOT NULL THEN 'completed' WHEN t.due_date < CURRENT_DATE THEN 'overdue'
  WHEN t.started_at IS NOT NULL THEN 'inprogress' ELSE 'due' END`;

/** Which tasks `t` each status bubble holds: overdue, open and due within 7 days or a month, done, all. */
const BUCKET_CONDITIONS = taskBuckets(sql`t.completed_at IS NULL`, sql`t.completed_at IS NOT NULL`);

/** A member's tasks the lists show: not withdrawn, of an E-Learning that is switched on. */
const memberTasksFrom = (memberId: string) =>
  sql`elearning_task t JOIN elearning e ON e.id = t.elearning_id AND e.status = 'active' JOIN elearning_course c ON c.id = e.course_id
      WHERE t.client_id = ${CLIENT} AND t.member_id = ${memberId} AND t.withdrawn_at IS NULL`;

/** How many of a member's tasks each status bubble holds, in one pass. */
export const countMemberTasks = (db: Queryable, client: ClientRef, memberId: string): Promise<TaskBucketCounts> =>
  countTaskBuckets(db, client, BUCKET_CONDITIONS, memberTasksFrom(memberId));

/**
 * One page of a member's tasks in a bucket: open ones by due date first, then done ones, latest
 * first. Prepared once per connection, as the counts are (lib/task-buckets.ts).
 */
export function listMemberTasks(
  db: Queryable,
  client: ClientRef,
  memberId: string,
  request: { bucket: TaskBucket; page: number; perPage: number },
  language: Language,
): Promise<MemberTask[]> {
  return clientRows<MemberTask>(
    db,
    client,
    sql`SELECT t.id AS "taskUuid", e.id AS "elearningUuid", ${courseText('title', language)} AS title,
               ${courseText('description', language)} AS description, ${courseText('category', language)} AS category,
               c.duration_minutes AS "durationMinutes", ${TASK_STATUS} AS status, t.due_date::text AS "dueDate",
               to_char(t.started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "startedAt",
               to_char(t.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "completedAt",
               (SELECT r.id FROM elearning_execution x JOIN elearning_result r ON r.execution_id = x.id
                 WHERE x.task_id = t.id AND x.archived_at IS NULL) AS "resultUuid"
          FROM ${memberTasksFrom(memberId)} AND ${BUCKET_CONDITIONS[request.bucket]}
         ORDER BY t.completed_at IS NOT NULL, t.due_date, t.completed_at DESC, t.id ${pageParameters(request)}`.prepare(),
  );
}
