import type { FastifyRequest } from 'fastify';
import {
  contentMatchesUploadType,
  MEMBER_IMPORT_FILE_FIELD,
  memberImportOptionsSchema,
  type MemberImportOptions,
} from '@compliance/shared-contracts';
import type { SessionContext } from '../../context';
import { ApiError } from '../../errors';
import { formReadError } from '../../lib/upload-form';
import { sliceYielder } from '../../lib/event-loop';
import { appendChunk, createImport, deleteImport, IMPORT_CHUNK_BYTES } from './store';

// Receiving the multipart upload of a member CSV: the file goes to the database in chunks
// as it arrives, so a large file never sits in memory whole.

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
export async function receiveUpload(
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
    if (error instanceof StoreFailure) throw error.cause;
    throw formReadError(error, 'MemberImport.CsvNotProcessable');
  }
  if (!upload) throw new ApiError(400, 'MemberImport.CsvNotProcessable');
  const options = memberImportOptionsSchema.safeParse(fields);
  if (!options.success) {
    await deleteImport(db, upload.importId);
    throw new ApiError(400, 'Schema.Invalid');
  }
  return { ...upload, options: options.data };
}
