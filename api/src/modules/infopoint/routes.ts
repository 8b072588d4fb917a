import type { FastifyInstance } from 'fastify';
import { readInfopointLocationListEndpoint, readInfopointMemberGroupsEndpoint } from '@compliance/shared-contracts';
import { requireSession } from '../../plugins/client-scope';
import { registerEndpoint } from '../../route';
import { listInfopointLocations, readInfopointLocation } from './service';

/** The infopoint (docs/product.md §7 "Org units, locations, member groups"); the work is in service.ts. */
export async function infopointRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, readInfopointLocationListEndpoint, (request) => listInfopointLocations(app.db, requireSession(request)));
  registerEndpoint(app, readInfopointMemberGroupsEndpoint, (request) =>
    readInfopointLocation(app.db, requireSession(request), request.body),
  );
}
