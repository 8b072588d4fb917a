import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db';
import { insertRows } from '../db';
import { ApiError } from '../errors';
import { offerLicenseeCourses } from './licensee-catalog';
import { isUniqueViolation } from './sql';

// A client as it starts: the company, its org-unit root with the default unit below it, its
// first super-admin (accountable for the root) and the licensee's courses. The command line's
// create-client and the back office write it alike (decision 0013).

/** What a new client is made of; absent values take the columns' defaults. */
export interface NewClientRows {
  licenseeId: string;
  clientIdentifier: string;
  name: string;
  street?: string | null;
  additional?: string | null;
  postalCode?: string | null;
  city?: string | null;
  country?: string;
  maxMembers?: number;
  /** What the client's own packages and templates may take together, in bytes. */
  storageQuotaBytes?: number;
  /** The first super-admin; without a password hash they set one by the link they are mailed. */
  owner: { username: string; email: string; firstName: string; lastName: string; passwordHash: string | null };
}

/** The client columns a new client sets beside its id, licensee, identifier and name. */
const OPTIONAL_COLUMNS = [
  ['street', 'street'],
  ['additional', 'additional'],
  ['postalCode', 'postal_code'],
  ['city', 'city'],
  ['country', 'country'],
  ['maxMembers', 'max_members'],
  ['storageQuotaBytes', 'storage_quota_bytes'],
] as const satisfies ReadonlyArray<readonly [keyof NewClientRows, string]>;

/**
 * Writes a new client with its org units, first super-admin and the licensee's courses (each an
 * inactive E-Learning until the client sets it up), inside the caller's transaction. A company
 * ID the licensee already has answers 400 Client.IdentifierExists.
 */
export async function insertNewClient(tx: Queryable, input: NewClientRows): Promise<{ clientId: string; ownerId: string }> {
  const clientId = randomUUID();
  const given = OPTIONAL_COLUMNS.filter(([field]) => input[field] !== undefined);
  try {
    await insertRows(
      tx,
      'client',
      ['id', 'licensee_id', 'client_identifier', 'name', ...given.map(([, column]) => column)],
      [[clientId, input.licenseeId, input.clientIdentifier, input.name, ...given.map(([field]) => input[field])]],
    );
  } catch (error) {
    throw isUniqueViolation(error) ? new ApiError(400, 'Client.IdentifierExists') : error;
  }
  const { owner } = input;
  const ownerId = randomUUID();
  await insertRows(
    tx,
    'member',
    ['id', 'client_id', 'username', 'email', 'role', 'password_hash'],
    [[ownerId, clientId, owner.username, owner.email, 'super-admin', owner.passwordHash]],
  );
  await insertRows(tx, 'member_details', ['member_id', 'first_name', 'last_name'], [[ownerId, owner.firstName, owner.lastName]]);
  if (owner.passwordHash) await insertRows(tx, 'password_history', ['member_id', 'password_hash'], [[ownerId, owner.passwordHash]]);
  const rootId = randomUUID();
  const defaultId = randomUUID();
  await insertRows(
    tx,
    'org_unit',
    ['id', 'client_id', 'parent_id', 'identifier', 'name', 'is_root', 'is_default'],
    [
      [rootId, clientId, null, input.clientIdentifier, input.name, true, false],
      [defaultId, clientId, rootId, 'alle-mitarbeitenden', 'Alle Mitarbeitenden', false, true],
    ],
  );
  await insertRows(tx, 'org_unit_member', ['org_unit_id', 'member_id'], [[defaultId, ownerId]]);
  await insertRows(tx, 'org_unit_admin', ['org_unit_id', 'member_id', 'kind'], [[rootId, ownerId, 'accountable']]);
  await offerLicenseeCourses(tx, input.licenseeId, { clientId });
  return { clientId, ownerId };
}
