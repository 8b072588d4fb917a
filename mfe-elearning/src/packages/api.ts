// The packages feature's data (docs/adding-an-area.md §4): a SCORM package sent to upload-package
// with its text fields, as a new own course or the new package of one.
import { ELEARNING_PACKAGE_FILE_FIELD, uploadPackageEndpoint, type UploadedPackage } from '@compliance/shared-contracts/browser';
import { uploadFileOrThrow } from '@compliance/shared-ui/inputs';

/** The text fields of an upload as the form holds them; elearningUuid names the own course whose package is replaced. */
export interface PackageUploadFields {
  elearningUuid?: string;
  title?: string;
  category?: string;
  description?: string;
  durationMinutes?: string;
}

/** The server's answer to a successful upload (the browser bundles no schemas: the shape is enough). */
const isUploadedPackage = (body: unknown): body is UploadedPackage =>
  typeof body === 'object' && body !== null && typeof (body as Partial<UploadedPackage>).elearningUuid === 'string';

/**
 * Uploads a package with progress in percent; answers what it became, or throws the failure as
 * an ApiRequestError (status 0 when the network failed) for the form to show.
 */
export async function uploadPackage(
  file: File,
  fields: PackageUploadFields,
  onProgress: (percent: number) => void,
): Promise<UploadedPackage> {
  const params = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return uploadFileOrThrow(
    { url: uploadPackageEndpoint.path, file, fieldName: ELEARNING_PACKAGE_FILE_FIELD, params, onProgress },
    isUploadedPackage,
  );
}
