import {
  FEATURE_FLAGS,
  resolveFeatureFlags,
  type FeatureFlag,
  type FeatureFlagOverrides,
  type LicenseeClientAreas,
  type PackageBooking,
  type PackageBookingBody,
} from '@compliance/shared-contracts';
import type { LicenseeSessionContext } from '../../context';
import type { Database, Queryable } from '../../db';
import { ApiError } from '../../errors';
import { auditStaff, withClientLocked } from './client-writes';
import {
  deleteBooking,
  insertBooking,
  lockBooking,
  readBookings,
  readFeatureSources,
  readLicenseePackage,
  readLicenseePackages,
  replaceOverrides,
  updateBooking,
} from './client-areas-queries';

// A client's areas as the licensee's staff switch them (docs/areas/back-office.md "Packages and
// areas"): packages booked for a span of days, then the client's own override of each flag.
// Every write locks the client first (404 Client.NotFound for another licensee's) and is
// audited with what it was before; the client's admins see the change at their next page.

/** The client's overrides, one per flag; null where its packages decide. */
function overridesOf(stored: Readonly<Record<string, boolean>>): FeatureFlagOverrides {
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, stored[flag] ?? null])) as FeatureFlagOverrides;
}

/** A client's bookings, overrides and the flags they switch on today, with the licensee's packages to book. */
export async function readClientAreas(db: Queryable, session: LicenseeSessionContext, clientId: string): Promise<LicenseeClientAreas> {
  const sources = await readFeatureSources(db, session, clientId);
  if (!sources) throw new ApiError(404, 'Client.NotFound');
  const [packages, bookings] = await Promise.all([readLicenseePackages(db, session), readBookings(db, session, clientId)]);
  return {
    packages: packages.map(({ productTypes, ...row }) => ({ ...row, areas: FEATURE_FLAGS.filter((flag) => productTypes.includes(flag)) })),
    bookings,
    overrides: overridesOf(sources.overrides),
    fromPackages: resolveFeatureFlags(sources.products),
    flags: resolveFeatureFlags(sources.products, sources.overrides),
  };
}

/** The licensee's package a request names; another licensee's or none is 404 Package.NotFound. */
async function packageOfLicensee(tx: Queryable, session: LicenseeSessionContext, packageId: string): Promise<string> {
  const found = await readLicenseePackage(tx, session, packageId);
  if (!found) throw new ApiError(404, 'Package.NotFound');
  return found.identifier;
}

/** Books a package of the licensee for its client; one booked already is 409 Package.AlreadyBooked. */
export function bookPackage(
  db: Database,
  session: LicenseeSessionContext,
  { uuid, packageUuid, validFrom, validTo }: PackageBookingBody,
): Promise<void> {
  return withClientLocked(db, session, uuid, async (tx) => {
    const identifier = await packageOfLicensee(tx, session, packageUuid);
    if (!(await insertBooking(tx, session, uuid, packageUuid, { validFrom, validTo }))) throw new ApiError(409, 'Package.AlreadyBooked');
    await auditStaff(tx, session, uuid, 'client.book-package', { package: identifier, validFrom, validTo });
  });
}

/**
 * Runs `write` on a package booked for the client, both locked: another licensee's package is
 * 404 Package.NotFound, one the client has not booked 404 Package.NotBooked.
 */
function withBookingLocked(
  db: Database,
  session: LicenseeSessionContext,
  clientId: string,
  packageId: string,
  write: (tx: Queryable, identifier: string, before: PackageBooking) => Promise<void>,
): Promise<void> {
  return withClientLocked(db, session, clientId, async (tx) => {
    const identifier = await packageOfLicensee(tx, session, packageId);
    const before = await lockBooking(tx, session, clientId, packageId);
    if (!before) throw new ApiError(404, 'Package.NotBooked');
    await write(tx, identifier, before);
  });
}

/** Changes the span a package is booked for; unchanged writes nothing. */
export function changeBooking(
  db: Database,
  session: LicenseeSessionContext,
  { uuid, packageUuid, validFrom, validTo }: PackageBookingBody,
): Promise<void> {
  return withBookingLocked(db, session, uuid, packageUuid, async (tx, identifier, before) => {
    if (before.validFrom === validFrom && before.validTo === validTo) return;
    await updateBooking(tx, session, uuid, packageUuid, { validFrom, validTo });
    await auditStaff(tx, session, uuid, 'client.update-package-booking', {
      package: identifier,
      before: { validFrom: before.validFrom, validTo: before.validTo },
      after: { validFrom, validTo },
    });
  });
}

/** Removes a package booked for a client, audited with the span it had. */
export function cancelBooking(db: Database, session: LicenseeSessionContext, clientId: string, packageId: string): Promise<void> {
  return withBookingLocked(db, session, clientId, packageId, async (tx, identifier, before) => {
    await deleteBooking(tx, session, clientId, packageId);
    await auditStaff(tx, session, clientId, 'client.cancel-package-booking', {
      package: identifier,
      validFrom: before.validFrom,
      validTo: before.validTo,
    });
  });
}

/** Sets the client's override of each flag (null: none); audited with the overrides before, when any changed. */
export function changeOverrides(
  db: Database,
  session: LicenseeSessionContext,
  clientId: string,
  overrides: FeatureFlagOverrides,
): Promise<void> {
  return withClientLocked(db, session, clientId, async (tx) => {
    const before = overridesOf((await readFeatureSources(tx, session, clientId))!.overrides);
    if (FEATURE_FLAGS.every((flag) => before[flag] === overrides[flag])) return;
    const set = FEATURE_FLAGS.flatMap((flag): Array<[FeatureFlag, boolean]> => {
      const enabled = overrides[flag];
      return enabled === null ? [] : [[flag, enabled]];
    });
    await replaceOverrides(tx, session, clientId, set);
    await auditStaff(tx, session, clientId, 'client.update-feature-flags', { before, after: overrides });
  });
}
