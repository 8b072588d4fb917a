// The branding feature's data (docs/adding-an-area.md §4): the licensee's configuration, images
// and domains, read once and cleared by each of their writes.
import useSWR from 'swr';
import {
  addLicenseeDomainEndpoint,
  LICENSEE_IMAGE_FIELD,
  readLicenseeBrandingEndpoint,
  removeLicenseeDomainEndpoint,
  removeLicenseeImageEndpoint,
  updateLicenseeBrandingEndpoint,
  uploadLicenseeImageEndpoint,
  type LicenseeImageKind,
} from '@compliance/shared-contracts/browser';
import { apiRequest, formWrite } from '@compliance/shared-ui';
import { uploadFileOrThrow } from '@compliance/shared-ui/inputs';
import { useWritesClearing } from '@compliance/shared-ui/table';

/** The branding's key; a one-part array, as the writes clear keys by their first part. */
const BRANDING_KEY = [readLicenseeBrandingEndpoint.path] as const;

const fetchBranding = () => apiRequest(readLicenseeBrandingEndpoint);

/** The licensee's configuration, images and domains through the cache. */
export function useBranding() {
  return useSWR(BRANDING_KEY, fetchBranding, { revalidateOnFocus: false });
}

/** What a successful image upload answers: the image's new address (the browser bundles no schemas). */
interface UploadedImage {
  success: true;
  path: string;
}

const isUploadedImage = (body: unknown): body is UploadedImage =>
  typeof body === 'object' && body !== null && typeof (body as Partial<UploadedImage>).path === 'string';

/**
 * Uploads the logo or the mood image, reporting progress in percent; a refusal (no PNG, JPEG or
 * WebP by its content, too large, too many pixels) throws an ApiRequestError.
 */
function uploadImage(file: File, kind: LicenseeImageKind, onProgress: (percent: number) => void): Promise<UploadedImage> {
  return uploadFileOrThrow(
    { url: uploadLicenseeImageEndpoint.path, file, fieldName: LICENSEE_IMAGE_FIELD, params: { kind }, onProgress },
    isUploadedImage,
  );
}

const BRANDING_WRITES = {
  update: formWrite(updateLicenseeBrandingEndpoint),
  addDomain: formWrite(addLicenseeDomainEndpoint),
  removeDomain: formWrite(removeLicenseeDomainEndpoint),
  uploadImage,
  removeImage: formWrite(removeLicenseeImageEndpoint),
};

/** The writes of the branding page; after success the branding is read again. */
export function useBrandingWrites(): typeof BRANDING_WRITES {
  return useWritesClearing(BRANDING_KEY, BRANDING_WRITES);
}
