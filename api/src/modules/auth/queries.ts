import { queryOne, type Queryable } from '../../db';

export interface LoginCandidate {
  id: string;
  client_id: string;
  password_hash: string | null;
  status: 'active' | 'deactivated';
  archived_at: Date | null;
  email: string | null;
  first_name: string;
  last_name: string;
  language_code: string | null;
  client_language: string;
}

/** A client of a licensee by its company ID (case-insensitive). */
export function findClient(db: Queryable, licenseeId: string, clientIdentifier: string) {
  return queryOne<{ id: string; allow_support_login: boolean; client_identifier: string }>(
    db,
    `SELECT id, allow_support_login, client_identifier FROM client
      WHERE licensee_id = $1 AND client_identifier = lower($2)`,
    [licenseeId, clientIdentifier],
  );
}

/** The member a login names: by username, or by e-mail (docs/product.md §5 accepts both). */
export function findLoginCandidate(db: Queryable, clientId: string, username: string) {
  return queryOne<LoginCandidate>(
    db,
    `SELECT m.id, m.client_id, m.password_hash, m.status, m.archived_at, m.email,
            d.first_name, d.last_name, s.language_code, c.language AS client_language
       FROM member m
       JOIN client c ON c.id = m.client_id
       JOIN member_details d ON d.member_id = m.id
       LEFT JOIN member_setting s ON s.member_id = m.id
      WHERE m.client_id = $1 AND (lower(m.username) = lower($2) OR lower(m.email) = lower($2))
      ORDER BY (lower(m.username) = lower($2)) DESC
      LIMIT 1`,
    [clientId, username],
  );
}

/** A customer advisor of a licensee by username. */
export function findAdvisor(db: Queryable, licenseeId: string, username: string) {
  return queryOne<{ id: string; password_hash: string; status: string }>(
    db,
    `SELECT id, password_hash, status FROM customer_advisor WHERE licensee_id = $1 AND lower(username) = lower($2)`,
    [licenseeId, username],
  );
}

/** Every password the member has used, newest first (for 'password already used'). */
export async function passwordHistory(db: Queryable, memberId: string): Promise<string[]> {
  const rows = await db.query<{ password_hash: string }>(
    'SELECT password_hash FROM password_history WHERE member_id = $1 ORDER BY created_at DESC',
    [memberId],
  );
  return rows.map((row) => row.password_hash);
}

/** Sets a member's password and records it in the history. */
export async function storePassword(db: Queryable, memberId: string, stored: string): Promise<void> {
  await db.query('UPDATE member SET password_hash = $2, updated_at = now() WHERE id = $1', [memberId, stored]);
  await db.query('INSERT INTO password_history (member_id, password_hash) VALUES ($1, $2)', [memberId, stored]);
}
