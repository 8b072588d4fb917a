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

/** Reads the form: the one zip (by name and content) and its text fields. */
export async function receivePackage(request: FastifyRequest): Promise<ReceivedPackage> {
  const form = await receiveFileForm(request, {
    field: ELEARNING_PACKAGE_FILE_FIELD,
    acceptsName: (filename) => /\.zip$/i.test(filename),
    acceptsHead: isZipContent,
    unreadableCode: 'ELearning.PackageInvalid',
  });
  const parsed = uploadPackageFieldsSchema.safeParse(form.fields);
  if (!parsed.success) throw new ApiError(400, 'Schema.Invalid');
  return { zip: form.content, filename: form.filename, fields: parsed.data };
}
