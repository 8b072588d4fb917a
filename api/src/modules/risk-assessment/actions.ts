import {
  RISK_ACTION_CONTENT_FIELDS,
  RISK_ACTIONS_PER_RESULT_MAX,
  type BodyOf,
  type Language,
  type RiskActionDetails,
  type cancelRiskActionEndpoint,
  type createRiskActionEndpoint,
  type readMemberRiskActionListEndpoint,
  type readRiskActionListEndpoint,
  type updateRiskActionEndpoint,
} from '@compliance/shared-contracts';
import type { SessionContext } from '../../context';
import type { Database, Queryable } from '../../db';
import { ApiError } from '../../errors';
import { auditAdmin, auditAdminEach } from '../../lib/admin-audit';
import { ACTION_FOLLOW_UP, ACTION_STATUS } from '../../lib/risk-action-state';
import { CLIENT, containsSearch, sql } from '../../lib/sql';
import { pageOfRows } from '../../lib/paging';
import { assertInClient, requireMember } from '../../plugins/client-scope';
import {
  actionList,
  agreeActions,
  cancelAction,
  countActionsOfResult,
  lockedActionCountOfResult,
  databaseToday,
  insertAction,
  lockAction,
  memberActionList,
  readAction,
  recordCheck,
  resultOfRisk,
  reviseAction,
  type ActionFields,
} from './action-queries';
import { assertResultInReach } from './evaluation';
import { readResult } from './evaluation-queries';

// Measures against risks: defined, changed and checked by admins, agreed by confirm-risk-actions,
// cancelled with a reason. Each step is kept in the measure's history (risk_action_event), which
// is never rewritten: a change of what an agreed measure says is a new version with its reason,
// agreed again. Every write is audited too (what changed, never the texts: the log must not copy
// them).

const notFound = () => new ApiError(404, 'RiskAssessment.NotFound');
const invalidDueDate = () => new ApiError(400, 'RiskAssessment.InvalidDueDate');

/** Checks the responsible member (and reviewer) belong to the client. */
async function assertMembers(db: Queryable, session: SessionContext, memberIds: readonly string[]): Promise<void> {
  await assertInClient(db, session, 'member', memberIds, 'Member.NotFound');
}

/** Defines a measure against a risk; its due date may not lie in the past. */
export async function createAction(db: Database, session: SessionContext, body: BodyOf<typeof createRiskActionEndpoint>) {
  return db.transaction(async (tx) => {
    const risk = await resultOfRisk(tx, session, body.riskUuid);
    if (!risk) throw notFound();
    const { resultId } = risk;
    await assertResultInReach(tx, session, resultId);
    if ((await lockedActionCountOfResult(tx, session, resultId)) >= RISK_ACTIONS_PER_RESULT_MAX) {
      throw new ApiError(409, 'RiskAssessment.TooManyRiskActions');
    }
    await assertMembers(tx, session, [body.responsibleMemberUuid]);
    if (body.dueDate < (await databaseToday(tx))) throw invalidDueDate();
    const { riskUuid, ...given } = body;
    const fields = withExpectedRisk(given, risk.riskFactor);
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

const actionCancelled = () => new ApiError(409, 'RiskAssessment.ActionCancelled');
const actionCarriedOver = () => new ApiError(409, 'RiskAssessment.ActionCarriedOver');

/**
 * A measure's fields with the rule of the risk expected after it: above the risk's own factor only
 * with a reason (400 otherwise); not above it, no reason is kept.
 */
function withExpectedRisk<Fields extends ActionFields>(fields: Fields, riskFactor: number): Fields {
  if (fields.expectedRiskFactor <= riskFactor) return { ...fields, expectedRiskReason: null };
  if (!fields.expectedRiskReason) throw new ApiError(400, 'RiskAssessment.ExpectedRiskReasonRequired');
  return fields;
}

/**
 * Changes what a measure says and records its check. A change of content is a new version: once
 * the measure was agreed it needs a reason, and it ends the agreement (what was agreed, and its
 * check, stay in the history). A due date moved into the past is refused, one already past may
 * stay. A check needs the measure agreed, as it stands after this change, and cannot be dated
 * after today (a check records what was found); a check sent as recorded adds nothing, and `null`
 * records none (a recorded check is never taken back).
 */
export async function changeAction(db: Database, session: SessionContext, body: BodyOf<typeof updateRiskActionEndpoint>): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockAction(tx, session, body.riskActionUuid);
    if (!before) throw notFound();
    await assertResultInReach(tx, session, before.resultId);
    if (before.cancelled) throw actionCancelled();
    if (before.carried) throw actionCarriedOver();
    const { riskActionUuid, check, reason, ...given } = body;
    const fields = withExpectedRisk<ActionFields>(
      { ...given, typeReason: given.measureType === 'substitution' ? null : given.typeReason },
      before.riskFactor,
    );
    await assertMembers(tx, session, [fields.responsibleMemberUuid, ...(check ? [check.responsibleMemberUuid] : [])]);
    const today = await databaseToday(tx);
    const changed = RISK_ACTION_CONTENT_FIELDS.filter((field) => (fields[field] ?? null) !== (before[field] ?? null));
    if (changed.length > 0 && before.agreed && !reason) throw new ApiError(400, 'RiskAssessment.ChangeReasonRequired');
    if (fields.dueDate !== before.dueDate && fields.dueDate < today) throw invalidDueDate();
    const newCheck =
      check !== null &&
      (check.checkDate !== before.checkDate ||
        check.responsibleMemberUuid !== before.checkReviewerUuid ||
        check.effective !== before.checkEffective ||
        check.note !== (before.checkNote ?? ''));
    if (newCheck && (!before.agreed || changed.length > 0)) throw new ApiError(409, 'RiskAssessment.ActionNotAgreed');
    if (newCheck && check.checkDate !== before.checkDate && check.checkDate > today)
      throw new ApiError(400, 'RiskAssessment.InvalidCheckDate');
    if (changed.length > 0) await reviseAction(tx, session, riskActionUuid, fields, { memberId: session.memberId, reason });
    if (newCheck) await recordCheck(tx, session, riskActionUuid, check, session.memberId);
    await auditAdmin(tx, session, {
      action: 'risk-assessment.update-risk-action',
      entity: 'risk_action',
      entityId: riskActionUuid,
      details: {
        changed,
        version: before.version + (changed.length > 0 ? 1 : 0),
        effective: newCheck ? check.effective : null,
      },
    });
  });
}

/** Cancels a measure with a reason: it counts no more, and stays with its history. */
export async function cancelRiskAction(
  db: Database,
  session: SessionContext,
  body: BodyOf<typeof cancelRiskActionEndpoint>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockAction(tx, session, body.riskActionUuid);
    if (!before) throw notFound();
    await assertResultInReach(tx, session, before.resultId);
    if (before.cancelled) throw actionCancelled();
    if (before.carried) throw actionCarriedOver();
    await cancelAction(tx, session, body.riskActionUuid, { memberId: session.memberId, reason: body.reason });
    await auditAdmin(tx, session, {
      action: 'risk-assessment.cancel-risk-action',
      entity: 'risk_action',
      entityId: body.riskActionUuid,
      details: { version: before.version },
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

/**
 * The signed-in member's follow-up tasks: the measures they are responsible for, agreed and in
 * force, not yet found effective (docs/product.md §4). Their own responsibility, so no scope
 * narrows them.
 */
export async function listMemberActions(
  db: Database,
  session: SessionContext,
  request: BodyOf<typeof readMemberRiskActionListEndpoint>,
  language: Language,
) {
  const memberId = requireMember(session);
  const where = [sql`x.client_id = ${CLIENT}`, sql`x.responsible_member_id = ${memberId}`, ACTION_FOLLOW_UP];
  return pageOfRows(db, session, memberActionList(language), where, { ...request, sortDirection: 'asc' });
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
