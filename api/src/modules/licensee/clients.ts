import {
  FEATURE_FLAGS,
  resolveFeatureFlags,
  type BodyOf,
  type createLicenseeClientEndpoint,
  type FeatureFlag,
  type LicenseeClientDetails,
  type LicenseeClientFields,
  type licenseeClientListEndpoint,
  type ResponseOf,
  type updateLicenseeClientEndpoint,
} from '@compliance/shared-contracts';
import type { LicenseeSessionContext } from '../../context';
import type { Database, Queryable } from '../../db';
import { ApiError } from '../../errors';
import { createInvitationTokens, type Invitation } from '../../lib/invitations';
import { insertNewClient } from '../../lib/new-client';
import { pageOfRows } from '../../lib/paging';
import { blankToNull, containsSearch, LICENSEE, sql } from '../../lib/sql';
import { auditStaff, withClientLocked } from './client-writes';
import { CLIENT_LIST, readClientOfLicensee, saveClientOfLicensee, setClientActive, type FeatureSources } from './queries';

// The licensee's clients as its staff run them (docs/areas/back-office.md): every query names
// the licensee, so another licensee's client is not found; every write is audited with the
// staff account as actor.

/** The licensee's clients, one page: searched by name, company ID or city, with the areas switched on for each. */
export async function listClients(
  db: Queryable,
  session: LicenseeSessionContext,
  request: BodyOf<typeof licenseeClientListEndpoint>,
): Promise<ResponseOf<typeof licenseeClientListEndpoint>> {
  const { search, status, supportLogin } = request.filter;
  const conditions = [sql`c.licensee_id = ${LICENSEE}`, containsSearch(search, [sql`c.name`, sql`c.client_identifier`, sql`c.city`])];
  if (status) conditions.push(status === 'active' ? sql`c.deactivated_at IS NULL` : sql`c.deactivated_at IS NOT NULL`);
  if (supportLogin) conditions.push(supportLogin === 'allowed' ? sql`c.allow_support_login` : sql`NOT c.allow_support_login`);
  const { items, total } = await pageOfRows(db, session, CLIENT_LIST, conditions, request);
  return { items: items.map(withAreas), total };
}

/** A client row with its feature sources resolved to the areas switched on, as its admins see them. */
function withAreas<Row extends FeatureSources>({
  products,
  overrides,
  ...client
}: Row): Omit<Row, keyof FeatureSources> & { areas: FeatureFlag[] } {
  const flags = resolveFeatureFlags(products, overrides);
  return { ...client, areas: FEATURE_FLAGS.filter((flag) => flags[flag]) };
}

/** One client of the licensee; another licensee's answers 404, as a foreign uuid does in a client's areas. */
export async function readClient(db: Queryable, session: LicenseeSessionContext, id: string): Promise<LicenseeClientDetails> {
  const row = await readClientOfLicensee(db, session, id);
  if (!row) throw new ApiError(404, 'Client.NotFound');
  return withAreas(row);
}

/**
 * Saves a client's master data and member limit; a limit below the members it already counts
 * is refused (400 Client.MaxMembersBelowMemberCount). Audited with the names of the fields that
 * changed; nothing changed, nothing is written.
 */
export async function updateClient(
  db: Database,
  session: LicenseeSessionContext,
  { uuid, ...body }: BodyOf<typeof updateLicenseeClientEndpoint>,
): Promise<void> {
  const fields: LicenseeClientFields = {
    ...body,
    street: blankToNull(body.street),
    additional: blankToNull(body.additional),
    postalCode: blankToNull(body.postalCode),
    city: blankToNull(body.city),
    country: body.country.toUpperCase(),
  };
  await withClientLocked(db, session, uuid, async (tx) => {
    const before = (await readClientOfLicensee(tx, session, uuid))!;
    if (fields.maxMembers < before.memberCount) throw new ApiError(400, 'Client.MaxMembersBelowMemberCount');
    const changed = (Object.keys(fields) as (keyof LicenseeClientFields)[]).filter((field) => fields[field] !== before[field]);
    if (changed.length === 0) return;
    await saveClientOfLicensee(tx, session, uuid, fields);
    await auditStaff(tx, session, uuid, 'client.update', { fields: changed });
  });
}

/**
 * Creates a client of the licensee (lib/new-client.ts) whose first super-admin sets a password
 * by the link the route mails once this committed; audited as the staff member's.
 */
export async function createClientOfLicensee(
  db: Database,
  session: LicenseeSessionContext,
  { clientIdentifier, admin, ...fields }: BodyOf<typeof createLicenseeClientEndpoint>,
): Promise<{ clientId: string; invitations: Invitation[] }> {
  return db.transaction(async (tx) => {
    const { clientId, ownerId } = await insertNewClient(tx, {
      ...fields,
      licenseeId: session.licenseeId,
      clientIdentifier,
      owner: { ...admin, passwordHash: null },
    });
    const invitations = await createInvitationTokens(tx, [{ id: ownerId, ...admin }]);
    await auditStaff(tx, session, clientId, 'client.create', { by: 'back-office' });
    return { clientId, invitations };
  });
}

/**
 * Deactivates or reactivates a client of the licensee (404 for another's); audited when it
 * changed, so the client's history says who turned it off and on, and when.
 */
export async function changeClientActive(db: Database, session: LicenseeSessionContext, id: string, active: boolean): Promise<void> {
  await withClientLocked(db, session, id, async (tx, client) => {
    // Already so: nothing to write, and a deactivation keeps its first time.
    if (client.active === active) return;
    await setClientActive(tx, session, id, active);
    await auditStaff(tx, session, id, active ? 'client.reactivate' : 'client.deactivate');
  });
}
