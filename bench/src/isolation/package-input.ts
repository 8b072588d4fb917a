import { randomBytes } from 'node:crypto';
import { zipOf } from '@compliance/api/demo-package';

/** What the package unpacks to, and the size of each of its media files. */
export const PACKAGE_UNPACKED_BYTES = 200 * 1024 * 1024;
const MEDIA_FILE_BYTES = 1024 * 1024;
/** The part of each media file that does not compress: sets the zip to about 2.4 MB, a ratio of about 85. */
const RANDOM_BYTES_PER_FILE = 10 * 1024;

const MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="isolation-bench" version="1.0" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
          xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org"><organization identifier="org"><title>Isolation bench</title>
    <item identifier="item" identifierref="sco"><title>Media</title></item>
  </organization></organizations>
  <resources><resource identifier="sco" type="webcontent" adlcp:scormtype="sco" href="index.html"><file href="index.html"/></resource></resources>
</manifest>`;

/**
 * The penetration test's package, grown to the size of issue 67's done-when: a SCORM 1.2 course
 * of 200 media files of 1 MB, each 10 KB of noise and the rest zeros, so the zip is about 2.4 MB and
 * unpacks to 200 MB, within the ratio a real course with video reaches.
 */
export async function writePackageZip(): Promise<Buffer> {
  const files: Record<string, string | Buffer> = {
    'imsmanifest.xml': MANIFEST,
    'index.html': '<!doctype html><title>Media</title><p>Media</p>',
  };
  for (let n = 0; n < PACKAGE_UNPACKED_BYTES / MEDIA_FILE_BYTES; n++) {
    const media = Buffer.alloc(MEDIA_FILE_BYTES);
    randomBytes(RANDOM_BYTES_PER_FILE).copy(media);
    files[`media/part-${String(n).padStart(3, '0')}.bin`] = media;
  }
  return zipOf(files);
}
