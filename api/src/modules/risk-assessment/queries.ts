import {
  RISK_ASSIGNMENT_SORT_COLUMNS,
  RISK_CATALOG_SORT_COLUMNS,
  type Language,
  type RiskAssessment,
  type RiskAssessmentSettings,
  type RiskAssignment,
} from '@compliance/shared-contracts';
import type { Queryable } from '../../db';
import { SCHEDULE_COLUMNS, scheduleAssignments } from '../../lib/task-schedule';
import { contentCatalogList, contentSearchColumns, contentText, perLanguage } from '../../lib/content-catalog';
import { CLIENT, clientRows, sql, type ClientRef, type Sql } from '../../lib/sql';
import type { RowList } from '../../lib/paging';

/** A text of the questionnaire `q` in `language`, German when it has none in it. */
export const questionnaireText = (field: 'title' | 'description' | 'category', language: Language): Sql =>
  contentText('q', field, language);

/** How many assignments the assessment `a` has. */
const ASSIGNMENT_COUNT = sql`(SELECT count(*)::int FROM risk_assessment_assignment x WHERE x.risk_assessment_id = a.id)`;

/** How many questions the questionnaire `q` holds. */
const QUESTION_COUNT = sql`(SELECT coalesce(sum(jsonb_array_length(s -> 'questions')), 0)::int FROM jsonb_array_elements(q.content -> 'sections') s)`;

type CatalogList = RowList<(typeof RISK_CATALOG_SORT_COLUMNS)[number], RiskAssessment>;

/** The client's risk assessments with their questionnaire's texts in `language`. */
export const catalogList: (language: Language) => CatalogList = perLanguage((language) =>
  contentCatalogList(language, {
    item: 'a',
    content: 'q',
    from: sql`risk_assessment a JOIN risk_questionnaire q ON q.id = a.questionnaire_id`,
    columns: sql`${QUESTION_COUNT} AS "questionCount", ${ASSIGNMENT_COUNT} AS "assignmentCount"`,
    order: { assignmentCount: [ASSIGNMENT_COUNT, sql`a.id`] },
  }),
);

/** Search over an assessment's title and category in `language`. */
export const catalogSearchColumns = (language: Language): Sql[] => contentSearchColumns('q', language);

/** One risk assessment of the client, or undefined. */
export async function readRiskAssessment(
  db: Queryable,
  client: ClientRef,
  uuid: string,
  language: Language,
): Promise<RiskAssessment | undefined> {
  const list = catalogList(language);
  const [row] = await clientRows<RiskAssessment>(
    db,
    client,
    sql`SELECT ${list.columns} FROM ${list.from} WHERE a.client_id = ${CLIENT} AND a.id = ${uuid}`,
  );
  return row;
}

/** A risk assessment's task settings, or undefined when the client has no such assessment; `lock`ed for a write's transaction. */
export async function readSettings(
  db: Queryable,
  client: ClientRef,
  uuid: string,
  lock = false,
): Promise<RiskAssessmentSettings | undefined> {
  const [row] = await clientRows<RiskAssessmentSettings>(
    db,
    client,
    sql`SELECT ${SCHEDULE_COLUMNS} FROM risk_assessment WHERE client_id = ${CLIENT} AND id = ${uuid} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row;
}

/** Saves a risk assessment's task settings; false when the client has no such assessment. */
export async function saveSettings(db: Queryable, client: ClientRef, uuid: string, settings: RiskAssessmentSettings): Promise<boolean> {
  const rows = await clientRows<{ id: string }>(
    db,
    client,
    sql`UPDATE risk_assessment SET ${scheduleAssignments(settings)}
         WHERE client_id = ${CLIENT} AND id = ${uuid} RETURNING id`,
  );
  return rows.length === 1;
}

/** Active members an assignment `x` reaches. */
const REACHED_MEMBERS = sql`CASE x.kind
  WHEN 'member' THEN (SELECT count(*)::int FROM member rm WHERE rm.id = x.member_id AND rm.archived_at IS NULL)
  WHEN 'org-unit' THEN (SELECT count(*)::int FROM org_unit_member r JOIN member rm ON rm.id = r.member_id AND rm.archived_at IS NULL WHERE r.org_unit_id = x.org_unit_id)
  ELSE (SELECT count(*)::int FROM location_member r JOIN member rm ON rm.id = r.member_id AND rm.archived_at IS NULL WHERE r.location_id = x.location_id) END`;

/** The name of what an assignment `x` names: the unit's or location's, or the member's "last, first". */
export const ASSIGNMENT_NAME = sql`coalesce(o.name, l.name, md.last_name || ', ' || md.first_name)`;

/** What a risk assessment is assigned to. */
export const ASSIGNMENT_LIST: RowList<(typeof RISK_ASSIGNMENT_SORT_COLUMNS)[number], RiskAssignment> = {
  columns: sql`x.id AS "assignmentUuid", x.kind, coalesce(x.org_unit_id, x.location_id, x.member_id) AS "targetUuid",
    ${ASSIGNMENT_NAME} AS name, ${REACHED_MEMBERS} AS "memberCount"`,
  from: sql`risk_assessment_assignment x LEFT JOIN org_unit o ON o.id = x.org_unit_id LEFT JOIN location l ON l.id = x.location_id
    LEFT JOIN member_details md ON md.member_id = x.member_id`,
  order: {
    name: [sql`lower(${ASSIGNMENT_NAME})`, sql`x.id`],
    kind: [sql`x.kind`, sql`lower(${ASSIGNMENT_NAME})`, sql`x.id`],
    memberCount: [REACHED_MEMBERS, sql`x.id`],
  },
  defaultSort: 'name',
};

/** What an assignment names: org units or members (many), or the one location. */
export type AssignmentTargets =
  { kind: 'org-unit'; ids: readonly string[] } | { kind: 'member'; ids: readonly string[] } | { kind: 'location'; id: string };

/**
 * Assigns what `targets` names (already checked to be the client's); answers how many were new.
 * A location replaces the one assigned before.
 */
export async function addAssignments(db: Queryable, client: ClientRef, assessmentId: string, targets: AssignmentTargets): Promise<number> {
  if (targets.kind === 'location') {
    await clientRows(
      db,
      client,
      sql`DELETE FROM risk_assessment_assignment WHERE client_id = ${CLIENT} AND risk_assessment_id = ${assessmentId}
            AND kind = 'location' AND location_id <> ${targets.id}`,
    );
    const rows = await clientRows(
      db,
      client,
      sql`INSERT INTO risk_assessment_assignment (client_id, risk_assessment_id, kind, location_id)
          VALUES (${CLIENT}, ${assessmentId}, 'location', ${targets.id}) ON CONFLICT DO NOTHING RETURNING id`,
    );
    return rows.length;
  }
  const column = targets.kind === 'org-unit' ? sql`org_unit_id` : sql`member_id`;
  const rows = await clientRows(
    db,
    client,
    sql`INSERT INTO risk_assessment_assignment (client_id, risk_assessment_id, kind, ${column})
        SELECT ${CLIENT}, ${assessmentId}, ${targets.kind}, target FROM unnest(${targets.ids}::uuid[]) AS target
        ON CONFLICT DO NOTHING RETURNING id`,
  );
  return rows.length;
}

/** Takes assignments away from a risk assessment; answers how many there were. */
export async function deleteAssignments(
  db: Queryable,
  client: ClientRef,
  assessmentId: string,
  assignmentIds: readonly string[],
): Promise<number> {
  const rows = await clientRows(
    db,
    client,
    sql`DELETE FROM risk_assessment_assignment WHERE client_id = ${CLIENT} AND risk_assessment_id = ${assessmentId}
          AND id = ANY(${assignmentIds}::uuid[]) RETURNING id`,
  );
  return rows.length;
}
