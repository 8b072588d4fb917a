import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

// Zip archives received from outside (SCORM packages, office documents), read in memory. Sizes
// are counted as the bytes arrive, never believed from the headers.

/**
 * Opens a zip held in memory, reading its central directory; undefined when the bytes are no zip
 * yauzl can read. Entry names are decoded and their sizes checked against the headers as read.
 */
export async function openZip(zip: Buffer): Promise<yauzl.ZipFile | undefined> {
  try {
    return await yauzl.fromBufferPromise(zip, { decodeStrings: true, validateEntrySizes: true, strictFileNames: false });
  } catch {
    return undefined;
  }
}

/** Reads a stream to its end, refusing it with `tooLarge()` once it passes `limit` bytes. */
export async function readAtMost(stream: Readable, limit: number, tooLarge: () => Error): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    length += (chunk as Buffer).length;
    if (length > limit) {
      stream.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, length);
}

/** What {@link zipDirectory} found: every entry's name, and the contents of the small entries asked for. */
export interface ZipDirectory {
  names: ReadonlySet<string>;
  contents: ReadonlyMap<string, Buffer>;
}

/**
 * The entry names of a zip, and the contents of the named entries of at most `maxEntryBytes`
 * each, to tell what a document is without unpacking it. Undefined for bytes that are no
 * readable zip, one of more than `maxEntries` entries, or a named entry larger than allowed.
 */
export async function zipDirectory(
  zip: Buffer,
  limits: { maxEntries: number; read: readonly string[]; maxEntryBytes: number },
): Promise<ZipDirectory | undefined> {
  const zipfile = await openZip(zip);
  if (!zipfile) return undefined;
  const names = new Set<string>();
  const contents = new Map<string, Buffer>();
  const unreadable = new Error('unreadable zip entry');
  try {
    if (zipfile.entryCount > limits.maxEntries) return undefined;
    for await (const entry of zipfile.eachEntry()) {
      names.add(entry.fileName);
      if (!limits.read.includes(entry.fileName) || entry.isEncrypted()) continue;
      contents.set(entry.fileName, await readAtMost(await zipfile.openReadStreamPromise(entry), limits.maxEntryBytes, () => unreadable));
    }
    return { names, contents };
  } catch {
    // A damaged entry or one past its limit: the zip is not the document it claims to be.
    return undefined;
  } finally {
    zipfile.close();
  }
}
