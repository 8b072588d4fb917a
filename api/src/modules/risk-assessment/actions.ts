import type {
  BodyOf,
  Language,
  RiskActionDetails,
  createRiskActionEndpoint,
  readRiskActionListEndpoint,
  updateRiskActionEndpoint,
} from '@compliance/shared-contracts';
import type { SessionContext } from '../../context';
import type { Database, Queryable } from '../../db';
import { ApiError } from '../../errors';
import { auditAdmin, auditAdminEach } from '../../lib/admin-audit';
import { ACTION_STATUS } from '../../lib/risk-action-state';
import { CLIENT, containsSearch, sql } from '../../lib/sql';
import { pageOfRows } from '../../lib/paging';
import { assertInClient } from '../../plugins/client-scope';
import {
  actionList,
  agreeActions,
  countActionsOfResult,
  databaseToday,
  insertAction,
  lockAction,
  readAction,
  resultOfRisk,
  updateAction,
  type ActionFields,
} from './action-queries';
import { assertResultInReach } from './evaluation';
import { readResult } from './evaluation-queries';

// Measures against risks: defined, changed and checked by admins, agreed by confirm-risk-actions.
// Every write is audited (what changed, never the texts: the log must not copy them); the
// measure's own row keeps who agreed and who checked, so its history reads from both.

const notFound = () => new ApiError(404, 'RiskAssessment.NotFound');
const invalidDueDate = () => new ApiError(400, 'RiskAssessment.InvalidDueDate');

/** Checks the responsible member (and reviewer) belong to the client. */
async function assertMembers(db: Queryable, session: SessionContext, memberIds: readonly string[]): Promise<void> {
  await assertInClient(db, session, 'member', memberIds, 'Member.NotFound');
}

/** Defines a measure against a risk; its due date may not lie in the past. */
export async function createAction(db: Database, session: SessionContext, body: BodyOf<typeof createRiskActionEndpoint>) {
  return db.transaction(async (tx) => {
    const resultId = await resultOfRisk(tx, session, body.riskUuid);
    if (!resultId) throw notFound();
    await assertResultInReach(tx, session, resultId);
    await assertMembers(tx, session, [body.responsibleMemberUuid]);
    if (body.dueDate < (await databaseToday(tx))) throw invalidDueDate();
    const { riskUuid, ...fields } = body;
    const riskActionUuid = await insertAction(tx, session, { riskId: riskUuid, resultId }, fields, session.memberId);
    await auditAdmin(tx, session, {
      action: 'risk-assessment.create-risk-action',
      entity: 'risk_action',
      entityId: riskActionUuid,
      details: { riskUuid, measureType: fields.measureType, dueDate: fields.dueDate },
    });
    return { success: true as const, riskActionUuid };
  });
}

const FIELDS: ReadonlyArray<keyof ActionFields> = [
  'title',
  'description',
  'measureType',
  'typeReason',
  'responsibleMemberUuid',
  'dueDate',
  'expectedRiskFactor',
];

/**
 * Changes a measure and records its check; a due date moved into the past is refused, one already
 * past may stay. A measure is defined, then agreed, then checked: a check of a measure not agreed
 * yet is refused, and so is a check dated after today (a check records what was found, so it
 * cannot have happened tomorrow). A check date kept as it was may stay.
 */
export async function changeAction(db: Database, session: SessionContext, body: BodyOf<typeof updateRiskActionEndpoint>): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockAction(tx, session, body.riskActionUuid);
    if (!before) throw notFound();
    await assertResultInReach(tx, session, before.resultId);
    const { riskActionUuid, check, ...fields } = body;
    await assertMembers(tx, session, [fields.responsibleMemberUuid, ...(check ? [check.responsibleMemberUuid] : [])]);
    const today = await databaseToday(tx);
    if (fields.dueDate !== before.dueDate && fields.dueDate < today) throw invalidDueDate();
    if (check && !before.agreed) throw new ApiError(409, 'RiskAssessment.ActionNotAgreed');
    if (check && check.checkDate !== before.checkDate && check.checkDate > today)
      throw new ApiError(400, 'RiskAssessment.InvalidCheckDate');
    await updateAction(tx, session, riskActionUuid, fields, check);
    await auditAdmin(tx, session, {
      action: 'risk-assessment.update-risk-action',
      entity: 'risk_action',
      entityId: riskActionUuid,
      details: {
        changed: FIELDS.filter((field) => (fields[field] ?? null) !== (before[field] ?? null)),
        effective: check?.effective ?? null,
      },
    });
  });
}

/** Agrees measures of a result; every uuid must be one of its measures. */
export async function confirmActions(db: Database, session: SessionContext, resultId: string, actionIds: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await assertResultInReach(tx, session, resultId);
    const unique = [...new Set(actionIds)];
    if ((await countActionsOfResult(tx, session, resultId, unique)) !== unique.length) throw notFound();
    const agreed = await agreeActions(tx, session, resultId, unique, session.memberId);
    await auditAdminEach(tx, session, agreed, {
      action: 'risk-assessment.confirm-risk-actions',
      entity: 'risk_action',
      details: { resultId },
    });
  });
}

/** One page of a result's measures. */
export async function listActions(
  db: Database,
  session: SessionContext,
  request: BodyOf<typeof readRiskActionListEndpoint>,
  language: Language,
) {
  await assertResultInReach(db, session, request.riskAssessmentExecutionResultUuid);
  const { search, status, riskUuid } = request.filter;
  if (riskUuid) await assertInClient(db, session, 'risk', [riskUuid], 'RiskAssessment.NotFound');
  const where = [
    sql`x.client_id = ${CLIENT}`,
    sql`x.result_id = ${request.riskAssessmentExecutionResultUuid}`,
    status ? sql`${ACTION_STATUS} = ${status}` : sql`TRUE`,
    riskUuid ? sql`x.risk_id = ${riskUuid}` : sql`TRUE`,
    containsSearch(search, [sql`x.title`]),
  ];
  return pageOfRows(db, session, actionList(language), where, request);
}

/** One measure with its agreement and check. */
export async function readActionDetails(
  db: Database,
  session: SessionContext,
  actionId: string,
  language: Language,
): Promise<RiskActionDetails> {
  const action = await readAction(db, session, actionId, language);
  if (!action) throw notFound();
  await assertResultInReach(db, session, action.riskAssessmentExecutionResultUuid);
  return action;
}

/** How far a result's measures are, and its status. */
export async function readActionStatus(db: Database, session: SessionContext, resultId: string, language: Language) {
  await assertResultInReach(db, session, resultId);
  const result = await readResult(db, session, resultId, language);
  if (!result) throw notFound();
  const { total, agreed, done, overdue, status } = result;
  return { total, agreed, done, overdue, status: status as 'measures-created' | 'measures-agreed' | 'done' };
}
