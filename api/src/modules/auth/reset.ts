import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_ROUTES, fillPath, type BodyOf, type createPasswordResetTokenEndpoint, type resetPasswordEndpoint, type TranslationLanguage } from '@compliance/shared-contracts';
import { queryOne } from '../../db';
import { audit } from '../../audit';
import { ApiError } from '../../errors';
import { passwordResetMail } from '../../mail/password-reset-mail';
import { resolveLicensee } from '../../plugins/tenancy';
import { digest, randomToken } from '../../security/tokens';
import { findClient, findLoginCandidate } from './queries';
import { replacePassword } from './passwords';

/**
 * Links in mails point at the request's host only when that host is a registered licensee
 * domain; otherwise at PUBLIC_URL. A forged Host header can thus never receive a token.
 */
export async function publicBaseUrl(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const known = await queryOne(app.db, 'SELECT 1 FROM licensee_domain WHERE host = $1', [request.hostname.toLowerCase()]);
  if (known) return `${request.protocol}://${request.host}`;
  return app.config.publicUrl ?? `http://localhost:${app.config.port}`;
}

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
    const recent = await tx.query(
      `SELECT 1 FROM password_reset_request
        WHERE request_key = $1 AND created_at > now() - make_interval(mins => $2)`,
      [requestKey, throttleMinutes],
    );
    if (recent.length > 0) throw new ApiError(400, 'PasswordResetToken.TooFrequent');
    await tx.query('INSERT INTO password_reset_request (request_key) VALUES ($1)', [requestKey]);

    const client = await findClient(tx, licensee.id, body.clientIdentifier);
    const candidate = client ? await findLoginCandidate(tx, client.id, body.username) : undefined;
    if (!client || !candidate || !candidate.email || candidate.archived_at || candidate.status !== 'active') return null;

    const token = randomToken(32);
    // A new link replaces every older one.
    await tx.query('UPDATE password_reset_token SET used_at = now() WHERE member_id = $1 AND used_at IS NULL', [candidate.id]);
    await tx.query(
      `INSERT INTO password_reset_token (member_id, token_hash, expires_at)
       VALUES ($1, $2, now() + make_interval(mins => $3))`,
      [candidate.id, digest(token), tokenMinutes],
    );
    await audit(tx, { licenseeId: licensee.id, clientId: client.id, actor: {}, action: 'password-reset-token.create', entity: 'member', entityId: candidate.id });
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

/** Sets the new password with a valid token (once), ending the member's other sessions. */
export async function redeemResetToken(app: FastifyInstance, body: BodyOf<typeof resetPasswordEndpoint>) {
  if (body.password !== body.passwordConfirmation) throw new ApiError(400, 'Password.Mismatch');
  return app.db.transaction(async (tx) => {
    const row = await queryOne<{ id: string; member_id: string; client_id: string; client_identifier: string; licensee_id: string }>(
      tx,
      `SELECT t.id, t.member_id, m.client_id, c.client_identifier, c.licensee_id
         FROM password_reset_token t
         JOIN member m ON m.id = t.member_id
         JOIN client c ON c.id = m.client_id
        WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now()
          AND m.archived_at IS NULL AND m.status = 'active'
        FOR UPDATE OF t`,
      [digest(body.token)],
    );
    if (!row) throw new ApiError(400, 'PasswordResetToken.Invalid');
    await replacePassword(tx, row.member_id, body.password);
    await tx.query('UPDATE password_reset_token SET used_at = now() WHERE id = $1', [row.id]);
    await tx.query('DELETE FROM session WHERE member_id = $1', [row.member_id]);
    await audit(tx, { licenseeId: row.licensee_id, clientId: row.client_id, actor: { memberId: row.member_id }, action: 'password.reset', entity: 'member', entityId: row.member_id });
    return { memberId: row.member_id, clientId: row.client_id, clientIdentifier: row.client_identifier };
  });
}
