import { COMPANY_WIDE_GROUP_TYPES, MEMBER_GROUP_TYPES, type ContactPerson, type InfopointMemberGroup } from '@compliance/shared-contracts';
import type { Queryable } from '../../db';
import { CLIENT, clientRows, sql, type ClientRef } from '../../lib/sql';

// The infopoint's contact data: who is responsible at a location and which groups serve it. The
// locations' figures and coverage are lib/location-coverage.ts's, which the admins' overview reads too.

/** A person's name and contact data, for member `m` with details `d`, as one JSON object. */
const CONTACT_JSON = sql`json_build_object('uuid', m.id, 'firstName', d.first_name, 'lastName', d.last_name, 'email', m.email,
  'phoneNumber', d.phone_number, 'mobileNumber', d.mobile_number)`;
const CONTACT_ORDER = sql`lower(d.last_name), lower(d.first_name), m.id`;

/** The persons responsible for a location (not archived), by name. */
export const listResponsiblePersons = (db: Queryable, client: ClientRef, locationId: string): Promise<ContactPerson[]> =>
  clientRows<ContactPerson>(
    db,
    client,
    sql`SELECT m.id AS uuid, d.first_name AS "firstName", d.last_name AS "lastName", m.email,
               d.phone_number AS "phoneNumber", d.mobile_number AS "mobileNumber"
          FROM location_responsible r JOIN member m ON m.id = r.member_id AND m.archived_at IS NULL AND m.client_id = ${CLIENT}
          JOIN member_details d ON d.member_id = m.id
         WHERE r.location_id = ${locationId} ORDER BY ${CONTACT_ORDER}`,
  );

/**
 * The member groups with someone to turn to at a location: a company-wide group with all its members,
 * any other group with those who work there. In the order of the group types, then by name.
 */
export function listGroupsAtLocation(db: Queryable, client: ClientRef, locationId: string): Promise<InfopointMemberGroup[]> {
  const companyWide = sql`g.type = ANY(${[...COMPANY_WIDE_GROUP_TYPES]}::text[])`;
  return clientRows<InfopointMemberGroup>(
    db,
    client,
    sql`SELECT * FROM (
          SELECT g.id AS uuid, g.name, g.type, ${companyWide} AS "companyWide",
                 coalesce((SELECT json_agg(${CONTACT_JSON} ORDER BY ${CONTACT_ORDER})
                             FROM member_group_member gm JOIN member m ON m.id = gm.member_id AND m.archived_at IS NULL
                             JOIN member_details d ON d.member_id = m.id
                            WHERE gm.member_group_id = g.id
                              AND (${companyWide} OR EXISTS (SELECT 1 FROM location_member x WHERE x.location_id = ${locationId} AND x.member_id = m.id))),
                          '[]'::json) AS members,
                 array_position(${[...MEMBER_GROUP_TYPES]}::text[], g.type) AS type_order
            FROM member_group g WHERE g.client_id = ${CLIENT}) groups
         WHERE json_array_length(members) > 0
         ORDER BY type_order, lower(name), uuid`,
  );
}
