/** Columns the back office's client list can be sorted by. */
export const LICENSEE_CLIENT_SORT_COLUMNS = ['name', 'clientIdentifier', 'city', 'memberCount', 'lastActivityAt'] as const;

/** A client's standing with its licensee: deactivated clients' members cannot sign in. */
export const LICENSEE_CLIENT_STATUSES = ['active', 'deactivated'] as const;
export type LicenseeClientStatus = (typeof LICENSEE_CLIENT_STATUSES)[number];

/** The most members a licensee may allow a client. */
export const CLIENT_MAX_MEMBERS_LIMIT = 1_000_000;

/** Where today lies in a package booking's span: before it, in it (its areas count), after it. */
export const PACKAGE_BOOKING_STATUSES = ['upcoming', 'current', 'ended'] as const;
export type PackageBookingStatus = (typeof PACKAGE_BOOKING_STATUSES)[number];
