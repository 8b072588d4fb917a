// Multipart forms as browsers send them, for the tests of upload endpoints and the upload sweeps.

const BOUNDARY = 'sweep-upload-boundary';

/** The content type of the forms built here. */
export const MULTIPART_CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** One text field or file of a form. */
export type FormPart = { name: string; value: string } | { name: string; filename: string; content: Buffer };

/** The head of one part: its boundary line and headers. */
export function partHead(part: FormPart): string {
  return 'filename' in part
    ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`
    : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`;
}

/** The line that ends a form. */
export const FORM_END = `--${BOUNDARY}--\r\n`;

/** A multipart form of the parts, as bytes. */
export function multipartBody(parts: readonly FormPart[]): Buffer {
  return Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(partHead(part)),
      'filename' in part ? part.content : Buffer.from(part.value),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(FORM_END),
  ]);
}
