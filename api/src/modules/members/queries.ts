import type {
  ArchivedMember,
  ArchivedMemberListRequest,
  CreateMemberBody,
  ManagedMember,
  MemberFields,
  MemberListRequest,
  MemberListRow,
  MemberOptions,
} from '@compliance/shared-contracts';
import type { Database, Queryable } from '../../db';
import { ApiError } from '../../errors';
import { memberInScope, type Scope } from '../../lib/scope';
import { memberSearchCondition, pageOfMembers } from '../../lib/members';
import { blankToNull, CLIENT, clientRows, isoTime, joinSql, sql, sqlRows, type Sql, type ClientRef } from '../../lib/sql';

const MEMBER_ROW_COLUMNS = sql`m.id AS uuid, d.first_name AS "firstName", d.last_name AS "lastName", m.status,
  ${isoTime(sql`m.last_login_at`)} AS "lastLoginAt", m.email, m.role AS "roleIdentifier", m.username`;

/** One page of the client's active (not archived) members the scope allows, filtered and sorted in SQL. */
export function listMembers(
  db: Database,
  client: ClientRef,
  scope: Scope,
  request: MemberListRequest,
): Promise<{ items: MemberListRow[]; total: number }> {
  const { filter } = request;
  const where = [sql`m.client_id = ${CLIENT}`, sql`m.archived_at IS NULL`, memberSearchCondition(filter.search), memberInScope(scope)];
  const tally: Sql[] = [];
  if (filter.role) {
    where.push(sql`m.role = ${filter.role}`);
    tally.push(sql`t.role = ${filter.role}`);
  }
  if (filter.status) {
    where.push(sql`m.status = ${filter.status}`);
    tally.push(sql`t.status = ${filter.status}`);
  }
  if (filter.orgUnitUuid)
    where.push(sql`EXISTS (SELECT 1 FROM org_unit_member f WHERE f.member_id = m.id AND f.org_unit_id = ${filter.orgUnitUuid})`);
  if (filter.locationUuid)
    where.push(sql`EXISTS (SELECT 1 FROM location_member f WHERE f.member_id = m.id AND f.location_id = ${filter.locationUuid})`);
  const sortBy = request.sortBy ?? 'lastName';
  // Scoped admins' lists and unit or location filters depend on the link tables too (039 notifies
  // their changes); the tally knows no units or locations, so their count is cached like their
  // keysets. A search's terms follow the names and login names 031 and 034 notify, so its
  // hits are cached; it is counted from them, not from the tally.
  const linked = scope.kind !== 'client' || Boolean(filter.orgUnitUuid) || Boolean(filter.locationUuid);
  const membersOnly = !linked && !filter.search;
  return pageOfMembers<MemberListRow>(db, client, {
    where: joinSql(where, sql` AND `),
    searching: Boolean(filter.search),
    sortBy,
    direction: request.sortDirection,
    page: request,
    columns: MEMBER_ROW_COLUMNS,
    ...(membersOnly ? { tally } : {}),
    changes: db.changes,
    linked,
  });
}

/** One page of the client's archived members. */
export function listArchivedMembers(
  db: Database,
  client: ClientRef,
  request: ArchivedMemberListRequest,
): Promise<{ items: ArchivedMember[]; total: number }> {
  const where = [sql`m.client_id = ${CLIENT}`, sql`m.archived_at IS NOT NULL`, memberSearchCondition(request.filter.search)];
  return pageOfMembers<ArchivedMember>(db, client, {
    where: joinSql(where, sql` AND `),
    searching: Boolean(request.filter.search),
    sortBy: request.sortBy ?? 'lastName',
    direction: request.sortDirection,
    page: request,
    columns: sql`m.id AS uuid, d.first_name AS "firstName", d.last_name AS "lastName", m.email, ${isoTime(sql`m.archived_at`)} AS "archivedAt",
                 m.role AS "roleIdentifier", m.username`,
    // Archiving, restoring and every key of its orders are notified (031, 034).
    changes: db.changes,
  });
}

/** A member's details, status and options (the details tab), if in the client and within the scope; 404 `Member.NotFound` otherwise. */
export async function readManagedMember(db: Queryable, client: ClientRef, scope: Scope, id: string): Promise<ManagedMember> {
  const [row] = await clientRows<ManagedMember>(
    db,
    client,
    sql`SELECT m.id AS uuid, d.first_name AS "firstName", d.last_name AS "lastName", m.email, m.username, m.role AS "roleIdentifier",
               d.birth_date::text AS "birthDate", d.phone_number AS "phoneNumber", d.mobile_number AS "mobileNumber",
               d.special_attributes AS "specialAttributes", d.gender, d.street, d.additional_address AS "additionalAddress",
               d.postal_code AS "postalCode", d.city, coalesce(d.country, 'DE') AS country, d.external_company AS "externalCompany",
               m.status, ${isoTime(sql`m.last_login_at`)} AS "lastLoginAt", ${isoTime(sql`m.archived_at`)} AS "archivedAt",
               json_build_object('createElearningTasks', coalesce(o.create_elearning_tasks, true),
                                 'createRiskAssessmentTasks', coalesce(o.create_risk_assessment_tasks, true)) AS options
          FROM member m
          JOIN member_details d ON d.member_id = m.id
          LEFT JOIN member_option o ON o.member_id = m.id
         WHERE m.client_id = ${CLIENT} AND m.id = ${id} AND ${memberInScope(scope)}`.prepare(),
  );
  if (!row) throw new ApiError(404, 'Member.NotFound');
  return row;
}

/** The member_details columns of the editable fields, each with its value. */
const detailColumns = (fields: MemberFields): [Sql, unknown][] => [
  [sql`first_name`, fields.firstName],
  [sql`last_name`, fields.lastName],
  [sql`birth_date`, blankToNull(fields.birthDate)],
  [sql`phone_number`, blankToNull(fields.phoneNumber)],
  [sql`mobile_number`, blankToNull(fields.mobileNumber)],
  [sql`special_attributes`, fields.specialAttributes],
  [sql`gender`, fields.gender],
  [sql`street`, blankToNull(fields.street)],
  [sql`additional_address`, blankToNull(fields.additionalAddress)],
  [sql`postal_code`, blankToNull(fields.postalCode)],
  [sql`city`, blankToNull(fields.city)],
  [sql`country`, fields.country],
  [sql`external_company`, blankToNull(fields.externalCompany)],
];

/** Inserts a member with details and options; password and org units are the caller's. */
export async function insertMember(db: Queryable, client: ClientRef, body: CreateMemberBody): Promise<string> {
  const [row] = await clientRows<{ id: string }>(
    db,
    client,
    sql`INSERT INTO member (client_id, username, email, role) VALUES (${CLIENT}, ${body.username}, ${blankToNull(body.email)}, ${body.roleIdentifier})
        RETURNING id`,
  );
  const id = row!.id;
  const details = detailColumns(body);
  await sqlRows(
    db,
    sql`INSERT INTO member_details (member_id, ${joinSql(details.map(([column]) => column))})
        VALUES (${id}, ${joinSql(details.map(([, value]) => sql`${value}`))})`,
  );
  await saveMemberOptions(db, id, body.options);
  return id;
}

/** Writes a member's fields and status (the member was found in the client before). */
export async function updateMember(
  db: Queryable,
  client: ClientRef,
  id: string,
  fields: MemberFields,
  status: ManagedMember['status'],
): Promise<void> {
  await clientRows(
    db,
    client,
    // An admin who sets a member's e-mail could reset the password to it: such an account's risk
    // answers count only once it has been out of admins' hands long enough (043_risk_counted_answers.sql).
    sql`UPDATE member SET username = ${fields.username}, email = ${blankToNull(fields.email)}, role = ${fields.roleIdentifier},
                          status = ${status}, updated_at = now(),
                          admin_credentials_changed_at = CASE WHEN email IS DISTINCT FROM ${blankToNull(fields.email)}
                                                              THEN now() ELSE admin_credentials_changed_at END
         WHERE client_id = ${CLIENT} AND id = ${id}`.prepare(),
  );
  const assignments = joinSql(detailColumns(fields).map(([column, value]) => sql`${column} = ${value}`));
  await sqlRows(db, sql`UPDATE member_details SET ${assignments} WHERE member_id = ${id}`.prepare());
}

/**
 * Creates or replaces a member's options. Options saved as they were write nothing: a written row
 * would sync the member's tasks (012, 022) for nothing.
 */
export async function saveMemberOptions(db: Queryable, memberId: string, options: MemberOptions): Promise<void> {
  await sqlRows(
    db,
    sql`INSERT INTO member_option AS o (member_id, create_elearning_tasks, create_risk_assessment_tasks)
        VALUES (${memberId}, ${options.createElearningTasks}, ${options.createRiskAssessmentTasks})
        ON CONFLICT (member_id) DO UPDATE SET create_elearning_tasks = EXCLUDED.create_elearning_tasks,
                                              create_risk_assessment_tasks = EXCLUDED.create_risk_assessment_tasks
         WHERE (o.create_elearning_tasks, o.create_risk_assessment_tasks)
               IS DISTINCT FROM (EXCLUDED.create_elearning_tasks, EXCLUDED.create_risk_assessment_tasks)`.prepare(),
  );
}

/** Adds one member to org units (already checked to be the client's). */
export async function addToOrgUnits(db: Queryable, memberId: string, orgUnitIds: readonly string[]): Promise<void> {
  if (orgUnitIds.length === 0) return;
  await sqlRows(
    db,
    sql`INSERT INTO org_unit_member (org_unit_id, member_id) SELECT unnest(${[...new Set(orgUnitIds)]}::uuid[]), ${memberId} ON CONFLICT DO NOTHING`,
  );
}

/** Ends every session of the members (archived or deactivated accounts are signed out at once). */
export async function endSessions(db: Queryable, client: ClientRef, memberIds: readonly string[]): Promise<void> {
  await clientRows(db, client, sql`DELETE FROM session WHERE client_id = ${CLIENT} AND member_id = ANY(${memberIds}::uuid[])`);
}

/** Sets or clears archived_at of the members. */
export async function setArchived(db: Queryable, client: ClientRef, memberIds: readonly string[], archived: boolean): Promise<void> {
  await clientRows(
    db,
    client,
    sql`UPDATE member SET archived_at = ${archived ? sql`now()` : sql`NULL`}, updated_at = now()
         WHERE client_id = ${CLIENT} AND id = ANY(${memberIds}::uuid[]) AND (archived_at IS NULL) = ${archived}`,
  );
}

/** What keeps members from being deleted: being responsible for a location, or admin / accountable of an org unit. */
export async function responsibilities(db: Queryable, memberIds: readonly string[]): Promise<{ locations: boolean; orgUnits: boolean }> {
  const [row] = await sqlRows<{ locations: boolean; org_units: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM location_responsible WHERE member_id = ANY(${memberIds}::uuid[])) AS locations,
               EXISTS (SELECT 1 FROM org_unit_admin WHERE member_id = ANY(${memberIds}::uuid[])) AS org_units`,
  );
  return { locations: row?.locations === true, orgUnits: row?.org_units === true };
}

/** Deletes members for good (their details, options, assignments and history go with them). */
export async function deleteMembers(db: Queryable, client: ClientRef, memberIds: readonly string[]): Promise<void> {
  await clientRows(db, client, sql`DELETE FROM member WHERE client_id = ${CLIENT} AND id = ANY(${memberIds}::uuid[])`);
}

/** The company ID of the client (for the reset flow, which names accounts by company ID and username). */
export async function clientIdentifierOf(db: Queryable, client: ClientRef): Promise<string> {
  const [row] = await clientRows<{ client_identifier: string }>(db, client, sql`SELECT client_identifier FROM client WHERE id = ${CLIENT}`);
  if (!row) throw new ApiError(404, 'Client.NotFound');
  return row.client_identifier;
}
