import type { FastifyInstance } from 'fastify';
import {
  createPasswordResetTokenEndpoint,
  csrfEndpoint,
  heartbeatEndpoint,
  loginEndpoint,
  logoutEndpoint,
  resetPasswordEndpoint,
  supportLoginEndpoint,
} from '@compliance/shared-contracts';
import { audit } from '../../audit';
import { ApiError } from '../../errors';
import { issueCsrfToken } from '../../plugins/csrf';
import { endSession, startSession } from '../../plugins/session';
import { requireSession, resolveLicensee } from '../../plugins/client-scope';
import { registerEndpoint, SUCCESS } from '../../route';
import { verifyStored } from '../../security/passwords';
import { findAdvisor } from './queries';
import { findClient, findLoginCandidate } from '../../lib/login-candidates';
import { redeemResetToken } from './reset';
import { createResetToken } from '../../lib/password-reset';
import { sql, sqlRows } from '../../lib/sql';

const invalidCredentials = () => new ApiError(401, 'Auth.InvalidCredentials');

/** Auth and start-up endpoints of docs/product.md §7: CSRF, login, support login, logout, heartbeat, password reset. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { session: sessionConfig, rateLimit } = app.config;
  const memberSessionTimes = {
    idleSeconds: sessionConfig.idleMinutes * 60,
    absoluteSeconds: sessionConfig.absoluteHours * 3600,
  };
  const limitByAccount = (max: number) => ({
    rateLimit: {
      max,
      timeWindow: rateLimit.windowMs,
      // Per address and account: slows guessing at one account without locking out a whole office.
      keyGenerator: (request: { ip: string; body?: unknown }) => {
        const body = (request.body ?? {}) as { username?: unknown; clientIdentifier?: unknown };
        return `${request.ip}|${String(body.clientIdentifier ?? '').toLowerCase()}|${String(body.username ?? '').toLowerCase()}`;
      },
    },
  });

  registerEndpoint(app, csrfEndpoint, async (request, reply) => ({ csrfToken: issueCsrfToken(request, reply) }));

  registerEndpoint(
    app,
    loginEndpoint,
    async (request, reply) => {
      const { username, clientIdentifier, password } = request.body;
      const licensee = await resolveLicensee(app.db, request);
      const client = await findClient(app.db, licensee.id, clientIdentifier);
      const member = client ? await findLoginCandidate(app.db, client.id, username) : undefined;
      // Verify even when nobody matched, so the answer time does not reveal which part was wrong.
      const valid = await verifyStored(password, member?.password_hash);
      if (!client || !member || !valid) throw invalidCredentials();
      if (member.archived_at) throw new ApiError(403, 'Member.Archived');
      if (member.status !== 'active') throw new ApiError(403, 'Member.Deactivated');

      await app.db.transaction(async (tx) => {
        await startSession(app, request, reply, { kind: 'member', clientId: client.id, memberId: member.id, ...memberSessionTimes }, tx);
        await sqlRows(tx, sql`UPDATE member SET last_login_at = now() WHERE id = ${member.id}`);
        await audit(tx, {
          licenseeId: licensee.id,
          clientId: client.id,
          actor: { memberId: member.id },
          action: 'auth.login',
          entity: 'member',
          entityId: member.id,
        });
      });
      return { success: true as const, uuid: member.id };
    },
    { config: limitByAccount(rateLimit.loginMax) },
  );

  registerEndpoint(
    app,
    supportLoginEndpoint,
    async (request, reply) => {
      if (request.session) throw new ApiError(403, 'Auth.AlreadyAuthenticated');
      const { username, clientIdentifier, password } = request.body;
      const licensee = await resolveLicensee(app.db, request);
      const advisor = await findAdvisor(app.db, licensee.id, username);
      const valid = await verifyStored(password, advisor?.password_hash);
      if (!advisor || !valid) throw invalidCredentials();
      if (advisor.status !== 'active') throw new ApiError(403, 'Member.Deactivated');
      const client = await findClient(app.db, licensee.id, clientIdentifier);
      if (!client) throw new ApiError(404, 'Client.NotFound');
      if (!client.allow_support_login) throw new ApiError(403, 'Auth.SupportLoginDisallowed');

      const thirtyDays = sessionConfig.supportDays * 24 * 3600;
      await app.db.transaction(async (tx) => {
        await startSession(
          app,
          request,
          reply,
          {
            kind: 'advisor',
            clientId: client.id,
            advisorId: advisor.id,
            idleSeconds: thirtyDays,
            absoluteSeconds: thirtyDays,
            cookieMaxAgeSeconds: thirtyDays,
          },
          tx,
        );
        await audit(tx, {
          licenseeId: licensee.id,
          clientId: client.id,
          actor: { advisorId: advisor.id },
          action: 'auth.support-login',
          entity: 'client',
          entityId: client.id,
        });
      });
      return { success: true as const, uuid: advisor.id };
    },
    { config: limitByAccount(rateLimit.loginMax) },
  );

  registerEndpoint(app, logoutEndpoint, async (request, reply) => {
    const session = request.session;
    await endSession(app, request, reply);
    if (session) {
      await audit(app.db, {
        licenseeId: session.licenseeId,
        clientId: session.clientId,
        actor: { memberId: session.memberId, advisorId: session.advisorId },
        action: 'auth.logout',
        entity: session.kind,
        entityId: session.memberId ?? session.advisorId,
      });
    }
    return SUCCESS;
  });

  registerEndpoint(app, heartbeatEndpoint, async (request) => ({
    alive: true as const,
    expiresAt: requireSession(request).expiresAt.toISOString(),
  }));

  registerEndpoint(
    app,
    createPasswordResetTokenEndpoint,
    async (request) => {
      await createResetToken(app, request, request.body);
      return SUCCESS;
    },
    { config: { rateLimit: { max: rateLimit.resetMax, timeWindow: rateLimit.windowMs } } },
  );

  registerEndpoint(
    app,
    resetPasswordEndpoint,
    async (request, reply) => {
      const { memberId, clientId, clientIdentifier } = await redeemResetToken(app, request.body);
      await startSession(app, request, reply, { kind: 'member', clientId, memberId, ...memberSessionTimes });
      return { success: true as const, uuid: memberId, clientIdentifier };
    },
    { config: { rateLimit: { max: rateLimit.resetMax, timeWindow: rateLimit.windowMs } } },
  );
}
