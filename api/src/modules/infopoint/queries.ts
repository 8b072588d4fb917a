import {
  COMPANY_WIDE_GROUP_TYPES,
  FIRE_WARDEN_GROUP_TYPE,
  FIRST_AID_GROUP_TYPE,
  MEMBER_GROUP_TYPES,
  type ContactPerson,
  type InfopointMemberGroup,
  type LocationType,
  type MemberGroupType,
} from '@compliance/shared-contracts';
import type { Queryable } from '../../db';
import { CLIENT, clientRows, sql, type ClientRef, type Sql } from '../../lib/sql';

/** A location with the figures its coverage is computed from. */
export interface LocationFigures {
  uuid: string;
  name: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  countryCode: string;
  locationType: LocationType;
  memberCount: number;
  isOwn: boolean;
  firstAiders: number;
  fireWardens: number;
}

/** Whether member `x.member_id` belongs to a group of `type`. */
const inGroupOf = (type: MemberGroupType): Sql =>
  sql`EXISTS (SELECT 1 FROM member_group_member gm JOIN member_group g ON g.id = gm.member_group_id AND g.type = ${type}
               WHERE gm.member_id = x.member_id)`;

/**
 * The client's locations `l` with their figures, counted in one pass over each location's members
 * who are not archived (a member is linked to a location once, so each counts once).
 */
const locationFigures = (memberId: string | null): Sql =>
  sql`SELECT l.id AS uuid, l.name, l.street, l.postal_code AS "postalCode", l.city, l.country_code AS "countryCode",
             l.location_type AS "locationType", people."memberCount", people."firstAiders", people."fireWardens",
             EXISTS (SELECT 1 FROM location_member own WHERE own.location_id = l.id AND own.member_id = ${memberId}::uuid) AS "isOwn"
        FROM location l
        CROSS JOIN LATERAL (
          SELECT count(*)::int AS "memberCount", (count(*) FILTER (WHERE ${inGroupOf(FIRST_AID_GROUP_TYPE)}))::int AS "firstAiders",
                 (count(*) FILTER (WHERE ${inGroupOf(FIRE_WARDEN_GROUP_TYPE)}))::int AS "fireWardens"
            FROM location_member x JOIN member m ON m.id = x.member_id AND m.archived_at IS NULL
           WHERE x.location_id = l.id) people
       WHERE l.client_id = ${CLIENT}`;

/** Every location of the client with its figures: the member's own first, then by name. */
export const listLocationFigures = (db: Queryable, client: ClientRef, memberId: string | null): Promise<LocationFigures[]> =>
  clientRows<LocationFigures>(db, client, sql`${locationFigures(memberId)} ORDER BY "isOwn" DESC, lower(l.name), l.id`);

/** One location of the client with its figures, or undefined when the client has no such location. */
export async function readLocationFigures(
  db: Queryable,
  client: ClientRef,
  memberId: string | null,
  locationId: string,
): Promise<LocationFigures | undefined> {
  const [row] = await clientRows<LocationFigures>(db, client, sql`${locationFigures(memberId)} AND l.id = ${locationId}`);
  return row;
}

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
