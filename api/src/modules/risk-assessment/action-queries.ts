import { RISK_ACTION_SORT_COLUMNS, type Language, type RiskActionDetails, type RiskActionRow } from '@compliance/shared-contracts';
import type { Queryable } from '../../db';
import { contentText } from '../../lib/content-catalog';
import { ACTION_OVERDUE, ACTION_STATUS } from '../../lib/risk-action-state';
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
      x.due_date::text AS "dueDate", ${ACTION_STATUS} AS status, ${ACTION_OVERDUE} AS overdue, x.expected_risk_factor AS "expectedRiskFactor"`,
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

/** What a measure says, as create and update write it. */
export interface ActionFields {
  title: string;
  description: string;
  measureType: string;
  typeReason: string | null;
  responsibleMemberUuid: string;
  dueDate: string;
  expectedRiskFactor: number;
}

/** Today by the database's calendar, as an ISO date: ISO dates compare as their strings do. */
export async function databaseToday(db: Queryable): Promise<string> {
  const row = await sqlRow<{ today: string }>(db, sql`SELECT CURRENT_DATE::text AS today`);
  return row!.today;
}

/** The result a risk belongs to, or undefined when the client has no such risk. */
export async function resultOfRisk(db: Queryable, client: ClientRef, riskId: string): Promise<string | undefined> {
  const [row] = await clientRows<{ resultId: string }>(
    db,
    client,
    sql`SELECT result_id AS "resultId" FROM risk WHERE client_id = ${CLIENT} AND id = ${riskId}`,
  );
  return row?.resultId;
}

/** Adds a measure to a risk; answers its id. */
export async function insertAction(
  db: Queryable,
  client: ClientRef,
  risk: { riskId: string; resultId: string },
  fields: ActionFields,
  memberId: string | null,
): Promise<string> {
  const [row] = await clientRows<{ id: string }>(
    db,
    client,
    sql`INSERT INTO risk_action (client_id, result_id, risk_id, title, description, measure_type, type_reason, responsible_member_id,
                                 due_date, expected_risk_factor, created_by)
        VALUES (${CLIENT}, ${risk.resultId}, ${risk.riskId}, ${fields.title}, ${fields.description}, ${fields.measureType},
                ${fields.measureType === 'substitution' ? null : fields.typeReason}, ${fields.responsibleMemberUuid}, ${fields.dueDate}::date,
                ${fields.expectedRiskFactor}, ${memberId})
        RETURNING id`,
  );
  return row!.id;
}

/** A measure as it stands, locked for a change; undefined when the client has no such measure. */
export async function lockAction(db: Queryable, client: ClientRef, actionId: string) {
  const [row] = await clientRows<
    ActionFields & { resultId: string; agreed: boolean; checkDate: string | null; checkEffective: boolean | null }
  >(
    db,
    client,
    sql`SELECT result_id AS "resultId", title, description, measure_type AS "measureType", type_reason AS "typeReason",
               responsible_member_id AS "responsibleMemberUuid", due_date::text AS "dueDate", expected_risk_factor AS "expectedRiskFactor",
               agreed_at IS NOT NULL AS agreed, check_date::text AS "checkDate", check_effective AS "checkEffective"
          FROM risk_action WHERE client_id = ${CLIENT} AND id = ${actionId} FOR UPDATE`,
  );
  return row;
}

/** Changes a measure and its effectiveness check (null clears it). */
export async function updateAction(
  db: Queryable,
  client: ClientRef,
  actionId: string,
  fields: ActionFields,
  check: { checkDate: string; responsibleMemberUuid: string; effective: boolean; note: string } | null,
): Promise<void> {
  await clientRows(
    db,
    client,
    sql`UPDATE risk_action SET title = ${fields.title}, description = ${fields.description}, measure_type = ${fields.measureType},
               type_reason = ${fields.measureType === 'substitution' ? null : fields.typeReason},
               responsible_member_id = ${fields.responsibleMemberUuid}, due_date = ${fields.dueDate}::date,
               expected_risk_factor = ${fields.expectedRiskFactor}, updated_at = now(),
               check_date = ${check?.checkDate ?? null}::date, check_reviewer_id = ${check?.responsibleMemberUuid ?? null},
               check_effective = ${check?.effective ?? null}, check_note = ${check?.note ?? null}
         WHERE client_id = ${CLIENT} AND id = ${actionId}`,
  );
}

/** Agrees the measures of a result not agreed yet; answers those it agreed. */
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
    sql`UPDATE risk_action SET agreed_at = now(), agreed_by = ${memberId}, updated_at = now()
         WHERE client_id = ${CLIENT} AND result_id = ${resultId} AND id = ANY(${actionIds}::uuid[]) AND agreed_at IS NULL
        RETURNING id`,
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

/** One measure with its agreement and check, or undefined when the client has no such measure. */
export async function readAction(db: Queryable, client: ClientRef, actionId: string, language: Language) {
  const list = actionList(language);
  const [row] = await clientRows<RiskActionDetails>(
    db,
    client,
    sql`SELECT ${list.columns}, x.result_id AS "riskAssessmentExecutionResultUuid", x.description, x.type_reason AS "typeReason",
               ${isoTime(sql`x.agreed_at`)} AS "agreedAt", ${memberReference('ad')} AS "agreedBy",
               CASE WHEN x.check_date IS NULL THEN NULL ELSE json_build_object('checkDate', x.check_date::text, 'effective', x.check_effective,
                 'note', coalesce(x.check_note, ''), 'reviewer', ${memberReference('cd')}) END AS check
          FROM ${list.from} LEFT JOIN member_details ad ON ad.member_id = x.agreed_by LEFT JOIN member_details cd ON cd.member_id = x.check_reviewer_id
         WHERE x.client_id = ${CLIENT} AND x.id = ${actionId}`,
  );
  return row;
}
