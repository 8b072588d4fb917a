import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addLicenseeDomainEndpoint,
  bookLicenseeClientPackageEndpoint,
  cancelLicenseeClientPackageEndpoint,
  createLicenseeClientEndpoint,
  enterLicenseeClientEndpoint,
  deactivateLicenseeClientEndpoint,
  licenseeClientListEndpoint,
  licenseeLoginEndpoint,
  licenseeStaffStateEndpoint,
  reactivateLicenseeClientEndpoint,
  removeLicenseeDomainEndpoint,
  removeLicenseeImageEndpoint,
  LICENSEE_IMAGE_MAX_BYTES,
  uploadLicenseeImageEndpoint,
  readLicenseeBrandingEndpoint,
  readLicenseeClientAreasEndpoint,
  readLicenseeClientEndpoint,
  updateLicenseeBrandingEndpoint,
  updateLicenseeClientEndpoint,
  updateLicenseeClientFeatureFlagsEndpoint,
  updateLicenseeClientPackageEndpoint,
} from '@compliance/shared-contracts';
import { requireLicenseeSession, resolveLicensee } from '../../plugins/client-scope';
import { startSession, supportSessionTimes } from '../../plugins/session';
import { registerEndpoint } from '../../route';
import { sendInvitations } from '../../lib/invitations';
import { loginRateLimit } from '../../lib/login-rate-limit';
import { changeClientActive, createClientOfLicensee, listClients, readClient, updateClient } from './clients';
import { bookPackage, cancelBooking, changeBooking, changeOverrides, readClientAreas } from './client-areas';
import { enterClient, logInStaff, staffState } from './service';
import { addDomain, readBranding, removeDomain, removeImage, replaceImage, updateBranding } from './branding';
import { receiveLicenseeImage } from './image-upload';
import { assertUploadRequest } from '../../lib/upload-form';

/** The licensee's back office (decision 0013): its staff's sign-in and state; the checks are in service.ts. */
export async function licenseeRoutes(app: FastifyInstance): Promise<void> {
  const { rateLimit } = app.config;
  await app.register(multipart, { limits: { fileSize: LICENSEE_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 } });

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

  registerEndpoint(app, licenseeClientListEndpoint, async (request) => listClients(app.db, requireLicenseeSession(request), request.body));

  registerEndpoint(app, createLicenseeClientEndpoint, async (request) => {
    const { clientId, invitations } = await createClientOfLicensee(app.db, requireLicenseeSession(request), request.body);
    await sendInvitations(app, request, clientId, invitations);
    return { success: true as const, uuid: clientId };
  });

  registerEndpoint(app, readLicenseeClientEndpoint, async (request) =>
    readClient(app.db, requireLicenseeSession(request), request.body.uuid),
  );

  registerEndpoint(app, updateLicenseeClientEndpoint, async (request) => {
    await updateClient(app.db, requireLicenseeSession(request), request.body);
    return { success: true as const };
  });

  for (const [endpoint, active] of [
    [deactivateLicenseeClientEndpoint, false],
    [reactivateLicenseeClientEndpoint, true],
  ] as const) {
    registerEndpoint(app, endpoint, async (request) => {
      await changeClientActive(app.db, requireLicenseeSession(request), request.body.uuid, active);
      return { success: true as const };
    });
  }

  registerEndpoint(app, readLicenseeClientAreasEndpoint, async (request) =>
    readClientAreas(app.db, requireLicenseeSession(request), request.body.uuid),
  );

  registerEndpoint(app, bookLicenseeClientPackageEndpoint, async (request) => {
    await bookPackage(app.db, requireLicenseeSession(request), request.body);
    return { success: true as const };
  });

  registerEndpoint(app, updateLicenseeClientPackageEndpoint, async (request) => {
    await changeBooking(app.db, requireLicenseeSession(request), request.body);
    return { success: true as const };
  });

  registerEndpoint(app, cancelLicenseeClientPackageEndpoint, async (request) => {
    await cancelBooking(app.db, requireLicenseeSession(request), request.body.uuid, request.body.packageUuid);
    return { success: true as const };
  });

  registerEndpoint(app, updateLicenseeClientFeatureFlagsEndpoint, async (request) => {
    await changeOverrides(app.db, requireLicenseeSession(request), request.body.uuid, request.body.overrides);
    return { success: true as const };
  });

  registerEndpoint(app, enterLicenseeClientEndpoint, async (request, reply) => {
    const session = requireLicenseeSession(request);
    await enterClient(app.db, session, request.body.uuid, (tx, owner) =>
      startSession(app, request, reply, { kind: 'advisor', ...owner, ...supportSessionTimes(app) }, tx),
    );
    return { success: true as const, uuid: session.staffId };
  });

  registerEndpoint(app, readLicenseeBrandingEndpoint, async (request) =>
    readBranding(app.db, requireLicenseeSession(request), request.hostname.toLowerCase()),
  );

  registerEndpoint(app, updateLicenseeBrandingEndpoint, async (request) => {
    await updateBranding(app.db, requireLicenseeSession(request), request.body);
    return { success: true as const };
  });

  registerEndpoint(app, addLicenseeDomainEndpoint, async (request) => {
    const uuid = await addDomain(app.db, requireLicenseeSession(request), request.body.host);
    return { success: true as const, uuid };
  });

  registerEndpoint(app, removeLicenseeDomainEndpoint, async (request) => {
    await removeDomain(app.db, requireLicenseeSession(request), request.body.uuid, request.hostname.toLowerCase());
    return { success: true as const };
  });

  registerEndpoint(app, uploadLicenseeImageEndpoint, async (request) => {
    const session = requireLicenseeSession(request);
    assertUploadRequest(request as unknown as FastifyRequest, LICENSEE_IMAGE_MAX_BYTES, 'Licensee.ImageUnreadable');
    const path = await replaceImage(app.db, session, await receiveLicenseeImage(request as unknown as FastifyRequest));
    return { success: true as const, path };
  });

  registerEndpoint(app, removeLicenseeImageEndpoint, async (request) => {
    await removeImage(app.db, requireLicenseeSession(request), request.body.kind);
    return { success: true as const };
  });
}
