import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AUTH_ROUTES,
  fillPath,
  type BodyOf,
  type createPasswordResetTokenEndpoint,
  type TranslationLanguage,
} from '@compliance/shared-contracts';
import { audit } from '../audit';
import { ApiError } from '../errors';
import { passwordResetMail } from '../mail/password-reset-mail';
import { resolveLicensee } from '../plugins/client-scope';
import { digest, randomToken } from '../security/tokens';
import { findClient, findLoginCandidate } from './login-candidates';
import { publicBaseUrl } from './public-url';
import { sql, sqlRows } from './sql';

// A password-reset link by mail: asked for on the sign-in page, or sent by an admin.

/**
 * Creates a single-use reset token and mails its link, if the account exists and has an
 * e-mail. The answer is the same either way; the 10-minute throttle applies to every
 * (company ID, username) pair, existing or not, so it reveals nothing either.
 */
export async function createResetToken(
  app: FastifyInstance,
  request: FastifyRequest,
  body: BodyOf<typeof createPasswordResetTokenEndpoint>,
): Promise<void> {
  const licensee = await resolveLicensee(app.db, request);
  const requestKey = `${licensee.id}|${body.clientIdentifier.toLowerCase()}|${body.username.toLowerCase()}`;
  const { throttleMinutes, tokenMinutes } = app.config.passwordReset;

  const member = await app.db.transaction(async (tx) => {
    const recent = await sqlRows(
      tx,
      sql`SELECT 1 FROM password_reset_request
        WHERE request_key = ${requestKey} AND created_at > now() - make_interval(mins => ${throttleMinutes})`,
    );
    if (recent.length > 0) throw new ApiError(400, 'PasswordResetToken.TooFrequent');
    await sqlRows(tx, sql`INSERT INTO password_reset_request (request_key) VALUES (${requestKey})`);

    const client = await findClient(tx, licensee.id, body.clientIdentifier);
    const candidate = client ? await findLoginCandidate(tx, client.id, body.username) : undefined;
    if (!client || client.deactivated_at || !candidate || !candidate.email || candidate.archived_at || candidate.status !== 'active') {
      return null;
    }

    const token = randomToken(32);
    // A new link replaces every older one.
    await sqlRows(tx, sql`UPDATE password_reset_token SET used_at = now() WHERE member_id = ${candidate.id} AND used_at IS NULL`);
    await sqlRows(
      tx,
      sql`INSERT INTO password_reset_token (member_id, token_hash, expires_at)
       VALUES (${candidate.id}, ${digest(token)}, now() + make_interval(mins => ${tokenMinutes}))`,
    );
    await audit(tx, {
      licenseeId: licensee.id,
      clientId: client.id,
      actor: {},
      action: 'password-reset-token.create',
      entity: 'member',
      entityId: candidate.id,
    });
    return { ...candidate, token, clientIdentifier: client.client_identifier };
  });
  if (!member || !member.email) return;

  const language = (member.language_code ?? body.languageCode ?? member.client_language) as TranslationLanguage;
  const path = fillPath(AUTH_ROUTES.resetPassword, { clientId: member.clientIdentifier });
  const link = `${await publicBaseUrl(app, request)}${path}?token=${encodeURIComponent(member.token)}`;
  app.mailer.send(
    passwordResetMail({
      to: member.email,
      language: language === 'en_GB' ? 'en_GB' : 'de_DE',
      firstName: member.first_name,
      lastName: member.last_name,
      licenseeName: licensee.name,
      link,
      minutes: tokenMinutes,
    }),
  );
}
