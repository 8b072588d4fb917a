import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLicenseeRole, isRole, MEMBER_ROLES, permissionsForRole, type ClientRole } from '@compliance/shared-contracts';
import { type Queryable } from '../db';
import type { AnySessionContext } from '../context';
import { digest, randomToken } from '../security/tokens';
import { isHttps, issueCsrfToken } from './csrf';
import { NotifiedCache } from '../lib/notified-cache';
import { sql, sqlRows } from '../lib/sql';

export const SESSION_COOKIE = 'SESSION';
/** A session's expiry is pushed forward at most once a minute, so requests rarely write. */
const TOUCH_INTERVAL_MS = 60_000;

interface SessionRow {
  id: string;
  kind: 'member' | 'advisor' | 'licensee';
  client_id: string | null;
  licensee_id: string;
  member_id: string | null;
  advisor_id: string | null;
  expires_at: Date;
  absolute_expires_at: Date;
  last_seen_at: Date;
  idle_seconds: number;
  member_role: string | null;
  member_usable: boolean | null;
  advisor_usable: boolean | null;
  staff_role: string | null;
}

/**
 * How long an instance answers a session from memory. A change that ends or alters it (logout,
 * archive, deactivation, password or role change) is notified by the database (migration 029)
 * and drops it at once, on every instance; the lifetime bounds what a missed notification could cost.
 */
export const SESSION_CACHED_MS = 5_000;
/** Sessions cached per instance at most (about 1 KB each). */
const SESSIONS_CACHED = 20_000;

interface CachedSession {
  session: AnySessionContext;
  /** When the session's expiry was last pushed forward (ms). */
  lastSeenAt: number;
}

/** The notifications that end a cached session: its own, its member's or advisor's, its client's. */
const endedBy = (session: AnySessionContext): string[] =>
  session.kind === 'licensee'
    ? [`session:${session.id}`, `advisor:${session.staffId}`]
    : [
        `session:${session.id}`,
        `client:${session.clientId}`,
        session.memberId ? `member:${session.memberId}` : `advisor:${session.advisorId}`,
      ];

/** Caches the session until a notification ends it, its lifetime in memory ends, or it expires. */
const cacheSession = (cache: NotifiedCache<CachedSession>, session: AnySessionContext, lastSeenAt: number, mark: number): void =>
  cache.store(session.id, { session, lastSeenAt }, endedBy(session), mark, session.expiresAt.getTime());

/**
 * Pushes the session's expiry forward and caches it (with `mark`, taken before the session was
 * read); null when the session is gone meanwhile.
 */
async function touchSession(
  db: Queryable,
  cache: NotifiedCache<CachedSession>,
  session: AnySessionContext,
  mark: number,
): Promise<AnySessionContext | null> {
  const [touched] = await sqlRows<{ expires_at: Date }>(
    db,
    sql`UPDATE session SET last_seen_at = now(),
            expires_at = LEAST(now() + make_interval(secs => idle_seconds), absolute_expires_at)
      WHERE id = ${session.id} RETURNING expires_at`,
  );
  if (!touched) return null;
  const current = { ...session, expiresAt: new Date(touched.expires_at) };
  cacheSession(cache, current, Date.now(), mark);
  return current;
}

/**
 * The session of `id`: a cached one that needs no touch as it is, without waiting for anything (most
 * requests); else a promise of it touched, or read from the database; null when it ended or expired.
 */
function sessionOf(db: Queryable, cache: NotifiedCache<CachedSession>, id: string): AnySessionContext | Promise<AnySessionContext | null> {
  const mark = cache.mark();
  const known = cache.get(id);
  if (!known) return readSession(db, cache, id, mark);
  return Date.now() - known.lastSeenAt > TOUCH_INTERVAL_MS ? touchSession(db, cache, known.session, mark) : known.session;
}

/** The client's role a session row holds; null when its account can no longer use it. */
function clientRoleOf(row: SessionRow): ClientRole | null {
  if (row.kind === 'advisor') return row.advisor_usable ? 'user' : null;
  const role = row.member_role;
  return row.member_usable && isRole(role) && (MEMBER_ROLES as readonly string[]).includes(role) ? (role as ClientRole) : null;
}

/** The session a row describes, or null when its account can no longer use it. */
function sessionFromRow(row: SessionRow): AnySessionContext | null {
  const expiresAt = new Date(row.expires_at);
  if (row.kind === 'licensee') {
    const role = row.staff_role;
    if (!row.advisor_usable || !isRole(role) || !isLicenseeRole(role) || !row.advisor_id) return null;
    return {
      id: row.id,
      kind: 'licensee',
      licenseeId: row.licensee_id,
      staffId: row.advisor_id,
      role,
      permissions: permissionsForRole(role),
      expiresAt,
    };
  }
  const role = clientRoleOf(row);
  if (!role || !row.client_id) return null;
  return {
    id: row.id,
    kind: row.kind,
    clientId: row.client_id,
    licenseeId: row.licensee_id,
    memberId: row.member_id,
    advisorId: row.advisor_id,
    role,
    permissions: permissionsForRole(role),
    expiresAt,
  };
}

/** Reads the session of `id` from the database and caches it (with `mark`, taken before the read). */
async function readSession(
  db: Queryable,
  cache: NotifiedCache<CachedSession>,
  id: string,
  mark: number,
): Promise<AnySessionContext | null> {
  // Every API request with a cookie not cached runs it, so it is prepared once per connection.
  // An account archived or deactivated while signed in loses its session at once, as do the
  // members of a client the licensee deactivates; so does an advisor once the client turns
  // support login off. The role is read with the session, so a
  // role change (notified, 029) takes effect with the next request.
  const [row] = await sqlRows<SessionRow>(
    db,
    sql`SELECT s.id, s.kind, s.client_id, COALESCE(c.licensee_id, a.licensee_id) AS licensee_id, s.member_id, s.advisor_id,
            s.expires_at, s.absolute_expires_at, s.last_seen_at, s.idle_seconds, m.role AS member_role,
            (m.status = 'active' AND m.archived_at IS NULL AND c.deactivated_at IS NULL) AS member_usable,
            (a.status = 'active' AND (s.kind = 'licensee' OR c.allow_support_login)) AS advisor_usable,
            a.role AS staff_role
       FROM session s
       LEFT JOIN client c ON c.id = s.client_id
       LEFT JOIN member m ON m.id = s.member_id
       LEFT JOIN customer_advisor a ON a.id = s.advisor_id
      WHERE s.id = ${id} AND s.expires_at > now()`.prepare(),
  );
  if (!row) return null;
  const session = sessionFromRow(row);
  if (!session) return null;
  const lastSeenAt = new Date(row.last_seen_at).getTime();
  if (Date.now() - lastSeenAt > TOUCH_INTERVAL_MS) return touchSession(db, cache, session, mark);
  cacheSession(cache, session, lastSeenAt, mark);
  return session;
}

/** The lifetimes of a support session (docs/product.md §6): idle, absolute and its cookie alike, SUPPORT_DAYS long. */
export function supportSessionTimes(app: FastifyInstance): Pick<NewSession, 'idleSeconds' | 'absoluteSeconds' | 'cookieMaxAgeSeconds'> {
  const seconds = app.config.session.supportDays * 24 * 3600;
  return { idleSeconds: seconds, absoluteSeconds: seconds, cookieMaxAgeSeconds: seconds };
}

export interface NewSession {
  kind: 'member' | 'advisor' | 'licensee';
  /** The client of a member or support session; none for a staff session of the back office. */
  clientId?: string;
  memberId?: string;
  advisorId?: string;
  /** Idle and absolute lifetime; a signed-in person's (SESSION_IDLE_MINUTES, SESSION_ABSOLUTE_HOURS) when absent. */
  idleSeconds?: number;
  absoluteSeconds?: number;
  /** Persistent cookie lifetime (support login); a browser-session cookie when absent. */
  cookieMaxAgeSeconds?: number;
}

/**
 * Starts a session and sets its cookie. The previous session of this browser is deleted first,
 * so every login gets a new id (rotation against session fixation).
 */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  session: NewSession,
  db: Queryable = app.db,
): Promise<void> {
  const token = randomToken(32);
  const { idleSeconds = app.config.session.idleMinutes * 60, absoluteSeconds = app.config.session.absoluteHours * 3600 } = session;
  if (request.sessionCookieId) {
    await sqlRows(db, sql`DELETE FROM session WHERE id = ${request.sessionCookieId}`);
    await sqlRows(db, sql`INSERT INTO session_rotation (id) VALUES (${request.sessionCookieId}) ON CONFLICT (id) DO NOTHING`);
  }
  await sqlRows(db, sql`DELETE FROM session WHERE absolute_expires_at < now() - interval '1 day'`);
  await sqlRows(db, sql`DELETE FROM session_rotation WHERE rotated_at < now() - interval '1 day'`);
  await sqlRows(
    db,
    sql`INSERT INTO session (id, kind, client_id, member_id, advisor_id, expires_at, absolute_expires_at, idle_seconds)
     VALUES (${digest(token)}, ${session.kind}, ${session.clientId ?? null}, ${session.memberId ?? null}, ${session.advisorId ?? null}, now() + make_interval(secs => ${idleSeconds}), now() + make_interval(secs => ${absoluteSeconds}), ${idleSeconds})`,
  );
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request),
    ...(session.cookieMaxAgeSeconds ? { maxAge: session.cookieMaxAgeSeconds } : {}),
  });
  // A token seen before sign-in (on a shared computer, in a page cached before) is of no use after it.
  issueCsrfToken(request, reply, session.cookieMaxAgeSeconds);
}

/**
 * Clears the session cookie with the answer, unless a sign-in of the same browser replaced the
 * cookie's session ({@link startSession}): the browser then holds the newer session's cookie, and
 * an answer to a request sent before it arrived (another tab's logout) must not clear that one.
 */
async function clearCookieUnlessReplaced(db: Queryable, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const id = request.sessionCookieId;
  if (id) {
    const [replaced] = await sqlRows(db, sql`SELECT 1 FROM session_rotation WHERE id = ${id}`);
    if (replaced) return;
  }
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Deletes the request's session on the server and clears its cookie; a logout never ends a newer session. */
export async function endSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.sessionCookieId) await sqlRows(app.db, sql`DELETE FROM session WHERE id = ${request.sessionCookieId}`);
  await clearCookieUnlessReplaced(app.db, request, reply);
}

/** The paths whose requests are a signed-in member's: the API (course content has an origin of its own). */
const SESSION_PREFIXES = ['/api/'] as const;

/** Reads the session cookie of every request into `request.session` (null when absent or expired). */
export const sessionPlugin = fp(async (app) => {
  app.decorateRequest('session', null);
  app.decorateRequest('sessionCookieId', null);
  const cache = new NotifiedCache<CachedSession>(app.db.changes, { lifetimeMs: SESSION_CACHED_MS, maxEntries: SESSIONS_CACHED });
  app.addHook('onClose', async () => cache.close());
  // A callback hook, not an async one: a cached session (most requests) is set without a microtask.
  app.addHook('onRequest', (request, reply, done) => {
    // Only API calls and course content use the session: the page and its scripts are served without a lookup.
    if (!SESSION_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return done();
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return done();
    const id = digest(token);
    request.sessionCookieId = id;
    const found = sessionOf(app.db, cache, id);
    if (!(found instanceof Promise)) {
      request.session = found;
      return done();
    }
    found
      .then(async (session) => {
        request.session = session;
        // A cookie of an ended or expired session is cleared with the answer (docs/product.md §8: after a
        // 401 the browser holds no session cookie); a login in this request sets a new one over it.
        if (!session) await clearCookieUnlessReplaced(app.db, request, reply);
      })
      .then(() => done(), done);
  });
});
