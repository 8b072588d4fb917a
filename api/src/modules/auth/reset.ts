import type { FastifyInstance } from 'fastify';
import type { BodyOf, resetPasswordEndpoint } from '@compliance/shared-contracts';
import { audit } from '../../audit';
import { ApiError } from '../../errors';
import { replacePassword } from '../../lib/passwords';
import { digest } from '../../security/tokens';
import { sql, sqlRows, sqlRow } from '../../lib/sql';

/** Sets the new password with a valid token (once), ending the member's other sessions. */
export async function redeemResetToken(app: FastifyInstance, body: BodyOf<typeof resetPasswordEndpoint>) {
  if (body.password !== body.passwordConfirmation) throw new ApiError(400, 'Password.Mismatch');
  return app.db.transaction(async (tx) => {
    const row = await sqlRow<{ id: string; member_id: string; client_id: string; client_identifier: string; licensee_id: string }>(
      tx,
      sql`SELECT t.id, t.member_id, m.client_id, c.client_identifier, c.licensee_id
         FROM password_reset_token t
         JOIN member m ON m.id = t.member_id
         JOIN client c ON c.id = m.client_id
        WHERE t.token_hash = ${digest(body.token)} AND t.used_at IS NULL AND t.expires_at > now()
          AND m.archived_at IS NULL AND m.status = 'active'
        FOR UPDATE OF t`,
    );
    if (!row) throw new ApiError(400, 'PasswordResetToken.Invalid');
    await replacePassword(tx, row.member_id, body.password);
    await sqlRows(tx, sql`UPDATE password_reset_token SET used_at = now() WHERE id = ${row.id}`);
    await sqlRows(tx, sql`DELETE FROM session WHERE member_id = ${row.member_id}`);
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
