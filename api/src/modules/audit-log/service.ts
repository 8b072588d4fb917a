import { AUDIT_AREAS, type AuditLogEntry, type AuditLogPage, type AuditLogRequest } from '@compliance/shared-contracts';
import type { LicenseeSessionContext, SessionContext } from '../../context';
import type { Queryable } from '../../db';
import { memberSearchCondition } from '../../lib/members';
import { AUDIT_AREA_ACTIONS, auditAreaOf, CLIENT_NOTICE_ACTIONS, isBackOfficeAction } from './areas';
import { auditLogCursorOf, parseAuditLogCursor, type AuditLogPosition } from './cursor';
import { ApiError } from '../../errors';
import { CLIENT, containsSearch, joinSql, LICENSEE, sql, tenantRows, type Sql } from '../../lib/sql';

// The audit log as people read it (docs/areas/audit-log.md): a client's every write for its owner,
// the licensee staff's writes for the licensee admin; newest first, by keyset (time, id).

/** Whose log: a client's (its owner reads it) or the licensee's staff's (the licensee admin reads it). */
export type AuditLogScope = { kind: 'client'; session: SessionContext } | { kind: 'licensee'; session: LicenseeSessionContext };

/** Entries an audit log page holds. */
export const AUDIT_LOG_PAGE_SIZE = 50;

/** Most people a person filter matches; a filter that matches more is to be typed longer. */
const MAX_MATCHED_PEOPLE = 200;

/** An entry's area as SQL, for the area filter: the same table as auditAreaOf, exact actions first. */
const AREA_OF_ACTION: Sql = (() => {
  const byName = AUDIT_AREAS.flatMap((area) =>
    AUDIT_AREA_ACTIONS[area].actions.map((action) => sql`WHEN a.action = ${action} THEN ${area}`),
  );
  const byPrefix = AUDIT_AREAS.flatMap((area) =>
    AUDIT_AREA_ACTIONS[area].prefixes.map((prefix) => sql`WHEN starts_with(a.action, ${prefix}) THEN ${area}`),
  );
  return sql`(CASE ${joinSql([...byName, ...byPrefix], sql` `)} ELSE 'company' END)`;
})();

/** The scope's rows of the log. */
function scopeCondition(scope: AuditLogScope): Sql {
  return scope.kind === 'client'
    ? sql`a.client_id = ${CLIENT}`
    : sql`a.licensee_id = ${LICENSEE} AND a.actor_advisor_id IS NOT NULL AND NOT (a.action = ANY(${CLIENT_NOTICE_ACTIONS}::text[]))`;
}

/** The licensee whose staff may appear in the scope's log. */
const staffLicensee = (scope: AuditLogScope): Sql =>
  scope.kind === 'client' ? sql`(SELECT c.licensee_id FROM client c WHERE c.id = ${CLIENT})` : sql`${LICENSEE}`;

/**
 * The accounts a person filter names: the client's members (archived ones too: their entries
 * stay) by the member search's words, and the licensee's staff by name or username.
 */
async function matchedPeople(db: Queryable, scope: AuditLogScope, person: string): Promise<string[]> {
  const staff = sql`SELECT s.id FROM customer_advisor s WHERE s.licensee_id = ${staffLicensee(scope)}
      AND ${containsSearch(person, [sql`s.first_name || ' ' || s.last_name`, sql`s.username`])}`;
  const members = sql`SELECT m.id FROM member m WHERE m.client_id = ${CLIENT} AND ${memberSearchCondition(person)}`;
  const query = scope.kind === 'client' ? sql`(${members}) UNION ALL (${staff})` : staff;
  const rows = await tenantRows<{ id: string }>(db, scope.session, sql`${query} LIMIT ${MAX_MATCHED_PEOPLE}`);
  return rows.map((row) => row.id);
}

interface EntryRow {
  uuid: string;
  at: string;
  action: string;
  entity: string;
  entityId: string | null;
  details: Record<string, unknown>;
  clientUuid: string | null;
  clientName: string | null;
  memberId: string | null;
  memberFirstName: string | null;
  memberLastName: string | null;
  memberUsername: string | null;
  staffId: string | null;
  staffFirstName: string | null;
  staffLastName: string | null;
  staffUsername: string | null;
}

const fullName = (first: string | null, last: string | null): string | null =>
  first === null || last === null ? null : `${first} ${last}`;

function entryOf(row: EntryRow): AuditLogEntry {
  const actor: AuditLogEntry['actor'] = row.memberId
    ? { kind: 'member', uuid: row.memberId, name: fullName(row.memberFirstName, row.memberLastName), username: row.memberUsername }
    : row.staffId
      ? { kind: 'staff', uuid: row.staffId, name: fullName(row.staffFirstName, row.staffLastName), username: row.staffUsername }
      : { kind: 'none', uuid: null, name: null, username: null };
  const area = auditAreaOf(row.action);
  const actingAs =
    actor.kind === 'member' ? 'member' : actor.kind === 'none' ? 'system' : isBackOfficeAction(row.action, area) ? 'backOffice' : 'support';
  return {
    uuid: row.uuid,
    at: row.at,
    actor,
    actingAs,
    clientUuid: row.clientUuid,
    clientName: row.clientName,
    action: row.action,
    area,
    entity: row.entity,
    entityId: row.entityId,
    details: row.details,
  };
}

/** The filter's conditions on the scope's entries; null when its person matches nobody (no entry can match). */
async function filterConditions(db: Queryable, scope: AuditLogScope, filter: AuditLogRequest['filter']): Promise<Sql[] | null> {
  const { person, area, from, to } = filter;
  const conditions = [scopeCondition(scope)];
  if (person) {
    const people = await matchedPeople(db, scope, person);
    if (people.length === 0) return null;
    conditions.push(sql`coalesce(a.actor_member_id, a.actor_advisor_id) = ANY(${people}::uuid[])`);
  }
  if (area) conditions.push(sql`${AREA_OF_ACTION} = ${area}`);
  // Days are UTC days, whatever time zone the database session has.
  if (from) conditions.push(sql`a.created_at >= ${from}::date::timestamp AT TIME ZONE 'UTC'`);
  if (to) conditions.push(sql`a.created_at < (${to}::date + 1)::timestamp AT TIME ZONE 'UTC'`);
  return conditions;
}

/** Up to `limit` entries matching `conditions`, newest first, older than `after` when given. */
async function entriesAfter(
  db: Queryable,
  scope: AuditLogScope,
  conditions: readonly Sql[],
  after: AuditLogPosition | undefined,
  limit: number,
): Promise<AuditLogEntry[]> {
  const keyset = after ? [sql`(a.created_at, a.id) < (${after.at}::timestamptz, ${after.uuid}::uuid)`] : [];
  const rows = await tenantRows<EntryRow>(
    db,
    scope.session,
    sql`SELECT a.id AS uuid,
          to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at,
          a.action, a.entity, a.entity_id AS "entityId", a.details, a.client_id AS "clientUuid", c.name AS "clientName",
          m.id AS "memberId", d.first_name AS "memberFirstName", d.last_name AS "memberLastName", m.username AS "memberUsername",
          s.id AS "staffId", s.first_name AS "staffFirstName", s.last_name AS "staffLastName", s.username AS "staffUsername"
        FROM audit_log a
        LEFT JOIN client c ON c.id = a.client_id
        LEFT JOIN member m ON m.id = a.actor_member_id AND m.client_id = a.client_id
        LEFT JOIN member_details d ON d.member_id = m.id
        LEFT JOIN customer_advisor s ON s.id = a.actor_advisor_id AND s.licensee_id = a.licensee_id
       WHERE ${joinSql([...conditions, ...keyset], sql` AND `)}
       ORDER BY a.created_at DESC, a.id DESC
       LIMIT ${limit}`,
  );
  return rows.map(entryOf);
}

/**
 * One page of the log, newest first: the entries after `request.after` (time and uuid, so
 * entries written meanwhile never shift a page), filtered by person, area and days.
 */
export async function readAuditLog(db: Queryable, scope: AuditLogScope, request: AuditLogRequest): Promise<AuditLogPage> {
  // The contract checked the cursor's form; a time that is no real instant is refused here.
  const after = request.after === undefined ? undefined : parseAuditLogCursor(request.after);
  if (request.after !== undefined && !after) throw new ApiError(400, 'Schema.Invalid');
  const conditions = await filterConditions(db, scope, request.filter);
  if (conditions === null) return { items: [], next: null };
  const entries = await entriesAfter(db, scope, conditions, after, AUDIT_LOG_PAGE_SIZE + 1);
  const items = entries.slice(0, AUDIT_LOG_PAGE_SIZE);
  const last = items.at(-1);
  return { items, next: entries.length > AUDIT_LOG_PAGE_SIZE && last ? auditLogCursorOf(last) : null };
}

/** A part of an export: entries in the log's order, or word that the export stopped at its most. */
export type AuditLogExportPage = { kind: 'entries'; entries: readonly AuditLogEntry[] } | { kind: 'truncated' };

/**
 * Every entry of a filter for an export, newest first, in pages of `pageSize` read by keyset as
 * they are asked for; at most `maxEntries`, then a `truncated` page when older ones remain.
 */
export async function* auditLogExportPages(
  db: Queryable,
  scope: AuditLogScope,
  filter: AuditLogRequest['filter'],
  pageSize: number,
  maxEntries: number,
): AsyncGenerator<AuditLogExportPage> {
  const conditions = await filterConditions(db, scope, filter);
  if (conditions === null) return;
  let after: AuditLogPosition | undefined;
  for (let written = 0; ;) {
    // One entry beyond the page says whether older ones remain.
    const wanted = Math.min(pageSize, maxEntries - written);
    const entries = await entriesAfter(db, scope, conditions, after, wanted + 1);
    const kept = entries.slice(0, wanted);
    if (kept.length > 0) yield { kind: 'entries', entries: kept };
    written += kept.length;
    if (entries.length <= wanted) return;
    if (written >= maxEntries) {
      yield { kind: 'truncated' };
      return;
    }
    after = kept.at(-1);
  }
}
