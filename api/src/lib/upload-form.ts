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
