import type { FastifyRequest } from 'fastify';
import {
  contentMatchesUploadType,
  ELEARNING_PACKAGE_FILE_FIELD,
  uploadPackageFieldsSchema,
  type UploadPackageFields,
} from '@compliance/shared-contracts';
import { ApiError } from '../../errors';
import { receiveFileForm } from '../../lib/upload-form';

// Receiving the multipart upload of a SCORM package. A zip is read from its end (the central
// directory), so the package is held in memory whole; the route's size limit bounds it.

/** The package's bytes and the text fields sent with it. */
export interface ReceivedPackage {
  zip: Buffer;
  filename: string;
  fields: UploadPackageFields;
}

const isZipContent = (head: Uint8Array): boolean => contentMatchesUploadType(head, 'zip');

/**
 * Reads a package's form: the one zip (by name and content) and its text fields, parsed by
 * `fields` (a client's upload, a licensee's course); fields it refuses answer 400 Schema.Invalid.
 */
export async function receivePackageForm<Fields>(
  request: FastifyRequest,
  fields: { safeParse(input: unknown): { success: true; data: Fields } | { success: false } },
): Promise<{ zip: Buffer; filename: string; fields: Fields }> {
  const form = await receiveFileForm(request, {
    field: ELEARNING_PACKAGE_FILE_FIELD,
    acceptsName: (filename) => /\.zip$/i.test(filename),
    acceptsHead: isZipContent,
    unreadableCode: 'ELearning.PackageInvalid',
  });
  const parsed = fields.safeParse(form.fields);
  if (!parsed.success) throw new ApiError(400, 'Schema.Invalid');
  return { zip: form.content, filename: form.filename, fields: parsed.data };
}

/** Reads a client's upload: the one zip and its text fields. */
export const receivePackage = (request: FastifyRequest): Promise<ReceivedPackage> => receivePackageForm(request, uploadPackageFieldsSchema);
