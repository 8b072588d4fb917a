import type { Sharp, SharpConstructor } from 'sharp';
import type { ErrorCode } from '@compliance/shared-contracts';
import { ApiError } from '../errors';

// Resizing an uploaded raster image (PNG, JPEG, WebP) to what the pages show of it. sharp decodes
// and encodes on libuv's threads, never on the event loop; one image at a time, each on one
// thread, so an upload cannot take the threads password hashing and file reads share.

/** The box an image is fitted into (never enlarged) and the format it is stored in. */
export interface RasterTarget {
  maxWidth: number;
  maxHeight: number;
  /** PNG keeps transparency (a logo on the header's plate); JPEG is smaller for photographs. */
  format: 'png' | 'jpeg';
}

/** An image as stored: resized, re-encoded, without its metadata (camera, place). */
export interface StoredRasterImage {
  content: Buffer;
  mimeType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/** The formats taken as input, by the name sharp reports them under. */
const INPUT_FORMATS: ReadonlySet<string> = new Set(['png', 'jpeg', 'webp']);

let loadedSharp: Promise<SharpConstructor> | undefined;

/** sharp, loaded at the first image (a server that never resizes one holds none of libvips). */
function loadSharp(): Promise<SharpConstructor> {
  loadedSharp ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    // Uploads are one-off: cached decoded images would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return loadedSharp;
}

let previous: Promise<unknown> = Promise.resolve();

/** Runs image work after the work queued before it has ended, either way. */
function oneAtATime<Result>(work: () => Promise<Result>): Promise<Result> {
  const result = previous.then(work, work);
  previous = result.catch(() => undefined);
  return result;
}

async function encoded(pipeline: Sharp, target: RasterTarget): Promise<StoredRasterImage> {
  const fitted = pipeline.resize({ width: target.maxWidth, height: target.maxHeight, fit: 'inside', withoutEnlargement: true });
  const output =
    target.format === 'png'
      ? fitted.png({ compressionLevel: 9 })
      : fitted.flatten({ background: '#ffffff' }).jpeg({ quality: 82, progressive: true, mozjpeg: true });
  const { data, info } = await output.toBuffer({ resolveWithObject: true });
  return { content: data, mimeType: target.format === 'png' ? 'image/png' : 'image/jpeg', width: info.width, height: info.height };
}

/**
 * Decodes a PNG, JPEG or WebP image (the first frame of an animated one), turns it upright by
 * its EXIF orientation and fits it into `target`. Content that is no such image answers 400
 * `unreadableCode`; one of more than `maxPixels` 400 `tooManyPixelsCode`, judged from its header
 * before anything is decoded.
 */
export async function resizeRasterImage(
  content: Buffer,
  target: RasterTarget,
  limits: { maxPixels: number; unreadableCode: ErrorCode; tooManyPixelsCode: ErrorCode },
): Promise<StoredRasterImage> {
  const sharp = await loadSharp();
  return oneAtATime(async () => {
    // The header alone, read without the limit (sharp would refuse it unread) to tell why.
    const metadata = await sharp(content, { limitInputPixels: false })
      .metadata()
      .catch(() => undefined);
    if (!metadata || !INPUT_FORMATS.has(metadata.format ?? '')) throw new ApiError(400, limits.unreadableCode);
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > limits.maxPixels) throw new ApiError(400, limits.tooManyPixelsCode);
    try {
      return await encoded(sharp(content, { limitInputPixels: limits.maxPixels, failOn: 'error' }).autoOrient(), target);
    } catch {
      // A header that reads but data that does not (a file cut short, a corrupt stream).
      throw new ApiError(400, limits.unreadableCode);
    }
  });
}
