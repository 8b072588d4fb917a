import {
  type BodyOf,
  type ResponseOf,
  type readInfopointLocationListEndpoint,
  type readInfopointMemberGroupsEndpoint,
} from '@compliance/shared-contracts';
import type { Queryable } from '../../db';
import type { SessionContext } from '../../context';
import { ApiError } from '../../errors';
import { listLocationFigures, readLocationFigures, withCoverage } from '../../lib/location-coverage';
import { listGroupsAtLocation, listResponsiblePersons } from './queries';

// What the infopoint's endpoints do: every member of the client may read every location (the
// infopoint is where anyone finds help), so there is no reach to check beyond the client.

/** The client's locations with their coverage, the caller's own first. */
export async function listInfopointLocations(
  db: Queryable,
  session: SessionContext,
): Promise<ResponseOf<typeof readInfopointLocationListEndpoint>> {
  const items = (await listLocationFigures(db, session, session.memberId)).map(withCoverage);
  return { items, total: items.length };
}

/** One location's coverage, responsible persons and the member groups to turn to there; 404 for another client's. */
export async function readInfopointLocation(
  db: Queryable,
  session: SessionContext,
  { locationUuid }: BodyOf<typeof readInfopointMemberGroupsEndpoint>,
): Promise<ResponseOf<typeof readInfopointMemberGroupsEndpoint>> {
  const figures = await readLocationFigures(db, session, session.memberId, locationUuid);
  if (!figures) throw new ApiError(404, 'Location.NotFound');
  const [responsibleMembers, groups] = await Promise.all([
    listResponsiblePersons(db, session, locationUuid),
    listGroupsAtLocation(db, session, locationUuid),
  ]);
  return { location: withCoverage(figures), responsibleMembers, groups };
}
