import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '@compliance/shared-contracts';
import { ApiError } from '../errors';

// The checks every multipart upload route makes the same way (docs/architecture.md §6): before
// reading, and when reading the form fails.

/** Room for the text fields and boundaries around an uploaded file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Refuses a request that is no form (`notAFormCode`), and one whose Content-Length says it is
 * larger than the file limit plus the form around it, before any of it is read or stored.
 */
export function assertUploadRequest(request: FastifyRequest, maxBytes: number, notAFormCode: ErrorCode): void {
  if (!request.isMultipart()) throw new ApiError(400, notAFormCode);
  if (Number(request.headers['content-length'] ?? 0) > maxBytes + MULTIPART_OVERHEAD_BYTES) throw new ApiError(413, 'File.TooLarge');
}

/**
 * The answer to an error thrown while a form was read: our own refusals as they are; the
 * parser's file-over-the-limit as File.TooLarge; anything else (a form cut off or without a
 * boundary, no fault of the server) as `unreadableCode`.
 */
export function formReadError(error: unknown, unreadableCode: ErrorCode): ApiError {
  if (error instanceof ApiError) return error;
  if (typeof error === 'object' && error !== null && 'statusCode' in error && error.statusCode === 413)
    return new ApiError(413, 'File.TooLarge');
  return new ApiError(400, unreadableCode);
}

/** A file received whole, with the text fields sent beside it. */
export interface ReceivedFileForm {
  content: Buffer;
  filename: string;
  fields: Record<string, string>;
}

/** Which file a form must carry, and the code of a form that cannot be read or carries none. */
export interface FileFormRules {
  field: string;
  /** Whether the file's name is one the upload takes (its extension). */
  acceptsName(filename: string): boolean;
  /** Whether the file's first bytes are what the upload takes: judged before the rest is read. */
  acceptsHead(head: Uint8Array): boolean;
  unreadableCode: ErrorCode;
}

/** The bytes a file's kind is told by: every signature the uploads check lies within them. */
const HEAD_BYTES = 4096;

/**
 * Reads a multipart form with one file in `rules.field`, held whole in memory (the route's size
 * limit bounds it), and its text fields. A name or head the upload does not take answers 400
 * File.InvalidType, a file past the limit 413 File.TooLarge, and a form that cannot be read or
 * holds no file (or an empty one) 400 `unreadableCode`. Further files are skipped unread.
 */
export async function receiveFileForm(request: FastifyRequest, rules: FileFormRules): Promise<ReceivedFileForm> {
  const fields: Record<string, string> = {};
  let received: { content: Buffer; filename: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== rules.field || received) {
        part.file.resume();
        continue;
      }
      if (!rules.acceptsName(part.filename)) {
        part.file.resume();
        throw new ApiError(400, 'File.InvalidType');
      }
      const pieces: Buffer[] = [];
      for await (const piece of part.file) {
        pieces.push(piece as Buffer);
        // Judged by content as soon as there is a head to judge: a renamed file is not read on.
        if (pieces.length === 1 && !rules.acceptsHead(pieces[0]!.subarray(0, HEAD_BYTES))) {
          part.file.resume();
          throw new ApiError(400, 'File.InvalidType');
        }
      }
      if (part.file.truncated) throw new ApiError(413, 'File.TooLarge');
      received = { content: Buffer.concat(pieces), filename: part.filename };
    }
  } catch (error) {
    throw formReadError(error, rules.unreadableCode);
  }
  if (!received || received.content.length === 0) throw new ApiError(400, rules.unreadableCode);
  return { ...received, fields };
}
