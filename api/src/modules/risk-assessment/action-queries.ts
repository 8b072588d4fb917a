import {
  RISK_ACTION_SORT_COLUMNS,
  type Language,
  type MemberRiskActionRow,
  type RiskActionDetails,
  type RiskActionRow,
} from '@compliance/shared-contracts';
import type { Queryable } from '../../db';
import { contentText } from '../../lib/content-catalog';
import { ACTION_CHECK_DUE, ACTION_OVERDUE, ACTION_PURSUED, ACTION_STATUS } from '../../lib/risk-action-state';
import { CLIENT, clientRows, isoTime, sql, sqlIdentifier, sqlRow, type ClientRef, type Sql } from '../../lib/sql';
import type { RowList } from '../../lib/paging';

// The SQL of measures (risk actions, 023_risk_evaluation.sql): their list, details, writes and
// the figures of a result's measures; their status as lib/risk-action-state.ts computes it.

/** A member as a reference object, or null (`alias` a member_details row). */
const memberReference = (alias: string): Sql =>
  sql`CASE WHEN ${sqlIdentifier(alias)}.member_id IS NULL THEN NULL
           ELSE json_build_object('uuid', ${sqlIdentifier(alias)}.member_id, 'firstName', ${sqlIdentifier(alias)}.first_name, 'lastName', ${sqlIdentifier(alias)}.last_name) END`;

/** The measures of a result, with their risk. */
export function actionList(language: Language): RowList<(typeof RISK_ACTION_SORT_COLUMNS)[number], RiskActionRow> {
  return {
    columns: sql`x.id AS "riskActionUuid", r.id AS "riskUuid", r.position AS "riskPosition", ${contentText('r', 'title', language)} AS "riskTitle",
      r.risk_factor AS "riskFactor", x.title, x.measure_type AS "measureType", ${memberReference('rd')} AS responsible,
      x.due_date::text AS "dueDate", ${ACTION_STATUS} AS status, ${ACTION_OVERDUE} AS overdue, x.expected_risk_factor AS "expectedRiskFactor",
      (SELECT json_build_object('finishedAt', ${isoTime(sql`pan.finished_at`)}) FROM risk_action px JOIN risk_result pres ON pres.id = px.result_id
         JOIN risk_analysis pan ON pan.id = pres.analysis_id WHERE px.id = x.carried_from) AS "carriedFrom"`,
    from: sql`risk_action x JOIN risk r ON r.id = x.risk_id LEFT JOIN member_details rd ON rd.member_id = x.responsible_member_id`,
    pageKeys: { columns: [sql`x.id`] },
    order: {
      dueDate: [sql`x.due_date`, sql`x.id`],
      title: [sql`lower(x.title)`, sql`x.id`],
      riskFactor: [sql`r.risk_factor`, sql`r.position`, sql`x.id`],
      status: [ACTION_STATUS, sql`x.due_date`, sql`x.id`],
    },
    defaultSort: 'dueDate',
  };
}

/**
 * Measures as a member's follow-up tasks, by due date, with the assessment's and the risk's titles
 * (the conditions on `x` alone pick them: the page's keys come from risk_action only).
 */
export function memberActionList(language: Language): RowList<'dueDate', MemberRiskActionRow> {
  return {
    columns: sql`x.id AS "riskActionUuid", x.result_id AS "riskAssessmentExecutionResultUuid", ${contentText('q', 'title', language)} AS "assessmentTitle",
      ${contentText('r', 'title', language)} AS "riskTitle", x.title, x.measure_type AS "measureType", x.due_date::text AS "dueDate",
      ${ACTION_OVERDUE} AS overdue, ${ACTION_CHECK_DUE} AS "checkDue", coalesce(x.check_effective = false, false) AS "foundNotEffective"`,
    from: sql`risk_action x JOIN risk r ON r.id = x.risk_id JOIN risk_result res ON res.id = x.result_id
      JOIN risk_assessment a ON a.id = res.risk_assessment_id JOIN risk_questionnaire q ON q.id = a.questionnaire_id`,
    pageKeys: { columns: [sql`x.id`], from: sql`risk_action x` },
    order: { dueDate: [sql`x.due_date`, sql`x.id`] },
    defaultSort: 'dueDate',
  };
}

/** What a measure says, as create and update write it. */
export interface ActionFields {
  title: string;
  description: string;
  measureType: string;
  typeReason: string | null;
  responsibleMemberUuid: string;
  dueDate: string;
  expectedRiskFactor: number;
  expectedRiskReason: string | null;
}

/** Today by the database's calendar, as an ISO date: ISO dates compare as their strings do. */
export async function databaseToday(db: Queryable): Promise<string> {
  const row = await sqlRow<{ today: string }>(db, sql`SELECT CURRENT_DATE::text AS today`);
  return row!.today;
}

/** The result a risk belongs to and the risk's factor, or undefined when the client has no such risk. */
export async function resultOfRisk(
  db: Queryable,
  client: ClientRef,
  riskId: string,
): Promise<{ resultId: string; riskFactor: number } | undefined> {
  const [row] = await clientRows<{ resultId: string; riskFactor: number }>(
    db,
    client,
    sql`SELECT result_id AS "resultId", risk_factor AS "riskFactor" FROM risk WHERE client_id = ${CLIENT} AND id = ${riskId}`,
  );
  return row;
}

/** A measure's content as its history keeps it (056_risk_action_history.sql); substitution needs no reason. */
const contentRecord = (fields: ActionFields): string =>
  JSON.stringify({
    title: fields.title,
    description: fields.description,
    measureType: fields.measureType,
    typeReason: fields.measureType === 'substitution' ? null : fields.typeReason,
    responsibleMemberUuid: fields.responsibleMemberUuid,
    dueDate: fields.dueDate,
    expectedRiskFactor: fields.expectedRiskFactor,
    expectedRiskReason: fields.expectedRiskReason,
  });

/** Adds a measure to a risk (continuing `carriedFrom` of the run before), its history starting with its definition; answers its id. */
export async function insertAction(
  db: Queryable,
  client: ClientRef,
  risk: { riskId: string; resultId: string; carriedFrom?: string },
  fields: ActionFields,
  memberId: string | null,
): Promise<string> {
  const [row] = await clientRows<{ id: string }>(
    db,
    client,
    sql`WITH made AS (
          INSERT INTO risk_action (client_id, result_id, risk_id, title, description, measure_type, type_reason, responsible_member_id,
                                   due_date, expected_risk_factor, expected_risk_reason, created_by, carried_from)
          VALUES (${CLIENT}, ${risk.resultId}, ${risk.riskId}, ${fields.title}, ${fields.description}, ${fields.measureType},
                  ${fields.measureType === 'substitution' ? null : fields.typeReason}, ${fields.responsibleMemberUuid}, ${fields.dueDate}::date,
                  ${fields.expectedRiskFactor}, ${fields.expectedRiskReason}, ${memberId}, ${risk.carriedFrom ?? null}::uuid)
          RETURNING id, client_id, version)
        INSERT INTO risk_action_event (client_id, action_id, kind, by_member_id, version, content)
        SELECT client_id, id, 'defined', ${memberId}, version, ${contentRecord(fields)}::jsonb FROM made
        RETURNING action_id AS id`,
  );
  return row!.id;
}

/**
 * Carries the unfinished measures of an assessment's previous result (pursued: in force, not found
 * effective, not carried before) into its new result: each becomes a measure of its own, defined
 * with what it says against the risk of the same question, and the previous one is marked carried
 * over with a step in its history. A measure whose question the new run no longer asks stays where
 * it is. Answers how many it carried.
 */
export async function carryOverUnfinished(
  db: Queryable,
  client: ClientRef,
  run: { assessmentId: string; resultId: string },
  memberId: string | null,
): Promise<number> {
  const unfinished = await clientRows<ActionFields & { id: string; riskId: string }>(
    db,
    client,
    sql`SELECT x.id, nr.id AS "riskId", x.title, x.description, x.measure_type AS "measureType", x.type_reason AS "typeReason",
               x.responsible_member_id AS "responsibleMemberUuid", x.due_date::text AS "dueDate",
               x.expected_risk_factor AS "expectedRiskFactor", x.expected_risk_reason AS "expectedRiskReason"
          FROM risk_action x JOIN risk r ON r.id = x.risk_id JOIN risk nr ON nr.result_id = ${run.resultId} AND nr.question_id = r.question_id
         WHERE x.client_id = ${CLIENT} AND ${ACTION_PURSUED}
           AND x.result_id = (SELECT p.id FROM risk_result p WHERE p.client_id = ${CLIENT} AND p.risk_assessment_id = ${run.assessmentId}
                                 AND p.id <> ${run.resultId} ORDER BY p.created_at DESC LIMIT 1)
         ORDER BY r.position, x.created_at, x.id
         FOR UPDATE OF x`,
  );
  if (unfinished.length === 0) return 0;
  for (const { id, riskId, ...fields } of unfinished) {
    await insertAction(db, client, { riskId, resultId: run.resultId, carriedFrom: id }, fields, memberId);
  }
  await clientRows(
    db,
    client,
    sql`WITH carried AS (
          UPDATE risk_action SET carried_over_at = now(), updated_at = now()
           WHERE client_id = ${CLIENT} AND id = ANY(${unfinished.map((action) => action.id)}::uuid[])
          RETURNING id, client_id, version)
        INSERT INTO risk_action_event (client_id, action_id, kind, by_member_id, version)
        SELECT client_id, id, 'carried-over', ${memberId}, version FROM carried ORDER BY id`,
  );
  return unfinished.length;
}

/** A measure as it stands, locked for a change; undefined when the client has no such measure. */
export async function lockAction(db: Queryable, client: ClientRef, actionId: string) {
  const [row] = await clientRows<
    ActionFields & {
      resultId: string;
      riskFactor: number;
      version: number;
      agreed: boolean;
      cancelled: boolean;
      carried: boolean;
      checkDate: string | null;
      checkReviewerUuid: string | null;
      checkEffective: boolean | null;
      checkNote: string | null;
    }
  >(
    db,
    client,
    sql`SELECT x.result_id AS "resultId", r.risk_factor AS "riskFactor", x.title, x.description, x.measure_type AS "measureType",
               x.type_reason AS "typeReason", x.responsible_member_id AS "responsibleMemberUuid", x.due_date::text AS "dueDate",
               x.expected_risk_factor AS "expectedRiskFactor", x.expected_risk_reason AS "expectedRiskReason", x.version,
               x.agreed_at IS NOT NULL AS agreed, x.cancelled_at IS NOT NULL AS cancelled,
               x.carried_over_at IS NOT NULL AS carried, x.check_date::text AS "checkDate",
               x.check_reviewer_id AS "checkReviewerUuid", x.check_effective AS "checkEffective", x.check_note AS "checkNote"
          FROM risk_action x JOIN risk r ON r.id = x.risk_id WHERE x.client_id = ${CLIENT} AND x.id = ${actionId} FOR UPDATE OF x`,
  );
  return row;
}

/**
 * A measure's new version: its content as given, one version on, no longer agreed and without a
 * check (both belonged to the version before, which its history keeps with them).
 */
export async function reviseAction(
  db: Queryable,
  client: ClientRef,
  actionId: string,
  fields: ActionFields,
  step: { memberId: string | null; reason: string | null },
): Promise<void> {
  await clientRows(
    db,
    client,
    sql`WITH revised AS (
          UPDATE risk_action SET title = ${fields.title}, description = ${fields.description}, measure_type = ${fields.measureType},
                 type_reason = ${fields.measureType === 'substitution' ? null : fields.typeReason},
                 responsible_member_id = ${fields.responsibleMemberUuid}, due_date = ${fields.dueDate}::date,
                 expected_risk_factor = ${fields.expectedRiskFactor}, expected_risk_reason = ${fields.expectedRiskReason},
                 version = version + 1, updated_at = now(),
                 agreed_at = NULL, agreed_by = NULL, check_date = NULL, check_reviewer_id = NULL, check_effective = NULL, check_note = NULL
           WHERE client_id = ${CLIENT} AND id = ${actionId}
          RETURNING id, client_id, version)
        INSERT INTO risk_action_event (client_id, action_id, kind, by_member_id, version, content, reason)
        SELECT client_id, id, 'changed', ${step.memberId}, version, ${contentRecord(fields)}::jsonb, ${step.reason} FROM revised`,
  );
}

/** An effectiveness check as update-risk-action takes it. */
export interface ActionCheck {
  checkDate: string;
  responsibleMemberUuid: string;
  effective: boolean;
  note: string;
}

/** Records an effectiveness check of a measure's current version; the latest check is the measure's own. */
export async function recordCheck(
  db: Queryable,
  client: ClientRef,
  actionId: string,
  check: ActionCheck,
  memberId: string | null,
): Promise<void> {
  const record = JSON.stringify({
    checkDate: check.checkDate,
    reviewerUuid: check.responsibleMemberUuid,
    effective: check.effective,
    note: check.note,
  });
  await clientRows(
    db,
    client,
    sql`WITH checked AS (
          UPDATE risk_action SET check_date = ${check.checkDate}::date, check_reviewer_id = ${check.responsibleMemberUuid},
                 check_effective = ${check.effective}, check_note = ${check.note}, updated_at = now()
           WHERE client_id = ${CLIENT} AND id = ${actionId}
          RETURNING id, client_id, version)
        INSERT INTO risk_action_event (client_id, action_id, kind, by_member_id, version, check_record)
        SELECT client_id, id, 'checked', ${memberId}, version, ${record}::jsonb FROM checked`,
  );
}

/** Cancels a measure with a reason; it stays, with its history. */
export async function cancelAction(
  db: Queryable,
  client: ClientRef,
  actionId: string,
  step: { memberId: string | null; reason: string },
): Promise<void> {
  await clientRows(
    db,
    client,
    sql`WITH cancelled AS (
          UPDATE risk_action SET cancelled_at = now(), cancelled_by = ${step.memberId}, cancel_reason = ${step.reason}, updated_at = now()
           WHERE client_id = ${CLIENT} AND id = ${actionId}
          RETURNING id, client_id, version)
        INSERT INTO risk_action_event (client_id, action_id, kind, by_member_id, version, reason)
        SELECT client_id, id, 'cancelled', ${step.memberId}, version, ${step.reason} FROM cancelled`,
  );
}

/** Agrees the measures of a result not agreed yet (cancelled ones stay as they are); answers those it agreed. */
export async function agreeActions(
  db: Queryable,
  client: ClientRef,
  resultId: string,
  actionIds: readonly string[],
  memberId: string | null,
): Promise<string[]> {
  const rows = await clientRows<{ id: string }>(
    db,
    client,
    sql`WITH agreed AS (
          UPDATE risk_action SET agreed_at = now(), agreed_by = ${memberId}, updated_at = now()
           WHERE client_id = ${CLIENT} AND result_id = ${resultId} AND id = ANY(${actionIds}::uuid[]) AND agreed_at IS NULL
             AND cancelled_at IS NULL AND carried_over_at IS NULL
          RETURNING id, client_id, version)
        INSERT INTO risk_action_event (client_id, action_id, kind, by_member_id, version)
        SELECT client_id, id, 'agreed', ${memberId}, version FROM agreed ORDER BY id
        RETURNING action_id AS id`,
  );
  return rows.map((row) => row.id);
}

/** How many of a result's measures the client has among `actionIds`. */
export async function countActionsOfResult(
  db: Queryable,
  client: ClientRef,
  resultId: string,
  actionIds: readonly string[],
): Promise<number> {
  const [row] = await clientRows<{ count: number }>(
    db,
    client,
    sql`SELECT count(*)::int AS count FROM risk_action WHERE client_id = ${CLIENT} AND result_id = ${resultId} AND id = ANY(${actionIds}::uuid[])`,
  );
  return row!.count;
}

/**
 * How many measures a result holds, cancelled ones too; the result's row stays locked to the
 * transaction, so two measures created at once cannot both take the last place.
 */
export async function lockedActionCountOfResult(db: Queryable, client: ClientRef, resultId: string): Promise<number> {
  await clientRows(db, client, sql`SELECT id FROM risk_result WHERE client_id = ${CLIENT} AND id = ${resultId} FOR NO KEY UPDATE`);
  const [row] = await clientRows<{ count: number }>(
    db,
    client,
    sql`SELECT count(*)::int AS count FROM risk_action WHERE client_id = ${CLIENT} AND result_id = ${resultId}`,
  );
  return row!.count;
}

/** A member as a reference object from a uuid in a jsonb record (`record` ->> `field`), or null. */
const memberOfRecord = (record: Sql, field: string): Sql =>
  sql`(SELECT json_build_object('uuid', m.member_id, 'firstName', m.first_name, 'lastName', m.last_name)
         FROM member_details m WHERE m.member_id = (${record} ->> ${field}::text)::uuid)`;

/** The steps of the measure `x`, oldest first (RiskActionEvent). */
const HISTORY = sql`(SELECT coalesce(json_agg(json_build_object(
    'kind', e.kind, 'at', ${isoTime(sql`e.at`)}, 'by', ${memberReference('ed')}, 'version', e.version,
    'content', CASE WHEN e.content IS NULL THEN NULL ELSE json_build_object(
      'title', e.content ->> 'title', 'description', e.content ->> 'description', 'measureType', e.content ->> 'measureType',
      'typeReason', e.content ->> 'typeReason', 'responsible', ${memberOfRecord(sql`e.content`, 'responsibleMemberUuid')},
      'dueDate', e.content ->> 'dueDate', 'expectedRiskFactor', (e.content ->> 'expectedRiskFactor')::int,
      'expectedRiskReason', e.content ->> 'expectedRiskReason') END,
    'reason', e.reason,
    'check', CASE WHEN e.check_record IS NULL THEN NULL ELSE json_build_object(
      'checkDate', e.check_record ->> 'checkDate', 'effective', (e.check_record ->> 'effective')::boolean,
      'note', e.check_record ->> 'note', 'reviewer', ${memberOfRecord(sql`e.check_record`, 'reviewerUuid')}) END
  ) ORDER BY e.seq), '[]'::json)
  FROM risk_action_event e LEFT JOIN member_details ed ON ed.member_id = e.by_member_id WHERE e.action_id = x.id)`;

/** A measure with all it says, its agreement, check, cancellation and history (RiskActionDetails). */
function actionDetails(language: Language): { columns: Sql; from: Sql } {
  const list = actionList(language);
  return {
    columns: sql`${list.columns}, x.result_id AS "riskAssessmentExecutionResultUuid", x.description, x.type_reason AS "typeReason",
      x.expected_risk_reason AS "expectedRiskReason",
      x.version, ${isoTime(sql`x.agreed_at`)} AS "agreedAt", ${memberReference('ad')} AS "agreedBy",
      CASE WHEN x.check_date IS NULL THEN NULL ELSE json_build_object('checkDate', x.check_date::text, 'effective', x.check_effective,
        'note', coalesce(x.check_note, ''), 'reviewer', ${memberReference('cd')}) END AS check,
      CASE WHEN x.cancelled_at IS NULL THEN NULL ELSE json_build_object('at', ${isoTime(sql`x.cancelled_at`)},
        'by', ${memberReference('xd')}, 'reason', x.cancel_reason) END AS cancellation,
      ${HISTORY} AS history`,
    from: sql`${list.from} LEFT JOIN member_details ad ON ad.member_id = x.agreed_by LEFT JOIN member_details cd ON cd.member_id = x.check_reviewer_id
      LEFT JOIN member_details xd ON xd.member_id = x.cancelled_by`,
  };
}

/** One measure with its agreement, check, cancellation and history, or undefined when the client has no such measure. */
export async function readAction(db: Queryable, client: ClientRef, actionId: string, language: Language) {
  const details = actionDetails(language);
  const [row] = await clientRows<RiskActionDetails>(
    db,
    client,
    sql`SELECT ${details.columns} FROM ${details.from} WHERE x.client_id = ${CLIENT} AND x.id = ${actionId}`,
  );
  return row;
}

/** Every measure of a result, cancelled ones too, by its risk's position and when it was defined, each with its history. */
export function actionsOfResult(db: Queryable, client: ClientRef, resultId: string, language: Language): Promise<RiskActionDetails[]> {
  const details = actionDetails(language);
  return clientRows<RiskActionDetails>(
    db,
    client,
    sql`SELECT ${details.columns} FROM ${details.from}
         WHERE x.client_id = ${CLIENT} AND x.result_id = ${resultId} ORDER BY r.position, x.created_at, x.id`,
  );
}

/**
 * Writes the history of a result's measures anew from their rows (defined as they read now, agreed
 * and checked as the rows say): for the demo's seed only, which moves an evaluated analysis back in
 * time after taking its measures, so that their steps carry the moved times.
 */
export async function rebuildHistoryOfResult(db: Queryable, client: ClientRef, resultId: string): Promise<void> {
  const ofResult = sql`x.client_id = ${CLIENT} AND x.result_id = ${resultId}`;
  await clientRows(
    db,
    client,
    sql`DELETE FROM risk_action_event WHERE client_id = ${CLIENT} AND action_id IN (SELECT x.id FROM risk_action x WHERE ${ofResult})`,
  );
  await clientRows(
    db,
    client,
    sql`WITH steps AS (
          SELECT x.client_id, x.id, 'defined' AS kind, x.created_at AS at, x.created_by AS by_member_id, 1 AS step,
                 jsonb_build_object('title', x.title, 'description', x.description, 'measureType', x.measure_type, 'typeReason', x.type_reason,
                   'responsibleMemberUuid', x.responsible_member_id, 'dueDate', x.due_date::text, 'expectedRiskFactor', x.expected_risk_factor) AS content,
                 NULL::jsonb AS check_record
            FROM risk_action x WHERE ${ofResult}
          UNION ALL
          SELECT x.client_id, x.id, 'agreed', x.agreed_at, x.agreed_by, 2, NULL, NULL FROM risk_action x WHERE ${ofResult} AND x.agreed_at IS NOT NULL
          UNION ALL
          SELECT x.client_id, x.id, 'checked', greatest(x.check_date::timestamptz, x.agreed_at), NULL, 3, NULL,
                 jsonb_build_object('checkDate', x.check_date::text, 'reviewerUuid', x.check_reviewer_id, 'effective', x.check_effective,
                   'note', coalesce(x.check_note, ''))
            FROM risk_action x WHERE ${ofResult} AND x.check_date IS NOT NULL)
        INSERT INTO risk_action_event (client_id, action_id, kind, at, by_member_id, version, content, check_record)
        SELECT client_id, id, kind, at, by_member_id, 1, content, check_record FROM steps ORDER BY at, id, step`,
  );
}
