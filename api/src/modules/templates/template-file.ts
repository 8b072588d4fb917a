import {
  contentMatchesUploadType,
  fileExtension,
  ODT_MIME_TYPE,
  TEMPLATE_FILE_TYPES,
  transliterate,
  UPLOAD_FILE_TYPE_DEFINITIONS,
  type TemplateFileType,
} from '@compliance/shared-contracts';
import { zipDirectory, type ZipDirectory } from '../../lib/zip';

// What a template's file is, told by its content: a PDF by its magic, the office kinds (zip
// archives all three) by the entries their formats require, so a renamed file of another kind
// is refused whatever its name says.

/** The bytes a container's signature is read from. */
const HEAD_BYTES = 4096;

/** An office document has a few hundred entries at most; only OpenDocument's short `mimetype` entry is read. */
const OFFICE_ZIP_LIMITS = { maxEntries: 10_000, read: ['mimetype'], maxEntryBytes: 256 } as const;

/** The entry each office kind cannot be without (ECMA-376 main parts; the ODF mimetype entry). */
const OFFICE_MARKS: Readonly<Record<Exclude<TemplateFileType, 'pdf'>, (directory: ZipDirectory) => boolean>> = {
  docx: (directory) => directory.names.has('word/document.xml'),
  xlsx: (directory) => directory.names.has('xl/workbook.xml'),
  odt: (directory) => directory.contents.get('mimetype')?.toString('latin1') === ODT_MIME_TYPE,
};

/** The kind a file's name claims, by its extension; undefined for a name no template has. */
export const claimedTemplateType = (filename: string): TemplateFileType | undefined =>
  TEMPLATE_FILE_TYPES.find((type) => UPLOAD_FILE_TYPE_DEFINITIONS[type].extensions.includes(fileExtension(filename)));

/** Whether a file begins as a template's container does (PDF or zip): judged before the rest is read. */
export const hasTemplateContainerHead = (head: Uint8Array): boolean =>
  contentMatchesUploadType(head, 'pdf') || contentMatchesUploadType(head, 'zip');

/** Whether the whole file's content is of the kind: PDF magic, or the zip entries the office kind requires. */
export async function contentIsTemplateType(content: Buffer, type: TemplateFileType): Promise<boolean> {
  const head = content.subarray(0, HEAD_BYTES);
  if (type === 'pdf') return contentMatchesUploadType(head, 'pdf');
  if (!contentMatchesUploadType(head, 'zip')) return false;
  const directory = await zipDirectory(content, OFFICE_ZIP_LIMITS);
  return directory !== undefined && OFFICE_MARKS[type](directory);
}

/** The longest stored file name before its extension. */
const STORED_NAME_MAX_LENGTH = 100;

/**
 * The name a template's file is stored and served under: the uploaded name in plain ASCII letters,
 * digits, dots, dashes and underscores, with the extension of its kind. It goes into the download
 * path and the Content-Disposition header as it is, so it must need no encoding.
 */
export function storedTemplateFileName(uploadedName: string, type: TemplateFileType): string {
  const baseName = (uploadedName.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '');
  const plain = transliterate(baseName)
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, STORED_NAME_MAX_LENGTH);
  return `${plain || 'template'}.${type}`;
}

/** The content type a template's file is served with. */
export const templateMimeType = (type: TemplateFileType): string =>
  UPLOAD_FILE_TYPE_DEFINITIONS[type].mimeTypes[0] ?? 'application/octet-stream';
