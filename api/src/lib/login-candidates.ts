import { type Queryable } from '../db';
import { sql, sqlRow } from './sql';

// Who a sign-in or a password-reset request names: the client by its company ID, then the member.

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
  return sqlRow<{ id: string; allow_support_login: boolean; client_identifier: string; deactivated_at: Date | null }>(
    db,
    sql`SELECT id, allow_support_login, client_identifier, deactivated_at FROM client
      WHERE licensee_id = ${licenseeId} AND client_identifier = lower(${clientIdentifier})`,
  );
}

/** The member a login names: by username, or by e-mail (docs/product.md §5 accepts both). */
export function findLoginCandidate(db: Queryable, clientId: string, username: string) {
  return sqlRow<LoginCandidate>(
    db,
    sql`SELECT m.id, m.client_id, m.password_hash, m.status, m.archived_at, m.email,
            d.first_name, d.last_name, s.language_code, c.language AS client_language
       FROM member m
       JOIN client c ON c.id = m.client_id
       JOIN member_details d ON d.member_id = m.id
       LEFT JOIN member_setting s ON s.member_id = m.id
      WHERE m.client_id = ${clientId} AND (lower(m.username) = lower(${username}) OR lower(m.email) = lower(${username}))
      ORDER BY (lower(m.username) = lower(${username})) DESC
      LIMIT 1`,
  );
}

/** A licensee's staff account by username: the customer advisor's support login and the back office's login. */
export function findStaffAccount(db: Queryable, licenseeId: string, username: string) {
  return sqlRow<{ id: string; password_hash: string; status: string }>(
    db,
    sql`SELECT id, password_hash, status FROM customer_advisor WHERE licensee_id = ${licenseeId} AND lower(username) = lower(${username})`,
  );
}
