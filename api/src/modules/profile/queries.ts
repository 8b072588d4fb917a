import type { ProfileOrgUnit, ProfileOrgUnitListRequest, ProfileSetting } from '@compliance/shared-contracts';
import { prepared, type Queryable } from '../../db';
import type { SessionContext } from '../../context';
import { tenantQuery } from '../../plugins/tenancy';

/** The tenant of a query: every profile query is bound to the session's client as `$1`. */
type Tenant = Pick<SessionContext, 'clientId'>;

/**
 * The member's login data: current username and stored password (for re-authentication),
 * locked until the caller's transaction ends so two changes cannot interleave.
 */
export async function findCredentials(
  db: Queryable,
  tenant: Tenant,
  memberId: string,
): Promise<{ username: string; password_hash: string | null } | undefined> {
  const [row] = await tenantQuery<{ username: string; password_hash: string | null }>(
    db,
    tenant,
    'SELECT username, password_hash FROM member WHERE client_id = $1 AND id = $2 FOR UPDATE',
    [memberId],
  );
  return row;
}

/**
 * Whether another member of the client (archived ones too: they can be restored) already
 * signs in with `name`, as username or e-mail, ignoring case. Login accepts either (docs/product.md §5),
 * so a username equal to someone's e-mail, or the reverse, would make a login ambiguous.
 */
export async function loginNameTaken(db: Queryable, tenant: Tenant, name: string, exceptMemberId: string): Promise<boolean> {
  const rows = await tenantQuery<{ taken: boolean }>(
    db,
    tenant,
    prepared(`SELECT EXISTS (
       SELECT 1 FROM member
        WHERE client_id = $1 AND id <> $3 AND (lower(username) = lower($2) OR lower(email) = lower($2))
     ) AS taken`),
    [name, exceptMemberId],
  );
  return rows[0]?.taken === true;
}

/**
 * Serialises login-name changes of one client inside the caller's transaction, so two
 * members cannot claim the same e-mail at once (e-mails have no unique index). NO KEY
 * UPDATE leaves inserts of members (which take KEY SHARE for the foreign key) unblocked.
 */
export async function lockLoginNames(db: Queryable, tenant: Tenant): Promise<void> {
  await tenantQuery(db, tenant, prepared('SELECT id FROM client WHERE id = $1 FOR NO KEY UPDATE'));
}

/** The profile fields a member edits, already normalised (blank → null). */
export interface ProfileChange {
  email: string | null;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  mobileNumber: string | null;
}

/** Writes the member's own contact data and names. */
export async function updateProfile(db: Queryable, tenant: Tenant, memberId: string, change: ProfileChange): Promise<void> {
  await tenantQuery(db, tenant, 'UPDATE member SET email = $3, updated_at = now() WHERE client_id = $1 AND id = $2', [memberId, change.email]);
  await tenantQuery(
    db,
    tenant,
    `UPDATE member_details d SET first_name = $3, last_name = $4, phone_number = $5, mobile_number = $6
      FROM member m
     WHERE m.id = d.member_id AND m.client_id = $1 AND m.id = $2`,
    [memberId, change.firstName, change.lastName, change.phoneNumber, change.mobileNumber],
  );
}

/** The member's theme and language; both null when nothing was chosen yet. */
export async function readProfileSetting(db: Queryable, tenant: Tenant, memberId: string): Promise<ProfileSetting> {
  const [row] = await tenantQuery<{ theme: ProfileSetting['frontendStyle']['theme']; language_code: ProfileSetting['languageCode'] }>(
    db,
    tenant,
    `SELECT s.theme, s.language_code
       FROM member m JOIN member_setting s ON s.member_id = m.id
      WHERE m.client_id = $1 AND m.id = $2`,
    [memberId],
  );
  return { frontendStyle: { theme: row?.theme ?? null }, languageCode: row?.language_code ?? null };
}

/** Creates or replaces the member's settings row. */
export async function saveProfileSetting(db: Queryable, tenant: Tenant, memberId: string, setting: ProfileSetting): Promise<void> {
  // Inserting through a SELECT on member keeps the write inside the client: a foreign id inserts nothing.
  await tenantQuery(
    db,
    tenant,
    `INSERT INTO member_setting (member_id, theme, language_code)
     SELECT m.id, $3, $4 FROM member m WHERE m.client_id = $1 AND m.id = $2
     ON CONFLICT (member_id) DO UPDATE SET theme = EXCLUDED.theme, language_code = EXCLUDED.language_code`,
    [memberId, setting.frontendStyle.theme, setting.languageCode],
  );
}

/** Sets a new username; the unique index (client, lower(username)) is the last word on clashes. */
export async function updateUsername(db: Queryable, tenant: Tenant, memberId: string, username: string): Promise<void> {
  await tenantQuery(db, tenant, 'UPDATE member SET username = $3, updated_at = now() WHERE client_id = $1 AND id = $2', [memberId, username]);
}

/** Ends every session of the member except `keepSessionId` (the one that made the change). */
export async function endOtherSessions(db: Queryable, tenant: Tenant, memberId: string, keepSessionId: string): Promise<void> {
  await tenantQuery(db, tenant, 'DELETE FROM session WHERE client_id = $1 AND member_id = $2 AND id <> $3', [memberId, keepSessionId]);
}

// Allow-list from sort column to SQL: sortBy never reaches the SQL text itself. Names sort
// case-insensitively, as a reader expects; the id breaks ties so pages never overlap.
const ORG_UNIT_ORDER: Record<NonNullable<ProfileOrgUnitListRequest['sortBy']>, string> = {
  orgUnitName: 'lower(o.name)',
  orgUnitIdentifier: 'o.identifier',
};

/** Escapes LIKE wildcards, so a search for "50%" finds "50%" and not everything. */
const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the org units the member belongs to, sorted, filtered and counted in SQL. */
export async function listMemberOrgUnits(
  db: Queryable,
  tenant: Tenant,
  memberId: string,
  request: ProfileOrgUnitListRequest,
): Promise<{ items: ProfileOrgUnit[]; total: number }> {
  const search = typeof request.filter.search === 'string' && request.filter.search.trim() !== '' ? likePattern(request.filter.search.trim()) : null;
  const from = `FROM org_unit_member om
                JOIN org_unit o ON o.id = om.org_unit_id
               WHERE o.client_id = $1 AND om.member_id = $2
                 AND ($3::text IS NULL OR o.name ILIKE $3 OR o.identifier ILIKE $3)`;
  const direction = request.sortDirection === 'desc' ? 'DESC' : 'ASC';
  const order = ORG_UNIT_ORDER[request.sortBy ?? 'orgUnitName'];
  const [count] = await tenantQuery<{ total: number }>(db, tenant, `SELECT count(*)::int AS total ${from}`, [memberId, search]);
  const items = await tenantQuery<ProfileOrgUnit>(
    db,
    tenant,
    `SELECT o.id AS uuid, o.identifier AS "orgUnitIdentifier", o.name AS "orgUnitName", o.is_root AS "isRoot", o.is_default AS "isDefault"
       ${from}
      ORDER BY ${order} ${direction}, o.id ${direction}
      LIMIT $4 OFFSET $5`,
    [memberId, search, request.perPage, (request.page - 1) * request.perPage],
  );
  return { items, total: count?.total ?? 0 };
}
