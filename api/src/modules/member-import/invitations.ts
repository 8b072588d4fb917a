import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_ROUTES, fillPath } from '@compliance/shared-contracts';
import type { SessionContext } from '../../context';
import type { Queryable } from '../../db';
import { publicBaseUrl } from '../../lib/public-url';
import { sql, sqlRows, sqlRow } from '../../lib/sql';
import { linkMail } from '../../mail/password-reset-mail';
import { resolveLicensee } from '../../plugins/client-scope';
import { digest, randomToken } from '../../security/tokens';
import type { ImportedMember } from './scan';

// Members imported with "password by e-mail" get a link to set their password: the tokens
// are written with the import, the mails go out once it committed.

/** How long the password link of an invitation mail stays valid. */
const INVITATION_DAYS = 7;

export interface Invitation extends ImportedMember {
  token: string;
}

/** Creates each invited member's password link token (inside the import's transaction). */
export async function createInvitationTokens(tx: Queryable, members: readonly ImportedMember[]): Promise<Invitation[]> {
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

/** Mails each invited member the link to set a password (after the import committed). */
export async function sendInvitations(
  app: FastifyInstance,
  request: FastifyRequest,
  session: SessionContext,
  invitations: readonly Invitation[],
): Promise<number> {
  if (invitations.length === 0) return 0;
  const client = await sqlRow<{ client_identifier: string; language: string }>(
    app.db,
    sql`SELECT client_identifier, language FROM client WHERE id = ${session.clientId}`,
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
