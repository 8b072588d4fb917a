import type { FastifyRequest } from 'fastify';
import {
  contentMatchesUploadType,
  LICENSEE_IMAGE_FIELD,
  LICENSEE_IMAGE_MAX_PIXELS,
  LICENSEE_IMAGE_TYPES,
  matchesUploadFileType,
  uploadLicenseeImageFieldsSchema,
  type LicenseeImageKind,
} from '@compliance/shared-contracts';
import { ApiError } from '../../errors';
import { resizeRasterImage, type RasterTarget, type StoredRasterImage } from '../../lib/raster-image';
import { receiveFileForm } from '../../lib/upload-form';

// Receiving the licensee's logo or mood image: the file whole (5 MB at most, the route's limit),
// judged by its content, then resized to what the pages show of it.

/**
 * What each image is stored as. The logo shows 36 px high in the header and 56 px on the sign-in
 * pages, so 192 px covers a 3× screen; the mood image fills half a wide screen's sign-in page.
 */
const STORED_AS: Readonly<Record<LicenseeImageKind, RasterTarget & { filename: string }>> = {
  logo: { maxWidth: 960, maxHeight: 192, format: 'png', filename: 'logo.png' },
  mood: { maxWidth: 1920, maxHeight: 1920, format: 'jpeg', filename: 'mood.jpg' },
};

// The name alone decides here (no MIME type, as a browser that does not know the extension sends); the content decides after.
const hasImageName = (filename: string): boolean =>
  LICENSEE_IMAGE_TYPES.some((type) => matchesUploadFileType({ name: filename, type: '' }, type));

const hasImageHead = (head: Uint8Array): boolean => LICENSEE_IMAGE_TYPES.some((type) => contentMatchesUploadType(head, type));

/** A received image as it is to be stored, with the name it is stored under and which image it is. */
export interface ReceivedLicenseeImage {
  kind: LicenseeImageKind;
  filename: string;
  image: StoredRasterImage;
}

/** Reads the form (the image and its kind) and resizes the image; what is no PNG, JPEG or WebP is refused. */
export async function receiveLicenseeImage(request: FastifyRequest): Promise<ReceivedLicenseeImage> {
  const form = await receiveFileForm(request, {
    field: LICENSEE_IMAGE_FIELD,
    acceptsName: hasImageName,
    acceptsHead: hasImageHead,
    unreadableCode: 'Licensee.ImageUnreadable',
  });
  const fields = uploadLicenseeImageFieldsSchema.safeParse(form.fields);
  if (!fields.success) throw new ApiError(400, 'Schema.Invalid');
  const { kind } = fields.data;
  const image = await resizeRasterImage(form.content, STORED_AS[kind], {
    maxPixels: LICENSEE_IMAGE_MAX_PIXELS,
    unreadableCode: 'Licensee.ImageUnreadable',
    tooManyPixelsCode: 'Licensee.ImageTooManyPixels',
  });
  return { kind, filename: STORED_AS[kind].filename, image };
}
