import { type Queryable } from '../../db';
import { sql, sqlRow } from '../../lib/sql';

/** A staff account with its licensee, as the back office shows who is signed in. */
export function readStaff(db: Queryable, licenseeId: string, staffId: string) {
  return sqlRow<{
    id: string;
    username: string;
    email: string | null;
    first_name: string;
    last_name: string;
    licensee_id: string;
    licensee_identifier: string;
    licensee_name: string;
  }>(
    db,
    sql`SELECT a.id, a.username, a.email, a.first_name, a.last_name,
            l.id AS licensee_id, l.identifier AS licensee_identifier, l.name AS licensee_name
       FROM customer_advisor a
       JOIN licensee l ON l.id = a.licensee_id
      WHERE a.id = ${staffId} AND a.licensee_id = ${licenseeId}`,
  );
}
