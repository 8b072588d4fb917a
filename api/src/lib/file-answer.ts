import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A file an endpoint answers with (a certificate, an export): its bytes or a stream of them, its type and the name it is saved under. */
export interface FileAnswer {
  body: Uint8Array | Readable;
  contentType: string;
  /** Any text: the header carries it encoded (RFC 6266), with an ASCII stand-in for old clients. */
  fileName: string;
}

/** German letters written out, every other character outside printable ASCII (and quotes, backslashes) as "_". */
function asciiFileName(fileName: string): string {
  const spelled: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' };
  return fileName.replace(/[^\x20-\x7e]|["\\]/g, (character) => spelled[character] ?? '_');
}

/** The content-disposition of a download named `fileName`; a name beyond ASCII goes encoded beside its stand-in. */
export function attachmentDisposition(fileName: string): string {
  const ascii = asciiFileName(fileName);
  if (ascii === fileName) return `attachment; filename="${fileName}"`;
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Sends a file to be saved (not shown): personal, so no browser or proxy caches it. */
export function sendFileAnswer(reply: FastifyReply, { body, contentType, fileName }: FileAnswer): FastifyReply {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', attachmentDisposition(fileName))
    .header('cache-control', 'private, no-store')
    .send(body instanceof Uint8Array ? Buffer.from(body.buffer, body.byteOffset, body.byteLength) : body);
}
