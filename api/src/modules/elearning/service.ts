import type {
  BodyOf,
  ELearningSettings,
  Language,
  elearningCatalogRequestSchema,
  memberTasksRequestSchema,
  readOrgUnitAssignmentsEndpoint,
} from '@compliance/shared-contracts';
import type { z } from 'zod';
import type { SessionContext } from '../../context';
import type { Database } from '../../db';
import { ApiError } from '../../errors';
import { taskBucketPage } from '../../lib/task-buckets';
import { auditAdmin, auditAdminChange } from '../../lib/admin-audit';
import { orgUnitInScope, scopeOf } from '../../lib/scope';
import { CLIENT, containsSearch, sql } from '../../lib/sql';
import { pageOfRows } from '../../lib/paging';
import { assertInClient, requireMember } from '../../plugins/client-scope';
import {
  addOrgUnits,
  ASSIGNED_ORG_UNIT_LIST,
  catalogList,
  catalogSearchColumns,
  countMemberTasks,
  deleteOrgUnits,
  listMemberTasks,
  orgUnitRemoval,
  readELearning,
  readSettings,
  saveSettings,
} from './queries';

// What the E-Learning endpoints do: the client's catalog, each E-Learning's task settings and
// its org units. Every uuid is checked to be the client's; every write is audited.

const notFound = () => new ApiError(404, 'ELearning.NotFound');

/** One page of the client's catalog, texts in `language`. */
export function listCatalog(
  db: Database,
  session: SessionContext,
  request: z.infer<typeof elearningCatalogRequestSchema>,
  language: Language,
) {
  const { search, status } = request.filter;
  const where = [
    sql`e.client_id = ${CLIENT}`,
    containsSearch(search, catalogSearchColumns(language)),
    status ? sql`e.status = ${status}` : sql`TRUE`,
  ];
  return pageOfRows(db, session, catalogList(language), where, request);
}

/** One E-Learning of the client. */
export async function readDetails(db: Database, session: SessionContext, uuid: string, language: Language) {
  const elearning = await readELearning(db, session, uuid, language);
  if (!elearning) throw notFound();
  return elearning;
}

/** An E-Learning's task settings. */
export async function readTaskSettings(db: Database, session: SessionContext, uuid: string): Promise<ELearningSettings> {
  const settings = await readSettings(db, session, uuid);
  if (!settings) throw notFound();
  return settings;
}

/** Saves an E-Learning's task settings. */
export async function saveTaskSettings(db: Database, session: SessionContext, uuid: string, settings: ELearningSettings): Promise<void> {
  await db.transaction(async (tx) => {
    const saved = await auditAdminChange(
      tx,
      session,
      { action: 'elearning.save-settings', entity: 'elearning', entityId: uuid },
      (lock) => readSettings(tx, session, uuid, lock),
      () => saveSettings(tx, session, uuid, settings),
    );
    if (!saved) throw notFound();
  });
}

/** One page of the org units an E-Learning is assigned to; an ou-admin sees the units they administer. */
export async function listAssignedOrgUnits(db: Database, session: SessionContext, request: BodyOf<typeof readOrgUnitAssignmentsEndpoint>) {
  await assertInClient(db, session, 'elearning', [request.elearningUuid], 'ELearning.NotFound');
  const where = [
    sql`a.client_id = ${CLIENT}`,
    sql`a.elearning_id = ${request.elearningUuid}`,
    orgUnitInScope(scopeOf(session), 'o'),
    containsSearch(request.filter.search, [sql`o.name`, sql`o.identifier`]),
  ];
  return pageOfRows(db, session, ASSIGNED_ORG_UNIT_LIST, where, request);
}

/** Assigns org units to an E-Learning, or takes them away. */
export async function changeOrgUnits(
  db: Database,
  session: SessionContext,
  change: 'assign' | 'remove',
  { elearningUuid, orgUnitUuids }: { elearningUuid: string; orgUnitUuids: string[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    await assertInClient(tx, session, 'elearning', [elearningUuid], 'ELearning.NotFound');
    await assertInClient(tx, session, 'org_unit', orgUnitUuids, 'OrgUnit.NotFound');
    const unique = [...new Set(orgUnitUuids)];
    const changed =
      change === 'assign'
        ? await addOrgUnits(tx, session, elearningUuid, unique)
        : await deleteOrgUnits(tx, session, elearningUuid, unique);
    await auditAdmin(tx, session, {
      action: change === 'assign' ? 'elearning.assign-org-units' : 'elearning.remove-org-units',
      entity: 'elearning',
      entityId: elearningUuid,
      details: { orgUnits: changed.length },
    });
  });
}

/** What taking org units away from an E-Learning would end, asked before removing them. */
export async function readOrgUnitRemoval(
  db: Database,
  session: SessionContext,
  { elearningUuid, orgUnitUuids }: { elearningUuid: string; orgUnitUuids: string[] },
) {
  await assertInClient(db, session, 'elearning', [elearningUuid], 'ELearning.NotFound');
  await assertInClient(db, session, 'org_unit', orgUnitUuids, 'OrgUnit.NotFound');
  return orgUnitRemoval(db, session, elearningUuid, orgUnitUuids);
}

/** One page of the signed-in member's tasks in a status bubble, with every bubble's count; a customer advisor has none. */
export async function readMemberTasks(
  db: Database,
  session: SessionContext,
  request: z.infer<typeof memberTasksRequestSchema>,
  language: Language,
) {
  const memberId = requireMember(session);
  return taskBucketPage(request.bucket, countMemberTasks(db, session, memberId), listMemberTasks(db, session, memberId, request, language));
}
