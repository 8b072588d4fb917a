import { queryOne, type Queryable } from '../../db';

/** A customer advisor of a licensee by username. */
export function findAdvisor(db: Queryable, licenseeId: string, username: string) {
  return queryOne<{ id: string; password_hash: string; status: string }>(
    db,
    `SELECT id, password_hash, status FROM customer_advisor WHERE licensee_id = $1 AND lower(username) = lower($2)`,
    [licenseeId, username],
  );
}
