import { TEMPLATE_FILE_CONTEXT } from '@compliance/shared-contracts';
import type { SessionContext } from '../../context';
import type { Database } from '../../db';
import { ApiError } from '../../errors';
import { sql, sqlRow } from '../../lib/sql';

/** Files everyone may see before sign-in: the licensee's logo and mood image. */
const PUBLIC_CONTEXTS = new Set(['licensee']);

/** Whether files of a context are shown before sign-in (and may be cached by anyone). */
export const isPublicContext = (context: string): boolean => PUBLIC_CONTEXTS.has(context);

/** Contexts whose files of no client (the licensee's own) every signed-in member of the licensee's clients may read. */
const LICENSEE_SHARED_CONTEXTS = new Set([TEMPLATE_FILE_CONTEXT]);

/**
 * Whether a session may read a stored file: one of its client's, or a licensee's file of a
 * shared context (the licensee's templates) when the session is of one of the licensee's clients.
 */
function visibleToSession(file: { licensee_id: string; client_id: string | null }, context: string, session: SessionContext): boolean {
  if (file.client_id !== null) return file.client_id === session.clientId;
  return LICENSEE_SHARED_CONTEXTS.has(context) && file.licensee_id === session.licenseeId;
}

/** A stored file's address, and who asks: the host's licensee for a public file, else the session (if any). */
export interface FileRequest {
  address: { context: string; type: string; uuid: string; filename: string };
  viewer: { licenseeId: string } | { session: SessionContext | null };
}

/** A stored file the request may see; a file of another licensee or client answers exactly like a missing one. */
export async function readVisibleFile(db: Database, { address, viewer }: FileRequest) {
  const { context, type, uuid, filename } = address;
  const file = await sqlRow<{ licensee_id: string; client_id: string | null; mime_type: string; content: Uint8Array }>(
    db,
    sql`SELECT licensee_id, client_id, mime_type, content FROM file
      WHERE id = ${uuid} AND context = ${context} AND type = ${type} AND filename = ${filename}`,
  );
  if ('licenseeId' in viewer) {
    if (!file || !isPublicContext(context) || file.licensee_id !== viewer.licenseeId) throw new ApiError(404, 'File.NotFound');
  } else {
    if (!viewer.session) throw new ApiError(401, 'Auth.Unauthenticated');
    if (!file || !visibleToSession(file, context, viewer.session)) throw new ApiError(404, 'File.NotFound');
  }
  return { mimeType: file.mime_type, content: file.content };
}
