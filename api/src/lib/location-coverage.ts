import {
  requiredFireWardens,
  requiredFirstAiders,
  type Coverage,
  type InfopointLocation,
  type LocationType,
} from '@compliance/shared-contracts';
import type { Queryable } from '../db';
import { locationInScope, unitsAdministeredBy, type Scope } from './scope';
import { CLIENT, clientRows, sql, type ClientRef, type Sql } from './sql';

// A location's coverage (docs/areas/start.md): the first aiders and fire wardens it needs for the
// members working there against those it has. The infopoint shows it for every location; the
// admins' overview lists the locations of their scope that fall short.

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

/**
 * The client's locations `l` with their figures, read from the location tally table
 * (025_location_tally.sql: not-archived members, and those in a first-aid and a fire-warden
 * group); a location nobody works at has no tally row yet.
 */
const locationFigures = (memberId: string | null): Sql =>
  sql`SELECT l.id AS uuid, l.name, l.street, l.postal_code AS "postalCode", l.city, l.country_code AS "countryCode",
             l.location_type AS "locationType", COALESCE(t.members, 0) AS "memberCount",
             COALESCE(t.first_aiders, 0) AS "firstAiders", COALESCE(t.fire_wardens, 0) AS "fireWardens",
             EXISTS (SELECT 1 FROM location_member own WHERE own.location_id = l.id AND own.member_id = ${memberId}::uuid) AS "isOwn"
        FROM location l LEFT JOIN location_tally t ON t.location_id = l.id
       WHERE l.client_id = ${CLIENT}`;

/** The client's locations (those `where` holds for, of `l`) with their figures: the member's own first, then by name. */
export const listLocationFigures = (
  db: Queryable,
  client: ClientRef,
  memberId: string | null,
  where: Sql = sql`TRUE`,
): Promise<LocationFigures[]> =>
  clientRows<LocationFigures>(
    db,
    client,
    sql`${locationFigures(memberId)} AND ${where} ORDER BY "isOwn" DESC, lower(l.name), l.id`.prepare(),
  );

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

const coverageOf = (required: number, present: number): Coverage => ({ required, present, shortfall: Math.max(0, required - present) });

/** A location with its coverage computed by the rules of infopoint-values.ts. */
export function withCoverage({ firstAiders, fireWardens, ...location }: LocationFigures): InfopointLocation {
  return {
    ...location,
    coverage: {
      firstAid: coverageOf(requiredFirstAiders(location.memberCount, location.locationType), firstAiders),
      fireWardens: coverageOf(requiredFireWardens(location.memberCount), fireWardens),
    },
  };
}

/**
 * SQL condition: the location `l` concerns the admin of `scope`: a loc-admin's own locations, the
 * locations where a member of an ou-admin's units works (their kept pairs, 066), every location
 * for the client.
 */
function locationConcerns(scope: Scope): Sql {
  if (scope.kind !== 'org-units') return locationInScope(scope, 'l');
  return sql`l.id IN (SELECT t.location_id FROM org_unit_location_tally t
                       WHERE t.org_unit_id IN (${unitsAdministeredBy(scope.memberId)}) AND t.members > 0)`;
}

/** The locations that concern the admin of `scope` short of first aiders or fire wardens, with their coverage, by name. */
export async function listLocationsShortOfCoverage(db: Queryable, client: ClientRef, scope: Scope): Promise<InfopointLocation[]> {
  const locations = (await listLocationFigures(db, client, null, locationConcerns(scope))).map(withCoverage);
  return locations.filter(({ coverage }) => coverage.firstAid.shortfall > 0 || coverage.fireWardens.shortfall > 0);
}
