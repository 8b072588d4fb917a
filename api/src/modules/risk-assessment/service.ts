import type {
  BodyOf,
  Language,
  RiskAssessmentSettings,
  readRiskAssignmentListEndpoint,
  riskCatalogRequestSchema,
} from '@compliance/shared-contracts';
import type { z } from 'zod';
import type { SessionContext } from '../../context';
import type { Database } from '../../db';
import { ApiError } from '../../errors';
import { auditAdmin, auditAdminChange } from '../../lib/admin-audit';
import { findMembersToActOn } from '../../lib/members';
import { scopeOf } from '../../lib/scope';
import { CLIENT, containsSearch, sql } from '../../lib/sql';
import { pageOfRows } from '../../lib/paging';
import { assertInClient } from '../../plugins/client-scope';
import {
  addAssignments,
  ASSIGNMENT_LIST,
  ASSIGNMENT_NAME,
  catalogList,
  catalogSearchColumns,
  deleteAssignments,
  readRiskAssessment,
  readSettings,
  saveSettings,
  type AssignmentTargets,
} from './queries';

// What the risk-assessment catalog endpoints do: the client's assessments, each one's task
// settings and its assignments. Every uuid is checked to be the client's; every write is audited.

const notFound = () => new ApiError(404, 'RiskAssessment.NotFound');

/** One page of the client's risk assessments, texts in `language`. */
export function listCatalog(db: Database, session: SessionContext, request: z.infer<typeof riskCatalogRequestSchema>, language: Language) {
  const { search, status } = request.filter;
  const where = [
    sql`a.client_id = ${CLIENT}`,
    containsSearch(search, catalogSearchColumns(language)),
    status ? sql`a.status = ${status}` : sql`TRUE`,
  ];
  return pageOfRows(db, session, catalogList(language), where, request);
}

/** One risk assessment of the client. */
export async function readDetails(db: Database, session: SessionContext, uuid: string, language: Language) {
  const assessment = await readRiskAssessment(db, session, uuid, language);
  if (!assessment) throw notFound();
  return assessment;
}

/** A risk assessment's task settings. */
export async function readTaskSettings(db: Database, session: SessionContext, uuid: string): Promise<RiskAssessmentSettings> {
  const settings = await readSettings(db, session, uuid);
  if (!settings) throw notFound();
  return settings;
}

/** Saves a risk assessment's task settings; switching it on opens its analysis (022_risk_assessment.sql). */
export async function saveTaskSettings(
  db: Database,
  session: SessionContext,
  uuid: string,
  settings: RiskAssessmentSettings,
): Promise<void> {
  await db.transaction(async (tx) => {
    const saved = await auditAdminChange(
      tx,
      session,
      { action: 'risk-assessment.save-settings', entity: 'risk_assessment', entityId: uuid },
      (lock) => readSettings(tx, session, uuid, lock),
      () => saveSettings(tx, session, uuid, settings),
    );
    if (!saved) throw notFound();
  });
}

/** One page of what a risk assessment is assigned to. */
export async function listAssignments(db: Database, session: SessionContext, request: BodyOf<typeof readRiskAssignmentListEndpoint>) {
  await assertInClient(db, session, 'risk_assessment', [request.riskAssessmentTaskUuid], 'RiskAssessment.NotFound');
  const where = [
    sql`x.client_id = ${CLIENT}`,
    sql`x.risk_assessment_id = ${request.riskAssessmentTaskUuid}`,
    request.filter.kind ? sql`x.kind = ${request.filter.kind}` : sql`TRUE`,
    containsSearch(request.filter.search, [ASSIGNMENT_NAME]),
  ];
  return pageOfRows(db, session, ASSIGNMENT_LIST, where, request);
}

/** Assigns org units, the location or members to a risk assessment; members reached get their analysis. */
export async function assign(db: Database, session: SessionContext, assessmentId: string, targets: AssignmentTargets): Promise<void> {
  await db.transaction(async (tx) => {
    await assertInClient(tx, session, 'risk_assessment', [assessmentId], 'RiskAssessment.NotFound');
    if (targets.kind === 'location') await assertInClient(tx, session, 'location', [targets.id], 'Location.NotFound');
    else if (targets.kind === 'org-unit') await assertInClient(tx, session, 'org_unit', targets.ids, 'OrgUnit.NotFound');
    // Assigning is acting on the member (docs/roles.md "Who may act on whom").
    else await findMembersToActOn(tx, session, scopeOf(session), targets.ids);
    const unique: AssignmentTargets = targets.kind === 'location' ? targets : { kind: targets.kind, ids: [...new Set(targets.ids)] };
    const added = await addAssignments(tx, session, assessmentId, unique);
    await auditAdmin(tx, session, {
      action: `risk-assessment.assign-${targets.kind}`,
      entity: 'risk_assessment',
      entityId: assessmentId,
      details: { added },
    });
  });
}

/** Takes assignments away from a risk assessment; members no longer reached lose their open analysis. */
export async function removeAssignments(db: Database, session: SessionContext, assessmentId: string, assignmentIds: string[]) {
  await db.transaction(async (tx) => {
    await assertInClient(tx, session, 'risk_assessment', [assessmentId], 'RiskAssessment.NotFound');
    await assertInClient(tx, session, 'risk_assessment_assignment', assignmentIds, 'RiskAssessment.NotFound');
    const removed = await deleteAssignments(tx, session, assessmentId, [...new Set(assignmentIds)]);
    await auditAdmin(tx, session, {
      action: 'risk-assessment.delete-task-assignments',
      entity: 'risk_assessment',
      entityId: assessmentId,
      details: { removed },
    });
  });
}
