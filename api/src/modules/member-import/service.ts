import type { BodyOf, importMemberCsvEndpoint, MemberImportOptions } from '@compliance/shared-contracts';
import { audit } from '../../audit';
import type { SessionContext } from '../../context';
import type { Database } from '../../db';
import { ApiError } from '../../errors';
import { lockLoginNames } from '../../lib/login-names';
import { sql, sqlRows } from '../../lib/sql';
import { assertNotCommonPassword } from '../../security/common-passwords';
import { hashForStorage } from '../../security/passwords';
import { createInvitationTokens, type Invitation } from '../../lib/invitations';
import { assertImportCapacity, countedMembers, ImportWriter, loadImportContext, scanHasErrors, scanImport } from './scan';
import { deleteImport, findImport, saveEncoding } from './store';

// What the member import does once the upload is stored: check it (and keep it for the
// import, or drop it), then import it in one transaction. The routes receive the file and
// send the invitation mails.

const auditContext = (session: SessionContext) => ({
  licenseeId: session.licenseeId,
  clientId: session.clientId,
  actor: { memberId: session.memberId, advisorId: session.advisorId },
  entity: 'member-import',
});

/** A stored upload to check. */
export interface StoredUpload {
  importId: string;
  filename: string;
  options: MemberImportOptions;
}

/** Checks every row of a stored upload and answers the report; a file refused as a whole is not stored. */
export async function checkUpload(db: Database, session: SessionContext, { importId, filename, options }: StoredUpload) {
  const context = await loadImportContext(db, session, options);
  // A file refused while it is read (too many rows) is not stored for an import.
  const scan = await scanImport(db, { id: importId, encoding: null }, options, context).catch(async (error: unknown) => {
    await deleteImport(db, importId);
    throw error;
  });
  await saveEncoding(db, importId, scan.encoding);
  if (scan.totalRows === 0 && scan.errors.length === 0) {
    await deleteImport(db, importId);
    throw new ApiError(400, 'MemberImport.EmptyFile');
  }
  await audit(db, {
    ...auditContext(session),
    action: 'member-import.upload',
    entityId: importId,
    details: { rows: scan.totalRows, invalidRows: scan.invalidRows },
  });
  return { importUuid: importId, filename, ...scan, ...(await countedMembers(db, session)) };
}

/**
 * Imports a checked upload: every row or none (a bad row anywhere, or the client's member
 * limit, rolls all back). Answers the count and the invitations to mail after the commit.
 */
export async function importMembers(
  db: Database,
  session: SessionContext,
  body: BodyOf<typeof importMemberCsvEndpoint>,
  onProgress: (written: number) => void,
): Promise<{ imported: number; invitations: Invitation[] }> {
  const { importUuid, passwordMode, usernameOption, initialPassword } = body;
  const stored = await findImport(db, session, importUuid);
  // An upload without an encoding was never checked to the end: it cannot be imported.
  if (!stored || !stored.encoding) throw new ApiError(404, 'MemberImport.NotFound');
  if (passwordMode === 'initial' && initialPassword === null) throw new ApiError(400, 'MemberImport.PasswordRequired');
  if (passwordMode === 'initial' && initialPassword !== null) await assertNotCommonPassword(initialPassword);
  const initialStored = passwordMode === 'initial' && initialPassword !== null ? await hashForStorage(initialPassword) : null;
  const options = { passwordMode, usernameOption };

  return db.transaction(async (tx) => {
    // Taken names are read under the client lock, so a member created meanwhile cannot collide.
    await lockLoginNames(tx, session);
    const writer = new ImportWriter(tx, session.clientId, passwordMode, initialStored, onProgress);
    // One pass writes the valid rows; a bad row anywhere rolls all of them back.
    const scan = await scanImport(tx, stored, options, await loadImportContext(tx, session, options), (row) => writer.add(row));
    if (scanHasErrors(scan)) throw new ApiError(400, 'MemberImport.InvalidRow');
    await writer.flush();
    await assertImportCapacity(tx, session);
    const invitations = passwordMode === 'byEmail' ? await createInvitationTokens(tx, writer.invitees) : [];
    await sqlRows(tx, sql`DELETE FROM member_import WHERE id = ${importUuid}`);
    await audit(tx, {
      ...auditContext(session),
      action: 'member-import.import',
      entityId: importUuid,
      details: { imported: writer.count, passwordMode, usernameOption },
    });
    return { imported: writer.count, invitations };
  });
}
