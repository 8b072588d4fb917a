import { FIRE_WARDEN_GROUP_TYPE, FIRST_AID_GROUP_TYPE } from '@compliance/shared-contracts';
import type { Queryable } from '../db';

export interface LocationDrift {
  locationId: string;
  tallied: [number, number, number];
  real: [number, number, number];
}

/**
 * Where the location tally table of 025_location_tally.sql disagrees with a count of the client's
 * location members made here from scratch (members, first aiders, fire wardens, each not-archived
 * member once); none when it is exact. A location the tally lacks counts as all 0 tallied.
 */
export function locationTallyDrift(db: Queryable, clientId: string): Promise<LocationDrift[]> {
  return db.query<LocationDrift>(
    `WITH real AS (
       SELECT l.id AS location_id, count(m.id)::int AS members,
              (count(m.id) FILTER (WHERE EXISTS (SELECT 1 FROM member_group_member gm JOIN member_group g ON g.id = gm.member_group_id
                                                  WHERE gm.member_id = m.id AND g.type = $2)))::int AS first_aiders,
              (count(m.id) FILTER (WHERE EXISTS (SELECT 1 FROM member_group_member gm JOIN member_group g ON g.id = gm.member_group_id
                                                  WHERE gm.member_id = m.id AND g.type = $3)))::int AS fire_wardens
         FROM location l LEFT JOIN location_member x ON x.location_id = l.id
         LEFT JOIN member m ON m.id = x.member_id AND m.archived_at IS NULL
        WHERE l.client_id = $1 GROUP BY l.id),
     tallied AS (SELECT l.id AS location_id, COALESCE(t.members, 0) AS members, COALESCE(t.first_aiders, 0) AS first_aiders,
                     COALESCE(t.fire_wardens, 0) AS fire_wardens
                FROM location l LEFT JOIN location_tally t ON t.location_id = l.id WHERE l.client_id = $1)
     SELECT r.location_id AS "locationId", ARRAY[k.members, k.first_aiders, k.fire_wardens] AS tallied,
            ARRAY[r.members, r.first_aiders, r.fire_wardens] AS real
       FROM real r JOIN tallied k ON k.location_id = r.location_id
      WHERE (r.members, r.first_aiders, r.fire_wardens) IS DISTINCT FROM (k.members, k.first_aiders, k.fire_wardens)`,
    [clientId, FIRST_AID_GROUP_TYPE, FIRE_WARDEN_GROUP_TYPE],
  );
}
