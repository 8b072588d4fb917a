import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A file an endpoint answers with (a certificate, an export): its bytes or a stream of them, its type and the name it is saved under. */
export interface FileAnswer {
  body: Uint8Array | Readable;
  contentType: string;
  /** ASCII only: it goes into the header as it is. */
  fileName: string;
}

/** Sends a file to be saved (not shown): personal, so no browser or proxy caches it. */
export function sendFileAnswer(reply: FastifyReply, { body, contentType, fileName }: FileAnswer): FastifyReply {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(body instanceof Uint8Array ? Buffer.from(body.buffer, body.byteOffset, body.byteLength) : body);
}
