import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deleteTemplateEndpoint, readTemplateListEndpoint, TEMPLATE_MAX_BYTES, uploadTemplateEndpoint } from '@compliance/shared-contracts';
import { assertUploadRequest } from '../../lib/upload-form';
import { requireSession } from '../../plugins/client-scope';
import { registerEndpoint, SUCCESS } from '../../route';
import { deleteTemplate, listTemplates, uploadTemplate } from './service';
import { receiveTemplate } from './upload';

/** Document templates (route apps/templates): the list, and the client's own uploaded and deleted; the work is in service.ts. */
export async function templatesRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: TEMPLATE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 } });

  registerEndpoint(app, readTemplateListEndpoint, (request) => listTemplates(app.db, requireSession(request), request.body));
  registerEndpoint(app, uploadTemplateEndpoint, async (request) => {
    const session = requireSession(request);
    assertUploadRequest(request as unknown as FastifyRequest, TEMPLATE_MAX_BYTES, 'Template.UploadUnreadable');
    return {
      success: true as const,
      uuid: await uploadTemplate(app.db, session, await receiveTemplate(request as unknown as FastifyRequest)),
    };
  });
  registerEndpoint(app, deleteTemplateEndpoint, async (request) => {
    await deleteTemplate(app.db, requireSession(request), request.body.templateUuid);
    return SUCCESS;
  });
}
