import type { FastifyInstance } from 'fastify';
import type { BodyOf, resetPasswordEndpoint } from '@compliance/shared-contracts';
import { queryOne } from '../../db';
import { audit } from '../../audit';
import { ApiError } from '../../errors';
import { replacePassword } from '../../lib/passwords';
import { digest } from '../../security/tokens';

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
    await audit(tx, {
      licenseeId: row.licensee_id,
      clientId: row.client_id,
      actor: { memberId: row.member_id },
      action: 'password.reset',
      entity: 'member',
      entityId: row.member_id,
    });
    return { memberId: row.member_id, clientId: row.client_id, clientIdentifier: row.client_identifier };
  });
}
