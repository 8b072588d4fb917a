import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '@compliance/shared-contracts';
import type { Database, Queryable } from '../db';
import type { AnySessionContext, LicenseeContext, LicenseeSessionContext, SessionContext } from '../context';
import { ApiError, forbidden, unauthenticated } from '../errors';
import { cachePerFeed } from '../lib/notified-cache';
import { CLIENT, clientRows, sql, sqlIdentifier, sqlRows } from '../lib/sql';

/**
 * Tables that belong to one client. Every later module reads and writes client data only
 * through these helpers, so no query can forget the client.
 */
export type ClientTable =
  | 'member'
  | 'org_unit'
  | 'location'
  | 'member_group'
  | 'file'
  | 'elearning'
  | 'risk_assessment'
  | 'risk_assessment_assignment'
  | 'risk_result'
  | 'risk';

/** Any session of a request, a client's or the back office's, or 401. */
export function requireAnySession(request: FastifyRequest): AnySessionContext {
  if (!request.session) throw unauthenticated();
  return request.session;
}

/** The client's session of a request, or 401; 403 for a staff session of the back office, which has no client. */
export function requireSession(request: FastifyRequest): SessionContext {
  const session = requireAnySession(request);
  if (session.kind === 'licensee') throw forbidden();
  return session;
}

/** The back office's staff session of a request, or 401; 403 for a client's session. */
export function requireLicenseeSession(request: FastifyRequest): LicenseeSessionContext {
  const session = requireAnySession(request);
  if (session.kind !== 'licensee') throw forbidden();
  return session;
}

/** The signed-in member's id, or 403 for a customer advisor, who has no tasks of their own. */
export function requireMember(session: SessionContext): string {
  if (session.memberId === null) throw forbidden();
  return session.memberId;
}

/**
 * Checks that each uuid names a row of `table` in the session's client; any uuid of another
 * client (or none at all) answers 404 with `notFound`, so other tenants stay invisible.
 */
export async function assertInClient(
  db: Queryable,
  session: Pick<SessionContext, 'clientId'>,
  table: ClientTable,
  uuids: readonly string[],
  notFound: ErrorCode,
): Promise<void> {
  if (uuids.length === 0) return;
  const unique = [...new Set(uuids)];
  const [row] = await clientRows<{ found: number }>(
    db,
    session,
    sql`SELECT count(*)::int AS found FROM ${sqlIdentifier(table)} WHERE client_id = ${CLIENT} AND id = ANY(${unique}::uuid[])`,
  );
  if (!row || row.found !== unique.length) throw new ApiError(404, notFound);
}

/**
 * Host → licensee answers per instance: every page load asks. A change to a licensee's name or
 * domains is notified (migration 047) and ends them on every instance at once.
 */
const licenseesCachedFor = cachePerFeed<LicenseeContext>({ lifetimeMs: 60_000, maxEntries: 1_000 });

/**
 * The licensee serving the request's host, through its licensee domains; unknown hosts get
 * the default licensee.
 */
export async function resolveLicensee(db: Database, request: FastifyRequest): Promise<LicenseeContext> {
  const host = request.hostname.toLowerCase();
  return licenseesCachedFor(db.changes).readThrough(host, ['licensee:*'], async () => {
    const [row] = await sqlRows<LicenseeContext>(
      db,
      sql`SELECT l.id, l.identifier, l.name FROM licensee l
        WHERE l.id = (SELECT licensee_id FROM licensee_domain WHERE host = ${host})
           OR (l.is_default AND NOT EXISTS (SELECT 1 FROM licensee_domain WHERE host = ${host}))
        LIMIT 1`,
    );
    if (!row) throw new ApiError(404, 'Licensee.NotFound');
    return row;
  });
}
