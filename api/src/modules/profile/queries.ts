import type { ProfileSetting } from '@compliance/shared-contracts';
import type { Queryable } from '../../db';
import { tenantQuery } from '../../plugins/tenancy';
import type { Tenant } from '../../lib/sql';

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
  await tenantQuery(db, tenant, 'UPDATE member SET email = $3, updated_at = now() WHERE client_id = $1 AND id = $2', [
    memberId,
    change.email,
  ]);
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
  await tenantQuery(db, tenant, 'UPDATE member SET username = $3, updated_at = now() WHERE client_id = $1 AND id = $2', [
    memberId,
    username,
  ]);
}

/** Ends every session of the member except `keepSessionId` (the one that made the change). */
export async function endOtherSessions(db: Queryable, tenant: Tenant, memberId: string, keepSessionId: string): Promise<void> {
  await tenantQuery(db, tenant, 'DELETE FROM session WHERE client_id = $1 AND member_id = $2 AND id <> $3', [memberId, keepSessionId]);
}
