/** File kinds an upload field may allow (docs/product.md §5); 'image' stands for any image/* type. */
export const UPLOAD_FILE_TYPES = [
  'csv',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'odt',
  'image',
  'jpg',
  'png',
  'gif',
  'bmp',
  'svg',
  'webp',
  'mp4',
  'avi',
  'mkv',
  'txt',
  'json',
  'xml',
  'zip',
  'rar',
  'tar',
] as const;

/** One allowed upload kind. */
export type UploadFileType = (typeof UPLOAD_FILE_TYPES)[number];

/** MIME types (a trailing '/*' is a wildcard) and lowercase extensions that make up one upload kind. */
export interface UploadFileTypeDefinition {
  mimeTypes: readonly string[];
  extensions: readonly string[];
}

/** Largest upload accepted by default: 5 MB (docs/product.md §9). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Files an upload field takes by default (docs/product.md §9). */
export const DEFAULT_MAX_UPLOAD_FILES = 1;

/** Why a candidate file was turned away; also the i18n key under shared.fileUpload.errors. */
export type UploadRejectionReason = 'invalidFileFormat' | 'invalidFileSize';

/** What the checks need of a file; a browser `File` fits as it is. */
export interface UploadFileDescriptor {
  name: string;
  size: number;
  type: string;
  lastModified: number;
}

/** Limits of one upload field; every one has a default. */
export interface UploadOptions {
  allowedTypes?: readonly UploadFileType[];
  maxFileSize?: number;
  maxFiles?: number;
}

/** A candidate turned away, with the reason to show. */
export interface UploadRejection<TFile extends UploadFileDescriptor> {
  file: TFile;
  reason: UploadRejectionReason;
}

/** Outcome of adding candidates to a selection. */
export interface UploadSelection<TFile extends UploadFileDescriptor> {
  /** The selection after adding: what the field shows. */
  files: TFile[];
  /** Candidates newly taken into `files`. */
  accepted: TFile[];
  /** Candidates of a wrong type or too large. */
  rejected: UploadRejection<TFile>[];
  /** Valid candidates left out because the field was already full. */
  overflow: TFile[];
}

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'svg', 'webp', 'tif', 'tiff', 'ico', 'heic', 'heif', 'avif'];

/** MIME types and extensions of every allowed upload kind. */
export const UPLOAD_FILE_TYPE_DEFINITIONS: Readonly<Record<UploadFileType, UploadFileTypeDefinition>> = {
  // Windows browsers with Excel installed report CSV files as application/vnd.ms-excel.
  csv: {
    mimeTypes: ['text/csv', 'application/csv', 'text/comma-separated-values', 'text/x-csv', 'application/vnd.ms-excel', 'text/plain'],
    extensions: ['csv'],
  },
  pdf: { mimeTypes: ['application/pdf'], extensions: ['pdf'] },
  doc: { mimeTypes: ['application/msword'], extensions: ['doc'] },
  docx: {
    mimeTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    extensions: ['docx'],
  },
  xls: { mimeTypes: ['application/vnd.ms-excel'], extensions: ['xls'] },
  xlsx: {
    mimeTypes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    extensions: ['xlsx'],
  },
  odt: { mimeTypes: ['application/vnd.oasis.opendocument.text'], extensions: ['odt'] },
  image: { mimeTypes: ['image/*'], extensions: IMAGE_EXTENSIONS },
  jpg: { mimeTypes: ['image/jpeg', 'image/pjpeg'], extensions: ['jpg', 'jpeg'] },
  png: { mimeTypes: ['image/png'], extensions: ['png'] },
  gif: { mimeTypes: ['image/gif'], extensions: ['gif'] },
  bmp: { mimeTypes: ['image/bmp', 'image/x-bmp', 'image/x-ms-bmp'], extensions: ['bmp'] },
  svg: { mimeTypes: ['image/svg+xml'], extensions: ['svg'] },
  webp: { mimeTypes: ['image/webp'], extensions: ['webp'] },
  mp4: { mimeTypes: ['video/mp4'], extensions: ['mp4', 'm4v'] },
  avi: { mimeTypes: ['video/x-msvideo', 'video/avi', 'video/msvideo'], extensions: ['avi'] },
  mkv: { mimeTypes: ['video/x-matroska'], extensions: ['mkv'] },
  txt: { mimeTypes: ['text/plain'], extensions: ['txt'] },
  json: { mimeTypes: ['application/json', 'text/json'], extensions: ['json'] },
  xml: { mimeTypes: ['application/xml', 'text/xml'], extensions: ['xml'] },
  zip: {
    mimeTypes: ['application/zip', 'application/x-zip-compressed', 'application/x-zip'],
    extensions: ['zip'],
  },
  rar: {
    mimeTypes: ['application/vnd.rar', 'application/x-rar-compressed', 'application/x-rar'],
    extensions: ['rar'],
  },
  tar: { mimeTypes: ['application/x-tar'], extensions: ['tar'] },
};

// Browsers report these when the operating system does not know the extension (e.g. .mkv on
// many systems); the extension then decides alone and the server checks the content.
const UNSPECIFIC_MIME_TYPES: ReadonlySet<string> = new Set(['', 'application/octet-stream']);

/** Lowercase extension of a file name without the dot; '' when there is none. */
export function fileExtension(fileName: string): string {
  const lastDot = fileName.lastIndexOf('.');
  return lastDot <= 0 || lastDot === fileName.length - 1 ? '' : fileName.slice(lastDot + 1).toLowerCase();
}

function mimeTypeMatches(pattern: string, mimeType: string): boolean {
  if (pattern.endsWith('/*')) return mimeType.startsWith(pattern.slice(0, -1));
  return pattern === mimeType;
}

/** Tells whether a file is of one upload kind: its extension must belong to it and its MIME type must not contradict it. */
export function matchesUploadFileType(file: Pick<UploadFileDescriptor, 'name' | 'type'>, fileType: UploadFileType): boolean {
  const definition = UPLOAD_FILE_TYPE_DEFINITIONS[fileType];
  if (!definition.extensions.includes(fileExtension(file.name))) return false;
  const mimeType = file.type.trim().toLowerCase();
  return UNSPECIFIC_MIME_TYPES.has(mimeType) || definition.mimeTypes.some((pattern) => mimeTypeMatches(pattern, mimeType));
}

/** Builds the `accept` attribute of a file input for the allowed kinds, e.g. '.pdf,application/pdf'. */
export function uploadAcceptAttribute(allowedTypes: readonly UploadFileType[] = UPLOAD_FILE_TYPES): string {
  const entries = new Set<string>();
  for (const fileType of allowedTypes) {
    const definition = UPLOAD_FILE_TYPE_DEFINITIONS[fileType];
    for (const extension of definition.extensions) entries.add(`.${extension}`);
    for (const mimeType of definition.mimeTypes) entries.add(mimeType);
  }
  return [...entries].join(',');
}

/** Checks one file against type and size limits; `undefined` when it may be uploaded. */
export function validateUploadFile(
  file: UploadFileDescriptor,
  options: Pick<UploadOptions, 'allowedTypes' | 'maxFileSize'> = {},
): UploadRejectionReason | undefined {
  const allowedTypes = options.allowedTypes ?? UPLOAD_FILE_TYPES;
  const maxFileSize = options.maxFileSize ?? MAX_UPLOAD_BYTES;
  if (!allowedTypes.some((fileType) => matchesUploadFileType(file, fileType))) return 'invalidFileFormat';
  if (!Number.isFinite(file.size) || file.size < 0 || file.size > maxFileSize) return 'invalidFileSize';
  return undefined;
}

/** Tells whether two descriptors are the same file picked twice (same name, size, type and modified time). */
export function isSameUploadFile(a: UploadFileDescriptor, b: UploadFileDescriptor): boolean {
  return a.name === b.name && a.size === b.size && a.type === b.type && a.lastModified === b.lastModified;
}

/**
 * Adds newly picked files to a selection: duplicates are ignored, invalid files rejected with a reason.
 * With a limit of one file the first valid new pick replaces the current one, as users expect of a
 * single-file field; otherwise files beyond the limit are left out and reported in `overflow`.
 */
export function selectUploadFiles<TFile extends UploadFileDescriptor>(
  selected: readonly TFile[],
  candidates: readonly TFile[],
  options: UploadOptions = {},
): UploadSelection<TFile> {
  const maxFiles = Math.max(1, options.maxFiles ?? DEFAULT_MAX_UPLOAD_FILES);
  let files = [...selected];
  const accepted: TFile[] = [];
  const rejected: UploadRejection<TFile>[] = [];
  const overflow: TFile[] = [];

  for (const candidate of candidates) {
    if (files.some((file) => isSameUploadFile(file, candidate))) continue;
    if (rejected.some((rejection) => isSameUploadFile(rejection.file, candidate))) continue;
    if (overflow.some((file) => isSameUploadFile(file, candidate))) continue;

    const reason = validateUploadFile(candidate, options);
    if (reason !== undefined) {
      rejected.push({ file: candidate, reason });
    } else if (maxFiles === 1 && accepted.length === 0) {
      files = [candidate];
      accepted.push(candidate);
    } else if (files.length < maxFiles) {
      files.push(candidate);
      accepted.push(candidate);
    } else {
      overflow.push(candidate);
    }
  }
  return { files, accepted, rejected, overflow };
}
