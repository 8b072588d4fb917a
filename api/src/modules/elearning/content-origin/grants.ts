import type { Queryable } from '../../../db';
import { CLIENT, clientRows, sql, sqlRow, type ClientRef } from '../../../lib/sql';
import { purgeJob } from '../../../scheduler/jobs';
import { digest, randomToken } from '../../../security/tokens';

// Grants of the content origin: the player's frame there carries no session, so the address
// itself says which attempt's files it may read (docs/decisions/0009).

/** How long the player may read a course's files after opening it: as long as a session lasts at most. */
export const CONTENT_GRANT_HOURS = 12;

/** What the launcher of a grant needs: the app origin that frames it, and the package's entry file. */
export interface ContentGrant {
  appOrigin: string;
  launchPath: string;
}

/** A grant `g` of `token` that lasts, with its attempt `x` while current (not reset). */
const liveGrant = (token: string) =>
  sql`elearning_content_grant g
      JOIN elearning_execution x ON x.id = g.execution_id AND x.client_id = g.client_id AND x.archived_at IS NULL
     WHERE g.token_hash = ${digest(token)} AND g.expires_at > now()`;

/**
 * A new grant for the member's attempt, framed by `appOrigin`, launching `launchPath` (the activity
 * the opening delivers); answers its token (only the token's SHA-256 is stored).
 */
export async function issueContentGrant(
  db: Queryable,
  client: ClientRef,
  grant: { executionId: string; memberId: string; appOrigin: string; launchPath: string },
): Promise<string> {
  const token = randomToken(32);
  await clientRows(
    db,
    client,
    sql`INSERT INTO elearning_content_grant (token_hash, client_id, execution_id, member_id, app_origin, launch_path, expires_at)
        VALUES (${digest(token)}, ${CLIENT}, ${grant.executionId}, ${grant.memberId}, ${grant.appOrigin}, ${grant.launchPath},
                now() + make_interval(hours => ${CONTENT_GRANT_HOURS}))`,
  );
  return token;
}

/** The grant of a token while it lasts and its attempt is current; undefined otherwise. */
export async function readContentGrant(db: Queryable, token: string): Promise<ContentGrant | undefined> {
  return sqlRow<ContentGrant>(
    db,
    sql`SELECT g.app_origin AS "appOrigin", coalesce(g.launch_path, p.launch_path) AS "launchPath"
          FROM elearning_package p, ${liveGrant(token)} AND p.id = x.package_id`,
  );
}

/** A file of a grant's package: its type, its size, its first piece (the others are read as it is sent) and who may frame it. */
export interface GrantedFile {
  packageId: string;
  mimeType: string;
  size: number;
  firstPiece: Buffer;
  appOrigin: string;
}

/**
 * A file of the package of a grant's attempt, with the app origin that may frame it; undefined
 * when the grant has ended or the package holds no such file. The path is looked up as stored,
 * never on a file system, so no spelling of '..' reaches anything outside the package.
 */
export async function readGrantedFile(db: Queryable, token: string, path: string): Promise<GrantedFile | undefined> {
  return sqlRow<GrantedFile>(
    db,
    sql`SELECT f.package_id AS "packageId", f.mime_type AS "mimeType", f.size, piece.content AS "firstPiece", g.app_origin AS "appOrigin"
          FROM elearning_package_file f
          JOIN elearning_package_file_piece piece ON piece.package_id = f.package_id AND piece.path = f.path AND piece.seq = 0,
               ${liveGrant(token)} AND f.package_id = x.package_id AND f.path = ${path}`,
  );
}

/** Removes grants that have ended: an address of theirs opens nothing anyway. */
export const contentGrantPurgeJob = purgeJob(
  'content-grant-purge',
  60 * 60,
  sql`DELETE FROM elearning_content_grant WHERE expires_at <= now() RETURNING 1`,
);
