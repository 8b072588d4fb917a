import type { FastifyRequest } from 'fastify';
import {
  contentMatchesUploadType,
  ELEARNING_PACKAGE_FILE_FIELD,
  uploadPackageFieldsSchema,
  type UploadPackageFields,
} from '@compliance/shared-contracts';
import { ApiError } from '../../errors';
import { formReadError } from '../../lib/upload-form';

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
  const fields: Record<string, string> = {};
  let received: { zip: Buffer; filename: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== ELEARNING_PACKAGE_FILE_FIELD || received) {
        part.file.resume();
        continue;
      }
      if (!/\.zip$/i.test(part.filename)) {
        part.file.resume();
        throw new ApiError(400, 'File.InvalidType');
      }
      const pieces: Buffer[] = [];
      for await (const piece of part.file) {
        pieces.push(piece as Buffer);
        // Judged by content as soon as there is a head to judge: a renamed file is not read on.
        if (pieces.length === 1 && !isZipContent(pieces[0]!.subarray(0, 4096))) {
          part.file.resume();
          throw new ApiError(400, 'File.InvalidType');
        }
      }
      if (part.file.truncated) throw new ApiError(413, 'File.TooLarge');
      received = { zip: Buffer.concat(pieces), filename: part.filename };
    }
  } catch (error) {
    throw formReadError(error, 'ELearning.PackageInvalid');
  }
  if (!received || received.zip.length === 0) throw new ApiError(400, 'ELearning.PackageInvalid');
  const parsed = uploadPackageFieldsSchema.safeParse(fields);
  if (!parsed.success) throw new ApiError(400, 'Schema.Invalid');
  return { ...received, fields: parsed.data };
}
