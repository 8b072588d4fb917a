import { type Queryable } from '../../db';
import { sql, sqlRow } from '../../lib/sql';

/** A customer advisor of a licensee by username. */
export function findAdvisor(db: Queryable, licenseeId: string, username: string) {
  return sqlRow<{ id: string; password_hash: string; status: string }>(
    db,
    sql`SELECT id, password_hash, status FROM customer_advisor WHERE licensee_id = ${licenseeId} AND lower(username) = lower(${username})`,
  );
}
