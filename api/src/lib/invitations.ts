import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_ROUTES, fillPath } from '@compliance/shared-contracts';
import type { Queryable } from '../db';
import { publicBaseUrl } from './public-url';
import { sql, sqlRows, sqlRow } from './sql';
import { linkMail } from '../mail/password-reset-mail';
import { resolveLicensee } from '../plugins/client-scope';
import { digest, randomToken } from '../security/tokens';

// New members who set their own password get a link to do so: members imported with "password
// by e-mail", and a new client's first super-admin. The tokens are written with the members,
// the mails go out once that transaction committed.

/** How long the password link of an invitation mail stays valid. */
const INVITATION_DAYS = 7;

/** A new member who is to set a password. */
export interface Invitee {
  id: string;
  email: string | null;
  username: string;
  firstName: string;
  lastName: string;
}

export interface Invitation extends Invitee {
  token: string;
}

/** Creates each invited member's password link token (inside the transaction that writes the members). */
export async function createInvitationTokens(tx: Queryable, members: readonly Invitee[]): Promise<Invitation[]> {
  const invitations = members.filter((member) => member.email).map((member) => ({ ...member, token: randomToken(32) }));
  for (let start = 0; start < invitations.length; start += 1000) {
    const batch = invitations.slice(start, start + 1000);
    await sqlRows(
      tx,
      sql`INSERT INTO password_reset_token (member_id, token_hash, expires_at)
       SELECT id, hash, now() + make_interval(days => ${INVITATION_DAYS}) FROM unnest(${batch.map((item) => item.id)}::uuid[], ${batch.map((item) => digest(item.token))}::text[]) AS t(id, hash)`,
    );
  }
  return invitations;
}

/** Mails each invited member of the client the link to set a password (after their transaction committed). */
export async function sendInvitations(
  app: FastifyInstance,
  request: FastifyRequest,
  clientId: string,
  invitations: readonly Invitation[],
): Promise<number> {
  if (invitations.length === 0) return 0;
  const client = await sqlRow<{ client_identifier: string; language: string }>(
    app.db,
    sql`SELECT client_identifier, language FROM client WHERE id = ${clientId}`,
  );
  if (!client) return 0;
  const licensee = await resolveLicensee(app.db, request);
  const base = await publicBaseUrl(app, request);
  const path = fillPath(AUTH_ROUTES.resetPassword, { clientId: client.client_identifier });
  const language = client.language === 'en_GB' ? 'en_GB' : 'de_DE';
  for (const invitation of invitations) {
    app.mailer.send(
      linkMail('invitation', {
        to: invitation.email as string,
        language,
        link: `${base}${path}?token=${encodeURIComponent(invitation.token)}`,
        values: {
          firstName: invitation.firstName,
          lastName: invitation.lastName,
          username: invitation.username,
          clientIdentifier: client.client_identifier,
          licenseeName: licensee.name,
          days: INVITATION_DAYS,
        },
      }),
    );
  }
  return invitations.length;
}
