import type { FastifyInstance } from 'fastify';
import { readClientDetailsEndpoint, updateClientDetailsEndpoint } from '@compliance/shared-contracts';
import { requireSession } from '../../plugins/client-scope';
import { registerEndpoint, SUCCESS } from '../../route';
import { readClientDetails, updateClientDetails } from './service';

/** Company details and configuration (docs/product.md §3 company details, §7 clientdetails); the work is in service.ts. */
export async function companyRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, readClientDetailsEndpoint, (request) => readClientDetails(app.db, requireSession(request)));
  registerEndpoint(app, updateClientDetailsEndpoint, async (request) => {
    await updateClientDetails(app.db, requireSession(request), request.body);
    return SUCCESS;
  });
}
