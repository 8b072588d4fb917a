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
import { cachedAnswers } from '../../answer-serializer';
import type { AnySessionContext } from '../../context';
import { ApiError } from '../../errors';
import { issueCsrfToken } from '../../plugins/csrf';
import { endSession, startSession, supportSessionTimes } from '../../plugins/session';
import { requireAnySession, resolveLicensee } from '../../plugins/client-scope';
import { registerEndpoint, SUCCESS } from '../../route';
import { logInAdvisor, logInMember, recordLogout, redeemResetToken } from './service';
import { createResetToken } from '../../lib/password-reset';
import { loginRateLimit } from '../../lib/login-rate-limit';

/** Auth and start-up endpoints of docs/product.md §7: CSRF, login, support login, logout, heartbeat, password reset; the checks and records are in service.ts. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { rateLimit } = app.config;
  const limitByAccount = (max: number) => loginRateLimit('client', max, rateLimit.windowMs);

  registerEndpoint(app, csrfEndpoint, async (request, reply) => ({ csrfToken: issueCsrfToken(request, reply) }));

  registerEndpoint(
    app,
    loginEndpoint,
    async (request, reply) => {
      const licensee = await resolveLicensee(app.db, request);
      const uuid = await logInMember(app.db, licensee.id, request.body, (tx, owner) =>
        startSession(app, request, reply, { kind: 'member', ...owner }, tx),
      );
      return { success: true as const, uuid };
    },
    { config: limitByAccount(rateLimit.loginMax) },
  );

  registerEndpoint(
    app,
    supportLoginEndpoint,
    async (request, reply) => {
      if (request.session) throw new ApiError(403, 'Auth.AlreadyAuthenticated');
      const licensee = await resolveLicensee(app.db, request);
      const uuid = await logInAdvisor(app.db, licensee.id, request.body, (tx, owner) =>
        startSession(app, request, reply, { kind: 'advisor', ...owner, ...supportSessionTimes(app) }, tx),
      );
      return { success: true as const, uuid };
    },
    { config: limitByAccount(rateLimit.loginMax) },
  );

  registerEndpoint(app, logoutEndpoint, async (request, reply) => {
    const session = request.session;
    await endSession(app, request, reply);
    if (session) await recordLogout(app.db, session);
    return SUCCESS;
  });

  // Once per cached session, not at every heartbeat: a touched session is a new object with its new expiry.
  const heartbeatOf = cachedAnswers((session: AnySessionContext) => ({ alive: true as const, expiresAt: session.expiresAt.toISOString() }));
  registerEndpoint(app, heartbeatEndpoint, async (request) => heartbeatOf(requireAnySession(request)));

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
      const { memberId, clientId, clientIdentifier } = await redeemResetToken(app.db, request.body);
      await startSession(app, request, reply, { kind: 'member', clientId, memberId });
      return { success: true as const, uuid: memberId, clientIdentifier };
    },
    { config: { rateLimit: { max: rateLimit.resetMax, timeWindow: rateLimit.windowMs } } },
  );
}
