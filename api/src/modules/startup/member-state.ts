import type { FeatureFlags, MemberState } from '@compliance/shared-contracts';
import { cachedAnswers } from '../../answer-serializer';
import type { Database } from '../../db';
import type { SessionContext } from '../../context';
import { cachePerFeed } from '../../lib/notified-cache';
import { clientFeatureFlags } from '../../lib/feature-flags';
import { CLIENT, clientRows, sql } from '../../lib/sql';
import { ApiError } from '../../errors';

interface DetailsRow {
  uuid: string;
  email: string | null;
  username: string;
  first_name: string;
  last_name: string;
  birth_date: string | null;
  phone_number: string | null;
  mobile_number: string | null;
  special_attributes: string[] | null;
  gender: 'm' | 'f' | 'd';
  street: string | null;
  additional_address: string | null;
  postal_code: string | null;
  city: string | null;
  country: string | null;
  external_company: string | null;
  client_uuid: string;
  client_identifier: string;
  client_name: string;
}

/** The client's part of the member state: who it is (its feature flags are cached on their own, lib/feature-flags.ts). */
const CLIENT_COLUMNS = sql`c.id AS client_uuid, c.client_identifier, c.name AS client_name`;

// The person and their client in one statement: it is read at every start of the dashboard.
const memberStateQuery = (memberId: string | null) =>
  sql`
  SELECT m.id AS uuid, m.email, m.username, d.first_name, d.last_name, d.birth_date::text AS birth_date,
         d.phone_number, d.mobile_number, d.special_attributes, d.gender, d.street, d.additional_address,
         d.postal_code, d.city, d.country, d.external_company, ${CLIENT_COLUMNS}
    FROM member m JOIN member_details d ON d.member_id = m.id JOIN client c ON c.id = m.client_id
   WHERE m.client_id = ${CLIENT} AND m.id = ${memberId}`.prepare();

const advisorStateQuery = (advisorId: string | null) =>
  sql`
  SELECT a.id AS uuid, a.email, a.username, a.first_name, a.last_name, NULL AS birth_date, NULL AS phone_number,
         NULL AS mobile_number, '{}'::text[] AS special_attributes, 'd' AS gender, NULL AS street,
         NULL AS additional_address, NULL AS postal_code, NULL AS city, NULL AS country, NULL AS external_company, ${CLIENT_COLUMNS}
    FROM customer_advisor a JOIN client c ON c.licensee_id = a.licensee_id
   WHERE c.id = ${CLIENT} AND a.id = ${advisorId}`.prepare();

/**
 * How long an instance caches a member's details, read at every start of the dashboard: a change to
 * what they show is notified (migrations 029 and 033) and ends them at once.
 */
const DETAILS_CACHED_MS = 5_000;
/** Details cached per instance at most (about 1 KB each). */
const DETAILS_CACHED = 20_000;

/** The details cached per database handle (each instance has its own). */
const detailsCachedFor = cachePerFeed<DetailsRow>({ lifetimeMs: DETAILS_CACHED_MS, maxEntries: DETAILS_CACHED });

/**
 * The member's or advisor's details with their client's: the cached details themselves while this
 * instance caches them, else a promise of them read (404 when the person is gone).
 */
function readDetails(db: Database, session: SessionContext): DetailsRow | Promise<DetailsRow> {
  const isAdvisor = session.kind === 'advisor';
  const personId = (isAdvisor ? session.advisorId : session.memberId) ?? null;
  const tags = [`profiles:${session.clientId}`, isAdvisor ? `profile:${personId}` : `member:${personId}`];
  return detailsCachedFor(db.changes).readThrough(`${personId}:${session.clientId}`, tags, async () => {
    const [details] = await clientRows<DetailsRow>(db, session, isAdvisor ? advisorStateQuery(personId) : memberStateQuery(personId));
    if (!details) throw new ApiError(404, 'Member.NotFound');
    return details;
  });
}

/**
 * The state of a cached session (its role and kind) from cached details and the client's cached flags,
 * composed once while none of them changes.
 */
const stateOf = cachedAnswers((session: SessionContext, details: DetailsRow, featureFlags: FeatureFlags): MemberState => {
  return {
    member: { uuid: details.uuid, email: details.email, roleIdentifier: session.role, permissions: [...session.permissions] },
    memberDetails: {
      firstName: details.first_name,
      lastName: details.last_name,
      birthDate: details.birth_date,
      phoneNumber: details.phone_number,
      mobileNumber: details.mobile_number,
      specialAttributes: (details.special_attributes ?? []).filter(
        (attribute): attribute is 'pregnant' | 'underage' => attribute === 'pregnant' || attribute === 'underage',
      ),
      gender: details.gender,
      street: details.street,
      additionalAddress: details.additional_address,
      postalCode: details.postal_code,
      city: details.city,
      country: details.country,
      externalCompany: details.external_company,
      username: details.username,
      role: session.role,
    },
    // A copy: the answer is frozen, the cached flags are not its own.
    featureFlags: { ...featureFlags },
    client: { uuid: details.client_uuid, clientIdentifier: details.client_identifier, name: details.client_name },
    supportSession: session.kind === 'advisor',
  };
});

/**
 * The signed-in member's (or support advisor's) state: who they are, their client and its feature
 * flags, from this instance's cache while it holds them.
 */
export async function readMemberState(db: Database, session: SessionContext): Promise<Readonly<MemberState>> {
  const details = readDetails(db, session);
  const featureFlags = clientFeatureFlags(db, session);
  // Both cached (most calls): no promise to wait for. Else both at once, a failure of either caught.
  if (!(details instanceof Promise) && !(featureFlags instanceof Promise)) return stateOf(session, details, featureFlags);
  const [readDetailsRow, readFlags] = await Promise.all([details, featureFlags]);
  return stateOf(session, readDetailsRow, readFlags);
}
