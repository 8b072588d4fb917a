import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AUTH_ROUTES,
  contentMatchesUploadType,
  fillPath,
  importMemberCsvEndpoint,
  MEMBER_IMPORT_FILE_FIELD,
  MEMBER_IMPORT_MAX_BYTES,
  memberImportOptionsSchema,
  uploadMemberCsvEndpoint,
  type MemberImportOptions,
} from '@compliance/shared-contracts';
import { audit } from '../../audit';
import type { SessionContext } from '../../context';
import { ApiError } from '../../errors';
import { sliceYielder } from '../../lib/event-loop';
import { linkMail } from '../../mail/password-reset-mail';
import { requireSession, resolveLicensee } from '../../plugins/client-scope';
import { registerEndpoint } from '../../route';
import { digest, randomToken } from '../../security/tokens';
import { assertNotCommonPassword } from '../../security/common-passwords';
import { hashForStorage } from '../../security/passwords';
import { publicBaseUrl } from '../../lib/password-reset';
import { lockLoginNames } from '../../lib/login-names';
import {
  assertImportCapacity,
  countedMembers,
  ImportWriter,
  loadImportContext,
  scanHasErrors,
  scanImport,
  type ImportedMember,
} from './service';
import { appendChunk, createImport, deleteImport, findImport, IMPORT_CHUNK_BYTES, saveEncoding } from './store';
import type { Queryable } from '../../db';
import { sql, sqlRows, sqlRow } from '../../lib/sql';

/** How long the password link of an invitation mail stays valid. */
const INVITATION_DAYS = 7;

const auditContext = (session: SessionContext) => ({
  licenseeId: session.licenseeId,
  clientId: session.clientId,
  actor: { memberId: session.memberId, advisorId: session.advisorId },
  entity: 'member-import',
});

/** Judged by content, not name: a renamed executable or spreadsheet is refused (docs/architecture.md §6). */
const isCsvContent = (head: Uint8Array): boolean => contentMatchesUploadType(head, 'csv');

/** A failure of the database while an upload is stored, told apart from a form that cannot be read. */
class StoreFailure extends Error {
  constructor(override readonly cause: unknown) {
    super('storing the upload failed');
  }
}

/** Runs a database step of the upload, marking its failure as the server's own. */
const stored = <T>(step: Promise<T>): Promise<T> =>
  step.catch((error: unknown) => {
    throw new StoreFailure(error);
  });

/**
 * Streams the multipart file into stored chunks (never the whole file in memory) and reads
 * the option fields. Answers the stored upload's id.
 */
async function receiveUpload(
  request: FastifyRequest,
  session: SessionContext,
): Promise<{ importId: string; filename: string; options: MemberImportOptions }> {
  const db = request.server.db;
  const fields: Record<string, string> = {};
  let upload: { importId: string; filename: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== MEMBER_IMPORT_FILE_FIELD || upload) {
        part.file.resume();
        continue;
      }
      if (!/\.csv$/i.test(part.filename)) {
        part.file.resume();
        throw new ApiError(400, 'File.InvalidType');
      }
      upload = { importId: await stored(createImport(db, session, session.memberId, part.filename)), filename: part.filename };
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      let seq = 0;
      const flush = async () => {
        if (pendingBytes === 0) return;
        const content = Buffer.concat(pending);
        if (seq === 0 && !isCsvContent(content.subarray(0, 4096))) throw new ApiError(400, 'File.InvalidType');
        await stored(appendChunk(db, upload!.importId, seq, content));
        seq += 1;
        pending = [];
        pendingBytes = 0;
      };
      // A file that arrives faster than it is stored would otherwise be stored in one go.
      const checkpoint = sliceYielder();
      for await (const piece of part.file) {
        pending.push(piece as Buffer);
        pendingBytes += (piece as Buffer).length;
        if (pendingBytes >= IMPORT_CHUNK_BYTES) await flush();
        await checkpoint();
      }
      if (part.file.truncated) throw new ApiError(413, 'File.TooLarge');
      await flush();
      if (seq === 0) throw new ApiError(400, 'MemberImport.EmptyFile');
    }
  } catch (error) {
    if (upload) await deleteImport(db, upload.importId);
    if (error instanceof ApiError) throw error;
    if (error instanceof StoreFailure) throw error.cause;
    // Whatever else failed, failed reading the form: a file over the limit, or a form that is
    // cut off or has no boundary (the parser's own errors, which are no fault of the server).
    if (typeof error === 'object' && error !== null && 'statusCode' in error && error.statusCode === 413)
      throw new ApiError(413, 'File.TooLarge');
    throw new ApiError(400, 'MemberImport.CsvNotProcessable');
  }
  if (!upload) throw new ApiError(400, 'MemberImport.CsvNotProcessable');
  const options = memberImportOptionsSchema.safeParse(fields);
  if (!options.success) {
    await deleteImport(db, upload.importId);
    throw new ApiError(400, 'Schema.Invalid');
  }
  return { ...upload, options: options.data };
}

const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Member CSV import of docs/product.md §2/§7: upload and check, then import in one transaction. */
export async function memberImportRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MEMBER_IMPORT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 } });

  registerEndpoint(app, uploadMemberCsvEndpoint, async (request) => {
    const session = requireSession(request);
    if (!request.isMultipart()) throw new ApiError(400, 'MemberImport.CsvNotProcessable');
    // A request that says it is larger than the file limit (plus room for the form around the
    // file) is refused before any of it is read or stored.
    if (Number(request.headers['content-length'] ?? 0) > MEMBER_IMPORT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES)
      throw new ApiError(413, 'File.TooLarge');
    const { importId, filename, options } = await receiveUpload(request as unknown as FastifyRequest, session);
    const context = await loadImportContext(app.db, session, options);
    // A file refused while it is read (too many rows) is not kept for an import.
    const scan = await scanImport(app.db, { id: importId, encoding: null }, options, context).catch(async (error: unknown) => {
      await deleteImport(app.db, importId);
      throw error;
    });
    await saveEncoding(app.db, importId, scan.encoding);
    if (scan.totalRows === 0 && scan.errors.length === 0) {
      await deleteImport(app.db, importId);
      throw new ApiError(400, 'MemberImport.EmptyFile');
    }
    await audit(app.db, {
      ...auditContext(session),
      action: 'member-import.upload',
      entityId: importId,
      details: { rows: scan.totalRows, invalidRows: scan.invalidRows },
    });
    return { importUuid: importId, filename, ...scan, ...(await countedMembers(app.db, session)) };
  });

  registerEndpoint(app, importMemberCsvEndpoint, async (request) => {
    const session = requireSession(request);
    const { importUuid, passwordMode, usernameOption, initialPassword } = request.body;
    const stored = await findImport(app.db, session, importUuid);
    // An upload without an encoding was never checked to the end: it cannot be imported.
    if (!stored || !stored.encoding) throw new ApiError(404, 'MemberImport.NotFound');
    if (passwordMode === 'initial' && initialPassword === null) throw new ApiError(400, 'MemberImport.PasswordRequired');
    if (passwordMode === 'initial' && initialPassword !== null) await assertNotCommonPassword(initialPassword);
    const initialStored = passwordMode === 'initial' && initialPassword !== null ? await hashForStorage(initialPassword) : null;
    const options = { passwordMode, usernameOption };

    const result = await app.db.transaction(async (tx) => {
      // Taken names are read under the client lock, so a member created meanwhile cannot collide.
      await lockLoginNames(tx, session);
      const writer = new ImportWriter(tx, session.clientId, passwordMode, initialStored, (written) =>
        request.log.info({ importUuid, written }, 'member import: rows written'),
      );
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

    const sent = await sendInvitations(app, request as unknown as FastifyRequest, session, result.invitations);
    return { success: true as const, imported: result.imported, invitationsSent: sent };
  });
}

interface Invitation extends ImportedMember {
  token: string;
}

async function createInvitationTokens(tx: Queryable, members: readonly ImportedMember[]): Promise<Invitation[]> {
  const invitations = members.filter((member) => member.email).map((member) => ({ ...member, token: randomToken(32) }));
  for (let start = 0; start < invitations.length; start += 1000) {
    const batch = invitations.slice(start, start + 1000);
    await sqlRows(
      tx,
      sql`INSERT INTO password_reset_token (member_id, token_hash, expires_at)
       SELECT id, hash, now() + make_interval(days => ${INVITATION_DAYS}) FROM unnest(${batch.map((item) => item.id)}::uuid[], ${batch.map((item) => digest(item.token))}::text[]) AS t(id, hash)`,
    );
  }
  return invitations;
}

/** Mails each invited member the link to set a password (after the import committed). */
async function sendInvitations(
  app: FastifyInstance,
  request: FastifyRequest,
  session: SessionContext,
  invitations: readonly Invitation[],
): Promise<number> {
  if (invitations.length === 0) return 0;
  const client = await sqlRow<{ client_identifier: string; language: string }>(
    app.db,
    sql`SELECT client_identifier, language FROM client WHERE id = ${session.clientId}`,
  );
  if (!client) return 0;
  const licensee = await resolveLicensee(app.db, request);
  const base = await publicBaseUrl(app, request);
  const path = fillPath(AUTH_ROUTES.resetPassword, { clientId: client.client_identifier });
  const language = client.language === 'en_GB' ? 'en_GB' : 'de_DE';
  for (const invitation of invitations) {
    app.mailer.send(
      linkMail('invitation', {
        to: invitation.email as string,
        language,
        link: `${base}${path}?token=${encodeURIComponent(invitation.token)}`,
        values: {
          firstName: invitation.firstName,
          lastName: invitation.lastName,
          username: invitation.username,
          clientIdentifier: client.client_identifier,
          licenseeName: licensee.name,
          days: INVITATION_DAYS,
        },
      }),
    );
  }
  return invitations.length;
}
