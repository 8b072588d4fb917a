import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  changePasswordEndpoint,
  changeUsernameEndpoint,
  checkUsernameEndpoint,
  readProfileOrgUnitListEndpoint,
  readProfileSettingEndpoint,
  updateProfileEndpoint,
  updateProfileSettingEndpoint,
} from '@compliance/shared-contracts';
import { forbidden } from '../../errors';
import { requireSession } from '../../plugins/client-scope';
import { registerEndpoint, SUCCESS } from '../../route';
import {
  changeOwnPassword,
  changeOwnUsername,
  isUsernameTaken,
  listOwnOrgUnits,
  readOwnSetting,
  saveOwnProfile,
  saveOwnSetting,
  type OwnMember,
} from './service';

/**
 * The session of a signed-in company member. Advisors (support login) have no profile of
 * their own; the role table already keeps them out, this guard holds should it ever change.
 */
function requireMember(request: FastifyRequest): OwnMember {
  const session = requireSession(request);
  if (session.kind !== 'member' || session.memberId === null) throw forbidden();
  return { session, memberId: session.memberId };
}

/** Profile endpoints of docs/product.md §7: the signed-in member's own data, settings, password, username and org units; the work is in service.ts. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { rateLimit } = app.config;
  // Both re-check the current password: a borrowed session must not become a way to guess it.
  const limitBySession = {
    config: {
      rateLimit: {
        max: rateLimit.loginMax,
        timeWindow: rateLimit.windowMs,
        keyGenerator: (request: FastifyRequest) => request.sessionCookieId ?? request.ip,
      },
    },
  };

  registerEndpoint(app, updateProfileEndpoint, async (request) => {
    await saveOwnProfile(app.db, requireMember(request), request.body);
    return SUCCESS;
  });
  registerEndpoint(app, readProfileSettingEndpoint, (request) => readOwnSetting(app.db, requireMember(request)));
  registerEndpoint(app, updateProfileSettingEndpoint, async (request) => {
    await saveOwnSetting(app.db, requireMember(request), request.body);
    return SUCCESS;
  });
  registerEndpoint(
    app,
    changePasswordEndpoint,
    async (request) => {
      await changeOwnPassword(app.db, requireMember(request), request.body);
      return SUCCESS;
    },
    limitBySession,
  );
  registerEndpoint(
    app,
    changeUsernameEndpoint,
    async (request) => {
      await changeOwnUsername(app.db, requireMember(request), request.body);
      return SUCCESS;
    },
    limitBySession,
  );
  registerEndpoint(app, checkUsernameEndpoint, async (request) => ({
    usernameExists: await isUsernameTaken(app.db, requireMember(request), request.body.username, request.body.forNewMember),
  }));
  registerEndpoint(app, readProfileOrgUnitListEndpoint, (request) => listOwnOrgUnits(app.db, requireMember(request), request.body));
}
