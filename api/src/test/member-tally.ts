import type { Queryable } from '../db';

export interface TallyDrift {
  role: string;
  status: string;
  tallied: number;
  real: number;
}

/**
 * Where the tally table of 006_member_tally.sql disagrees with a real count of the client's
 * not-archived members per role and status; none when it is exact. A combination the tally
 * lacks counts as 0 tallied, so a missing row is caught as well as a wrong one.
 */
export function tallyDrift(db: Queryable, clientId: string): Promise<TallyDrift[]> {
  return db.query<TallyDrift>(
    `SELECT coalesce(k.role, r.role) AS role, coalesce(k.status, r.status) AS status,
            coalesce(k.members, 0) AS tallied, coalesce(r.members, 0) AS real
       FROM (SELECT role, status, members FROM client_member_tally WHERE client_id = $1) k
       FULL JOIN (SELECT role, status, count(*)::int AS members FROM member WHERE client_id = $1 AND archived_at IS NULL GROUP BY role, status) r
         ON r.role = k.role AND r.status = k.status
      WHERE coalesce(k.members, 0) <> coalesce(r.members, 0)`,
    [clientId],
  );
}
