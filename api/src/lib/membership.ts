import type { Queryable } from '../db';
import { ApiError } from '../errors';
import { CLIENT, clientRows, sql } from './sql';

/**
 * Rules every way of adding members shares (create, unarchive, reactivate, CSV import):
 * the client's member limit and the automatic default org units.
 */

/** Members that count against the client's limit: not archived and not deactivated. */
export const COUNTED_MEMBERS = sql`SELECT count(*)::int FROM member WHERE client_id = ${CLIENT} AND archived_at IS NULL AND status = 'active'`;

/**
 * Refuses with 400 `Client.MaxMembersReached` when `adding` more counted members would exceed
 * the client's `max_members`. Locks the client row until the caller's transaction ends (the
 * same lock as `lockLoginNames`), then counts in a statement of its own: under READ COMMITTED a
 * statement sees what was committed when it began, so a count in the statement that waits for
 * the lock would miss the members the lock's previous holder added, and both would pass.
 */
export async function assertMemberCapacity(tx: Queryable, clientId: string, adding: number): Promise<void> {
  if (adding <= 0) return;
  const [client] = await clientRows<{ max_members: number }>(
    tx,
    { clientId },
    sql`SELECT max_members FROM client WHERE id = ${CLIENT} FOR NO KEY UPDATE`,
  );
  if (!client) throw new ApiError(404, 'Client.NotFound');
  const [row] = await clientRows<{ counted: number }>(tx, { clientId }, sql`SELECT (${COUNTED_MEMBERS}) AS counted`);
  if ((row?.counted ?? 0) + adding > client.max_members) throw new ApiError(400, 'Client.MaxMembersReached');
}

/**
 * Adds the members to every default org unit of the client (docs/product.md §3: a default unit has
 * every member). Members of another client are ignored; existing assignments are kept.
 */
export async function assignDefaultOrgUnits(tx: Queryable, clientId: string, memberIds: readonly string[]): Promise<void> {
  if (memberIds.length === 0) return;
  await clientRows(
    tx,
    { clientId },
    sql`INSERT INTO org_unit_member (org_unit_id, member_id)
     SELECT o.id, m.id
       FROM org_unit o JOIN member m ON m.client_id = o.client_id
      WHERE o.client_id = ${CLIENT} AND o.is_default AND m.id = ANY(${memberIds}::uuid[])
     ON CONFLICT DO NOTHING`,
  );
}
