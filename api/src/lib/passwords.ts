import type { Queryable } from '../db';
import { ApiError } from '../errors';
import { assertNotCommonPassword } from '../security/common-passwords';
import { hashForStorage, verifyStored } from '../security/passwords';
import { sql, sqlRows } from './sql';

/**
 * Replaces a member's password, refusing a commonly used one ('Password.TooCommon') and one
 * used before ('Password.AlreadyUsed'). Shared by reset, change and admin-set flows.
 */
export async function replacePassword(db: Queryable, memberId: string, clientHash: string): Promise<void> {
  await assertNotCommonPassword(clientHash);
  for (const previous of await passwordHistory(db, memberId)) {
    if (await verifyStored(clientHash, previous)) throw new ApiError(400, 'Password.AlreadyUsed');
  }
  await storePassword(db, memberId, await hashForStorage(clientHash));
}

/** Every password the member has used, newest first (for 'password already used'). */
async function passwordHistory(db: Queryable, memberId: string): Promise<string[]> {
  const rows = await sqlRows<{ password_hash: string }>(
    db,
    sql`SELECT password_hash FROM password_history WHERE member_id = ${memberId} ORDER BY created_at DESC`,
  );
  return rows.map((row) => row.password_hash);
}

/** Sets a member's password and records it in the history. */
async function storePassword(db: Queryable, memberId: string, stored: string): Promise<void> {
  await sqlRows(db, sql`UPDATE member SET password_hash = ${stored}, updated_at = now() WHERE id = ${memberId}`);
  await sqlRows(db, sql`INSERT INTO password_history (member_id, password_hash) VALUES (${memberId}, ${stored})`);
}
