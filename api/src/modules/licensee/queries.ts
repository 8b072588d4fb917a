import type {
  LicenseeClientDetails,
  LicenseeClientFields,
  LicenseeClientRow,
  LICENSEE_CLIENT_SORT_COLUMNS,
} from '@compliance/shared-contracts';
import { type Queryable } from '../../db';
import { FEATURE_SOURCES_COLUMNS } from '../../lib/feature-flags';
import type { RowList } from '../../lib/paging';
import { isoTime, LICENSEE, licenseeRows, sql, sqlRow, type LicenseeRef } from '../../lib/sql';

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

/**
 * A client's members that count against its limit (active, not archived: lib/membership.ts),
 * summed from the tally the member triggers keep (migration 006).
 */
const CLIENT_MEMBER_COUNT = sql`(SELECT coalesce(sum(t.members), 0)::int FROM client_member_tally t WHERE t.client_id = c.id AND t.status = 'active')`;

/** Its members' latest sign-in: one step back along the last-login index (migration 006). */
const CLIENT_LAST_ACTIVITY = sql`(SELECT max(m.last_login_at) FROM member m WHERE m.client_id = c.id AND m.archived_at IS NULL)`;

/** What decides a client's areas, as read (FEATURE_SOURCES_COLUMNS), before resolveFeatureFlags. */
export interface FeatureSources {
  products: string[];
  overrides: Record<string, boolean>;
}

/** A client row as read, before its feature sources are resolved to the areas switched on. */
export type ClientListRow = Omit<LicenseeClientRow, 'areas'> & FeatureSources;

/** One client as read, before its feature sources are resolved to the areas switched on. */
export type ClientDetailsRow = Omit<LicenseeClientDetails, 'areas'> & FeatureSources;

/** The licensee's clients; counts and feature sources are computed for a page's rows alone. */
export const CLIENT_LIST: RowList<(typeof LICENSEE_CLIENT_SORT_COLUMNS)[number], ClientListRow> = {
  columns: sql`c.id AS uuid, c.client_identifier AS "clientIdentifier", c.name, c.city,
    ${CLIENT_MEMBER_COUNT} AS "memberCount", c.max_members AS "maxMembers",
    ${isoTime(CLIENT_LAST_ACTIVITY)} AS "lastActivityAt", ${isoTime(sql`c.deactivated_at`)} AS "deactivatedAt",
    c.allow_support_login AS "allowSupportLogin", ${FEATURE_SOURCES_COLUMNS}`,
  from: sql`client c`,
  pageKeys: { columns: [sql`c.id`] },
  order: {
    name: [sql`lower(c.name)`, sql`c.id`],
    clientIdentifier: [sql`c.client_identifier`, sql`c.id`],
    city: [sql`lower(c.city)`, sql`lower(c.name)`, sql`c.id`],
    memberCount: [CLIENT_MEMBER_COUNT, sql`c.id`],
    lastActivityAt: [CLIENT_LAST_ACTIVITY, sql`c.id`],
  },
  defaultSort: 'name',
};

/** What locking a client reads of it: whether it is active and lets the licensee's staff in by the support login. */
export interface LockedClient {
  active: boolean;
  allowSupportLogin: boolean;
}

/**
 * Locks a client of the licensee until the transaction ends, as adding members does
 * (lib/membership.ts), so a write here and new members are checked one after the other; answers
 * what it read, or undefined when the licensee has no such client.
 */
export async function lockClientOfLicensee(db: Queryable, licensee: LicenseeRef, id: string): Promise<LockedClient | undefined> {
  const [row] = await licenseeRows<LockedClient>(
    db,
    licensee,
    sql`SELECT c.deactivated_at IS NULL AS active, c.allow_support_login AS "allowSupportLogin"
          FROM client c WHERE c.licensee_id = ${LICENSEE} AND c.id = ${id} FOR NO KEY UPDATE`,
  );
  return row;
}

/** One client of the licensee, or undefined (another licensee's reads as none). */
export async function readClientOfLicensee(db: Queryable, licensee: LicenseeRef, id: string): Promise<ClientDetailsRow | undefined> {
  const [row] = await licenseeRows<ClientDetailsRow>(
    db,
    licensee,
    sql`SELECT c.id AS uuid, c.client_identifier AS "clientIdentifier", c.name, c.street, c.additional,
               c.postal_code AS "postalCode", c.city, c.country, c.max_members AS "maxMembers",
               ${CLIENT_MEMBER_COUNT} AS "memberCount", ${isoTime(CLIENT_LAST_ACTIVITY)} AS "lastActivityAt",
               ${isoTime(sql`c.deactivated_at`)} AS "deactivatedAt", ${isoTime(sql`c.created_at`)} AS "createdAt",
               c.allow_support_login AS "allowSupportLogin", ${FEATURE_SOURCES_COLUMNS}
          FROM client c WHERE c.licensee_id = ${LICENSEE} AND c.id = ${id}`,
  );
  return row;
}

/** Saves a client's master data and member limit, as the back office edits them (already normalised). */
export async function saveClientOfLicensee(db: Queryable, licensee: LicenseeRef, id: string, fields: LicenseeClientFields): Promise<void> {
  await licenseeRows(
    db,
    licensee,
    sql`UPDATE client c SET name = ${fields.name}, street = ${fields.street}, additional = ${fields.additional},
                            postal_code = ${fields.postalCode}, city = ${fields.city}, country = ${fields.country},
                            max_members = ${fields.maxMembers}
         WHERE c.licensee_id = ${LICENSEE} AND c.id = ${id}`,
  );
}

/**
 * Deactivates (`active` false) or reactivates a client of the licensee. The session read refuses
 * the members of a deactivated client, and the change is notified so every instance drops their
 * sessions (046).
 */
export async function setClientActive(db: Queryable, licensee: LicenseeRef, id: string, active: boolean): Promise<void> {
  await licenseeRows(
    db,
    licensee,
    sql`UPDATE client c SET deactivated_at = ${active ? sql`NULL` : sql`now()`} WHERE c.licensee_id = ${LICENSEE} AND c.id = ${id}`,
  );
}
