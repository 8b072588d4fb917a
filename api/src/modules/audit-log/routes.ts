import type { FastifyInstance } from 'fastify';
import {
  exportClientAuditLogEndpoint,
  exportLicenseeAuditLogEndpoint,
  readClientAuditLogEndpoint,
  readLicenseeAuditLogEndpoint,
} from '@compliance/shared-contracts';
import { sendFileAnswer } from '../../lib/file-answer';
import { requestLanguage } from '../../lib/language';
import { requireLicenseeSession, requireSession } from '../../plugins/client-scope';
import { registerEndpoint } from '../../route';
import { exportAuditLog } from './export';
import { readAuditLog } from './service';

/** The audit log for a client's owner and for the licensee admin; the work is in service.ts and export.ts. */
export async function auditLogRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, readClientAuditLogEndpoint, (request) =>
    readAuditLog(app.db, { kind: 'client', session: requireSession(request) }, request.body),
  );
  registerEndpoint(app, readLicenseeAuditLogEndpoint, (request) =>
    readAuditLog(app.db, { kind: 'licensee', session: requireLicenseeSession(request) }, request.body),
  );
  registerEndpoint(app, exportClientAuditLogEndpoint, async (request, reply) =>
    sendFileAnswer(
      reply,
      exportAuditLog(app.db, { kind: 'client', session: requireSession(request) }, request.body, requestLanguage(request)),
    ),
  );
  registerEndpoint(app, exportLicenseeAuditLogEndpoint, async (request, reply) =>
    sendFileAnswer(
      reply,
      exportAuditLog(app.db, { kind: 'licensee', session: requireLicenseeSession(request) }, request.body, requestLanguage(request)),
    ),
  );
}
