import type { ProfileSetting } from '@compliance/shared-contracts';
import type { Queryable } from '../../db';
import type { ClientRef } from '../../lib/sql';
import { CLIENT, clientRows, sql } from '../../lib/sql';

/**
 * The member's login data: current username and stored password (for re-authentication),
 * locked until the caller's transaction ends so two changes cannot interleave.
 */
export async function findCredentials(
  db: Queryable,
  client: ClientRef,
  memberId: string,
): Promise<{ username: string; password_hash: string | null } | undefined> {
  const [row] = await clientRows<{ username: string; password_hash: string | null }>(
    db,
    client,
    sql`SELECT username, password_hash FROM member WHERE client_id = ${CLIENT} AND id = ${memberId} FOR UPDATE`,
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
export async function updateProfile(db: Queryable, client: ClientRef, memberId: string, change: ProfileChange): Promise<void> {
  await clientRows(
    db,
    client,
    sql`UPDATE member SET email = ${change.email}, updated_at = now() WHERE client_id = ${CLIENT} AND id = ${memberId}`,
  );
  await clientRows(
    db,
    client,
    sql`UPDATE member_details d SET first_name = ${change.firstName}, last_name = ${change.lastName}, phone_number = ${change.phoneNumber}, mobile_number = ${change.mobileNumber}
      FROM member m
     WHERE m.id = d.member_id AND m.client_id = ${CLIENT} AND m.id = ${memberId}`,
  );
}

/** The member's theme and language; both null when nothing was chosen yet. */
export async function readProfileSetting(db: Queryable, client: ClientRef, memberId: string): Promise<ProfileSetting> {
  const [row] = await clientRows<{ theme: ProfileSetting['frontendStyle']['theme']; language_code: ProfileSetting['languageCode'] }>(
    db,
    client,
    sql`SELECT s.theme, s.language_code
       FROM member m JOIN member_setting s ON s.member_id = m.id
      WHERE m.client_id = ${CLIENT} AND m.id = ${memberId}`,
  );
  return { frontendStyle: { theme: row?.theme ?? null }, languageCode: row?.language_code ?? null };
}

/** Creates or replaces the member's settings row. */
export async function saveProfileSetting(db: Queryable, client: ClientRef, memberId: string, setting: ProfileSetting): Promise<void> {
  // Inserting through a SELECT on member keeps the write inside the client: a foreign id inserts nothing.
  await clientRows(
    db,
    client,
    sql`INSERT INTO member_setting (member_id, theme, language_code)
     SELECT m.id, ${setting.frontendStyle.theme}, ${setting.languageCode} FROM member m WHERE m.client_id = ${CLIENT} AND m.id = ${memberId}
     ON CONFLICT (member_id) DO UPDATE SET theme = EXCLUDED.theme, language_code = EXCLUDED.language_code`,
  );
}

/** Sets a new username; the unique index (client, lower(username)) is the last word on clashes. */
export async function updateUsername(db: Queryable, client: ClientRef, memberId: string, username: string): Promise<void> {
  await clientRows(
    db,
    client,
    sql`UPDATE member SET username = ${username}, updated_at = now() WHERE client_id = ${CLIENT} AND id = ${memberId}`,
  );
}

/** Ends every session of the member except `keepSessionId` (the one that made the change). */
export async function endOtherSessions(db: Queryable, client: ClientRef, memberId: string, keepSessionId: string): Promise<void> {
  await clientRows(db, client, sql`DELETE FROM session WHERE client_id = ${CLIENT} AND member_id = ${memberId} AND id <> ${keepSessionId}`);
}
