import type { FastifyInstance } from 'fastify';
import { readClientAuditLogEndpoint, readLicenseeAuditLogEndpoint } from '@compliance/shared-contracts';
import { requireLicenseeSession, requireSession } from '../../plugins/client-scope';
import { registerEndpoint } from '../../route';
import { readAuditLog } from './service';

/** The audit log for a client's owner and for the licensee admin; the work is in service.ts. */
export async function auditLogRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, readClientAuditLogEndpoint, (request) =>
    readAuditLog(app.db, { kind: 'client', session: requireSession(request) }, request.body),
  );
  registerEndpoint(app, readLicenseeAuditLogEndpoint, (request) =>
    readAuditLog(app.db, { kind: 'licensee', session: requireLicenseeSession(request) }, request.body),
  );
}
