import type { FastifyInstance } from 'fastify';
import { licenseeLoginEndpoint, licenseeStaffStateEndpoint } from '@compliance/shared-contracts';
import { requireLicenseeSession, resolveLicensee } from '../../plugins/client-scope';
import { startSession } from '../../plugins/session';
import { registerEndpoint } from '../../route';
import { loginRateLimit } from '../../lib/login-rate-limit';
import { logInStaff, staffState } from './service';

/** The licensee's back office (decision 0013): its staff's sign-in and state; the checks are in service.ts. */
export async function licenseeRoutes(app: FastifyInstance): Promise<void> {
  const { rateLimit } = app.config;

  registerEndpoint(
    app,
    licenseeLoginEndpoint,
    async (request, reply) => {
      const licensee = await resolveLicensee(app.db, request);
      const uuid = await logInStaff(app.db, licensee.id, request.body, (tx, staffId) =>
        startSession(app, request, reply, { kind: 'licensee', advisorId: staffId }, tx),
      );
      return { success: true as const, uuid };
    },
    { config: loginRateLimit('licensee', rateLimit.loginMax, rateLimit.windowMs) },
  );

  registerEndpoint(app, licenseeStaffStateEndpoint, async (request) => staffState(app.db, requireLicenseeSession(request)));
}
