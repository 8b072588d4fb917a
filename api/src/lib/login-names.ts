import { type Queryable } from '../db';
import type { ClientRef } from './sql';
import { CLIENT, clientRows, sql } from './sql';

// A member signs in by username or e-mail (docs/product.md §5), so every change of either
// checks both against the client's other members, under one lock per client.

/** The `exceptMemberId` of a member not created yet: the all-zero uuid matches no member, as none is ever generated. */
export const NO_MEMBER_YET = '00000000-0000-0000-0000-000000000000';

/**
 * Whether another member of the client (archived ones too: they can be restored) already
 * signs in with `name`, as username or e-mail, ignoring case. Login accepts either (docs/product.md §5),
 * so a username equal to someone's e-mail, or the reverse, would make a login ambiguous.
 */
export async function loginNameTaken(db: Queryable, client: ClientRef, name: string, exceptMemberId: string): Promise<boolean> {
  const rows = await clientRows<{ taken: boolean }>(
    db,
    client,
    sql`SELECT EXISTS (
       SELECT 1 FROM member
        WHERE client_id = ${CLIENT} AND id <> ${exceptMemberId} AND (lower(username) = lower(${name}) OR lower(email) = lower(${name}))
     ) AS taken`.prepare(),
  );
  return rows[0]?.taken === true;
}

/**
 * Serialises login-name changes of one client inside the caller's transaction, so two
 * members cannot claim the same e-mail at once (e-mails have no unique index). NO KEY
 * UPDATE leaves inserts of members (which take KEY SHARE for the foreign key) unblocked.
 */
export async function lockLoginNames(db: Queryable, client: ClientRef): Promise<void> {
  await clientRows(db, client, sql`SELECT id FROM client WHERE id = ${CLIENT} FOR NO KEY UPDATE`.prepare());
}
