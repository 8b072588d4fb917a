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
import { prepared, type Queryable } from '../../db';
import { ApiError } from '../../errors';
import { tenantQuery } from '../../plugins/tenancy';
import { memberInScope, type Scope } from '../../lib/scope';
import { MEMBER_ORDER, memberSearchCondition, pageOfMembers } from '../../lib/members';
import { blankToNull, isoTime, SqlParams, type Tenant } from '../../lib/sql';

const MEMBER_ROW_COLUMNS = `m.id AS uuid, d.first_name AS "firstName", d.last_name AS "lastName", m.status,
  ${isoTime('m.last_login_at')} AS "lastLoginAt", m.email, m.role AS "roleIdentifier", m.username`;

/** One page of the client's active (not archived) members the scope allows, filtered and sorted in SQL. */
export function listMembers(
  db: Queryable,
  tenant: Tenant,
  scope: Scope,
  request: MemberListRequest,
): Promise<{ items: MemberListRow[]; total: number }> {
  const params = new SqlParams();
  const { filter } = request;
  const where = ['m.client_id = $1', 'm.archived_at IS NULL', memberSearchCondition(filter.search, params), memberInScope(scope, params)];
  const tally: string[] = [];
  for (const column of ['role', 'status'] as const) {
    const value = filter[column];
    if (!value) continue;
    const placeholder = params.add(value);
    where.push(`m.${column} = ${placeholder}`);
    tally.push(`t.${column} = ${placeholder}`);
  }
  if (filter.orgUnitUuid)
    where.push(`EXISTS (SELECT 1 FROM org_unit_member f WHERE f.member_id = m.id AND f.org_unit_id = ${params.add(filter.orgUnitUuid)})`);
  if (filter.locationUuid)
    where.push(`EXISTS (SELECT 1 FROM location_member f WHERE f.member_id = m.id AND f.location_id = ${params.add(filter.locationUuid)})`);
  return pageOfMembers<MemberListRow>(db, tenant, params, {
    where: where.join(' AND '),
    searching: Boolean(filter.search),
    order: MEMBER_ORDER[request.sortBy ?? 'lastName'],
    direction: request.sortDirection,
    page: request,
    columns: MEMBER_ROW_COLUMNS,
    // Scoped admins, searches and unit or location filters are counted row by row.
    ...(scope.kind === 'client' && !filter.search && !filter.orgUnitUuid && !filter.locationUuid ? { tally } : {}),
  });
}

/** One page of the client's archived members. */
export function listArchivedMembers(
  db: Queryable,
  tenant: Tenant,
  request: ArchivedMemberListRequest,
): Promise<{ items: ArchivedMember[]; total: number }> {
  const params = new SqlParams();
  const where = ['m.client_id = $1', 'm.archived_at IS NOT NULL', memberSearchCondition(request.filter.search, params)];
  return pageOfMembers<ArchivedMember>(db, tenant, params, {
    where: where.join(' AND '),
    searching: Boolean(request.filter.search),
    order: MEMBER_ORDER[request.sortBy ?? 'lastName'],
    direction: request.sortDirection,
    page: request,
    columns: `m.id AS uuid, d.first_name AS "firstName", d.last_name AS "lastName", m.email, ${isoTime('m.archived_at')} AS "archivedAt",
              m.role AS "roleIdentifier", m.username`,
  });
}

/** A member's details, status and options (the details tab), if in the client and within the scope; 404 `Member.NotFound` otherwise. */
export async function readManagedMember(db: Queryable, tenant: Tenant, scope: Scope, id: string): Promise<ManagedMember> {
  const params = new SqlParams();
  const idParam = params.add(id);
  const [row] = await tenantQuery<ManagedMember>(
    db,
    tenant,
    prepared(`SELECT m.id AS uuid, d.first_name AS "firstName", d.last_name AS "lastName", m.email, m.username, m.role AS "roleIdentifier",
            d.birth_date::text AS "birthDate", d.phone_number AS "phoneNumber", d.mobile_number AS "mobileNumber",
            d.special_attributes AS "specialAttributes", d.gender, d.street, d.additional_address AS "additionalAddress",
            d.postal_code AS "postalCode", d.city, coalesce(d.country, 'DE') AS country, d.external_company AS "externalCompany",
            m.status, ${isoTime('m.last_login_at')} AS "lastLoginAt", ${isoTime('m.archived_at')} AS "archivedAt",
            json_build_object('createElearningTasks', coalesce(o.create_elearning_tasks, true),
                              'createRiskAssessmentTasks', coalesce(o.create_risk_assessment_tasks, true)) AS options
       FROM member m
       JOIN member_details d ON d.member_id = m.id
       LEFT JOIN member_option o ON o.member_id = m.id
      WHERE m.client_id = $1 AND m.id = ${idParam} AND ${memberInScope(scope, params)}`),
    params.values,
  );
  if (!row) throw new ApiError(404, 'Member.NotFound');
  return row;
}

/** The member_details columns of the editable fields, in one order for insert and update. */
const detailValues = (fields: MemberFields): unknown[] => [
  fields.firstName,
  fields.lastName,
  blankToNull(fields.birthDate),
  blankToNull(fields.phoneNumber),
  blankToNull(fields.mobileNumber),
  fields.specialAttributes,
  fields.gender,
  blankToNull(fields.street),
  blankToNull(fields.additionalAddress),
  blankToNull(fields.postalCode),
  blankToNull(fields.city),
  fields.country,
  blankToNull(fields.externalCompany),
];
const DETAIL_COLUMNS = [
  'first_name',
  'last_name',
  'birth_date',
  'phone_number',
  'mobile_number',
  'special_attributes',
  'gender',
  'street',
  'additional_address',
  'postal_code',
  'city',
  'country',
  'external_company',
];

/** Inserts a member with details and options; password and org units are the caller's. */
export async function insertMember(db: Queryable, tenant: Tenant, body: CreateMemberBody): Promise<string> {
  const [row] = await tenantQuery<{ id: string }>(
    db,
    tenant,
    'INSERT INTO member (client_id, username, email, role) VALUES ($1, $2, $3, $4) RETURNING id',
    [body.username, blankToNull(body.email), body.roleIdentifier],
  );
  const id = row!.id;
  await db.query(
    `INSERT INTO member_details (member_id, ${DETAIL_COLUMNS.join(', ')}) VALUES ($1, ${DETAIL_COLUMNS.map((_, i) => `$${i + 2}`).join(', ')})`,
    [id, ...detailValues(body)],
  );
  await saveMemberOptions(db, id, body.options);
  return id;
}

/** Writes a member's fields and status (the member was found in the tenant before). */
export async function updateMember(
  db: Queryable,
  tenant: Tenant,
  id: string,
  fields: MemberFields,
  status: ManagedMember['status'],
): Promise<void> {
  await tenantQuery(
    db,
    tenant,
    prepared('UPDATE member SET username = $3, email = $4, role = $5, status = $6, updated_at = now() WHERE client_id = $1 AND id = $2'),
    [id, fields.username, blankToNull(fields.email), fields.roleIdentifier, status],
  );
  await db.query(
    prepared(`UPDATE member_details SET ${DETAIL_COLUMNS.map((column, i) => `${column} = $${i + 2}`).join(', ')} WHERE member_id = $1`),
    [id, ...detailValues(fields)],
  );
}

/** Creates or replaces a member's options. */
export async function saveMemberOptions(db: Queryable, memberId: string, options: MemberOptions): Promise<void> {
  await db.query(
    prepared(`INSERT INTO member_option (member_id, create_elearning_tasks, create_risk_assessment_tasks) VALUES ($1, $2, $3)
     ON CONFLICT (member_id) DO UPDATE SET create_elearning_tasks = EXCLUDED.create_elearning_tasks,
                                           create_risk_assessment_tasks = EXCLUDED.create_risk_assessment_tasks`),
    [memberId, options.createElearningTasks, options.createRiskAssessmentTasks],
  );
}

/** Adds one member to org units (already checked to be the client's). */
export async function addToOrgUnits(db: Queryable, memberId: string, orgUnitIds: readonly string[]): Promise<void> {
  if (orgUnitIds.length === 0) return;
  await db.query('INSERT INTO org_unit_member (org_unit_id, member_id) SELECT unnest($2::uuid[]), $1 ON CONFLICT DO NOTHING', [
    memberId,
    [...new Set(orgUnitIds)],
  ]);
}

/** Ends every session of the members (archived or deactivated accounts are signed out at once). */
export async function endSessions(db: Queryable, tenant: Tenant, memberIds: readonly string[]): Promise<void> {
  await tenantQuery(db, tenant, 'DELETE FROM session WHERE client_id = $1 AND member_id = ANY($2::uuid[])', [memberIds]);
}

/** Sets or clears archived_at of the members. */
export async function setArchived(db: Queryable, tenant: Tenant, memberIds: readonly string[], archived: boolean): Promise<void> {
  await tenantQuery(
    db,
    tenant,
    `UPDATE member SET archived_at = ${archived ? 'now()' : 'NULL'}, updated_at = now()
      WHERE client_id = $1 AND id = ANY($2::uuid[]) AND (archived_at IS NULL) = $3`,
    [memberIds, archived],
  );
}

/** What keeps members from being deleted: being responsible for a location, or admin / accountable of an org unit. */
export async function responsibilities(db: Queryable, memberIds: readonly string[]): Promise<{ locations: boolean; orgUnits: boolean }> {
  const [row] = await db.query<{ locations: boolean; org_units: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM location_responsible WHERE member_id = ANY($1::uuid[])) AS locations,
            EXISTS (SELECT 1 FROM org_unit_admin WHERE member_id = ANY($1::uuid[])) AS org_units`,
    [memberIds],
  );
  return { locations: row?.locations === true, orgUnits: row?.org_units === true };
}

/** Deletes members for good (their details, options, assignments and history go with them). */
export async function deleteMembers(db: Queryable, tenant: Tenant, memberIds: readonly string[]): Promise<void> {
  await tenantQuery(db, tenant, 'DELETE FROM member WHERE client_id = $1 AND id = ANY($2::uuid[])', [memberIds]);
}

/** The company ID of the client (for the reset flow, which names accounts by company ID and username). */
export async function clientIdentifierOf(db: Queryable, tenant: Tenant): Promise<string> {
  const [row] = await tenantQuery<{ client_identifier: string }>(db, tenant, 'SELECT client_identifier FROM client WHERE id = $1');
  if (!row) throw new ApiError(404, 'Client.NotFound');
  return row.client_identifier;
}
