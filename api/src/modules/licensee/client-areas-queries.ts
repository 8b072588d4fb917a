import type { FeatureFlag, PackageBooking } from '@compliance/shared-contracts';
import type { Queryable } from '../../db';
import { FEATURE_SOURCES_COLUMNS } from '../../lib/feature-flags';
import { LICENSEE, licenseeRows, sql, type LicenseeRef } from '../../lib/sql';
import type { FeatureSources } from './queries';

// A client's packages and overrides as the back office reads and writes them. Every query names
// the licensee: a client or package of another licensee is none. Each write to client_package
// or client_feature_flag is notified (migration 029), so every instance drops the client's
// cached flags at once.

/** What decides a client's areas (bookings valid today and overrides), or undefined for none of the licensee's. */
export async function readFeatureSources(db: Queryable, licensee: LicenseeRef, clientId: string): Promise<FeatureSources | undefined> {
  const [row] = await licenseeRows<FeatureSources>(
    db,
    licensee,
    sql`SELECT ${FEATURE_SOURCES_COLUMNS} FROM client c WHERE c.licensee_id = ${LICENSEE} AND c.id = ${clientId}`,
  );
  return row;
}

/** A package of the licensee with the product types of its products (a type that names no feature flag switches nothing). */
export interface PackageRow {
  uuid: string;
  identifier: string;
  name: string;
  productTypes: string[];
}

/** The licensee's packages by name, each with the product types it brings. */
export function readLicenseePackages(db: Queryable, licensee: LicenseeRef): Promise<PackageRow[]> {
  return licenseeRows<PackageRow>(
    db,
    licensee,
    sql`SELECT p.id AS uuid, p.identifier, p.name,
               ARRAY(SELECT DISTINCT pt.identifier
                       FROM package_product pp
                       JOIN product pr ON pr.id = pp.product_id
                       JOIN product_type pt ON pt.id = pr.product_type_id
                      WHERE pp.package_id = p.id ORDER BY pt.identifier) AS "productTypes"
          FROM package p WHERE p.licensee_id = ${LICENSEE}
         ORDER BY lower(p.name), p.id`,
  );
}

/** One package of the licensee (its identifier names it in the audit log), or undefined. */
export async function readLicenseePackage(
  db: Queryable,
  licensee: LicenseeRef,
  packageId: string,
): Promise<{ identifier: string } | undefined> {
  const [row] = await licenseeRows<{ identifier: string }>(
    db,
    licensee,
    sql`SELECT p.identifier FROM package p WHERE p.licensee_id = ${LICENSEE} AND p.id = ${packageId}`,
  );
  return row;
}

/** Where today lies in a booking's span; current as FEATURE_SOURCES_COLUMNS counts it. */
const BOOKING_STATUS = sql`CASE WHEN cp.valid_from > current_date THEN 'upcoming' WHEN cp.valid_to < current_date THEN 'ended' ELSE 'current' END`;

const BOOKING_COLUMNS = sql`cp.package_id AS "packageUuid", cp.valid_from::text AS "validFrom", cp.valid_to::text AS "validTo",
  ${BOOKING_STATUS} AS status`;

/** The packages booked for a client of the licensee, the latest start first (open starts last). */
export function readBookings(db: Queryable, licensee: LicenseeRef, clientId: string): Promise<PackageBooking[]> {
  return licenseeRows<PackageBooking>(
    db,
    licensee,
    sql`SELECT ${BOOKING_COLUMNS}
          FROM client_package cp JOIN client c ON c.id = cp.client_id
         WHERE c.licensee_id = ${LICENSEE} AND c.id = ${clientId}
         ORDER BY cp.valid_from DESC NULLS LAST, cp.package_id`,
  );
}

/** The span one package is booked for, locked until the transaction ends; undefined when not booked. */
export async function lockBooking(
  db: Queryable,
  licensee: LicenseeRef,
  clientId: string,
  packageId: string,
): Promise<PackageBooking | undefined> {
  const [row] = await licenseeRows<PackageBooking>(
    db,
    licensee,
    sql`SELECT ${BOOKING_COLUMNS}
          FROM client_package cp JOIN client c ON c.id = cp.client_id
         WHERE c.licensee_id = ${LICENSEE} AND c.id = ${clientId} AND cp.package_id = ${packageId}
           FOR UPDATE OF cp`,
  );
  return row;
}

/** A booking's span: ISO dates, both days included; null is open. */
export interface BookingSpan {
  validFrom: string | null;
  validTo: string | null;
}

/** Books a package of the licensee for its client; false when it is booked already. */
export async function insertBooking(
  db: Queryable,
  licensee: LicenseeRef,
  clientId: string,
  packageId: string,
  span: BookingSpan,
): Promise<boolean> {
  const inserted = await licenseeRows(
    db,
    licensee,
    sql`INSERT INTO client_package (client_id, package_id, valid_from, valid_to)
        SELECT c.id, p.id, ${span.validFrom}::date, ${span.validTo}::date
          FROM client c JOIN package p ON p.licensee_id = c.licensee_id
         WHERE c.licensee_id = ${LICENSEE} AND c.id = ${clientId} AND p.id = ${packageId}
        ON CONFLICT (client_id, package_id) DO NOTHING RETURNING package_id`,
  );
  return inserted.length > 0;
}

/** Changes the span of a package booked for a client of the licensee. */
export async function updateBooking(
  db: Queryable,
  licensee: LicenseeRef,
  clientId: string,
  packageId: string,
  span: BookingSpan,
): Promise<void> {
  await licenseeRows(
    db,
    licensee,
    sql`UPDATE client_package cp SET valid_from = ${span.validFrom}::date, valid_to = ${span.validTo}::date
          FROM client c
         WHERE c.id = cp.client_id AND c.licensee_id = ${LICENSEE} AND c.id = ${clientId} AND cp.package_id = ${packageId}`,
  );
}

/** Removes a package booked for a client of the licensee. */
export async function deleteBooking(db: Queryable, licensee: LicenseeRef, clientId: string, packageId: string): Promise<void> {
  await licenseeRows(
    db,
    licensee,
    sql`DELETE FROM client_package cp USING client c
         WHERE c.id = cp.client_id AND c.licensee_id = ${LICENSEE} AND c.id = ${clientId} AND cp.package_id = ${packageId}`,
  );
}

/** Replaces a client's overrides by these (flags left out have none). */
export async function replaceOverrides(
  db: Queryable,
  licensee: LicenseeRef,
  clientId: string,
  overrides: ReadonlyArray<readonly [FeatureFlag, boolean]>,
): Promise<void> {
  const kept = overrides.map(([flag]) => flag);
  await licenseeRows(
    db,
    licensee,
    sql`DELETE FROM client_feature_flag f USING client c
         WHERE c.id = f.client_id AND c.licensee_id = ${LICENSEE} AND c.id = ${clientId}
           AND NOT (f.flag = ANY(${kept}::text[]))`,
  );
  if (overrides.length === 0) return;
  await licenseeRows(
    db,
    licensee,
    sql`INSERT INTO client_feature_flag (client_id, flag, enabled)
        SELECT c.id, o.flag, o.enabled
          FROM client c, unnest(${kept}::text[], ${overrides.map(([, enabled]) => enabled)}::boolean[]) AS o(flag, enabled)
         WHERE c.licensee_id = ${LICENSEE} AND c.id = ${clientId}
        ON CONFLICT (client_id, flag) DO UPDATE SET enabled = EXCLUDED.enabled
          WHERE client_feature_flag.enabled IS DISTINCT FROM EXCLUDED.enabled`,
  );
}
