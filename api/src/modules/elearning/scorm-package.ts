import { posix } from 'node:path';
import type { PackageReport, ScormVersionName } from '@compliance/shared-contracts';
import type yauzl from 'yauzl';
import { ApiError } from '../../errors';
import { openZip, readAtMost } from '../../lib/zip';
import { launchableLeaves, launchFileOf, readActivityTree, type ManifestWarning, type PackageActivity } from './manifest-activities';
import { firstNode, parseManifest, textOf, type XmlNode } from './manifest-xml';

// A SCORM package is a zip with imsmanifest.xml at its root (SCORM CAM "Content Packaging").
// Zips from outside are hostile until checked: every name must stay inside the package, no
// entry may be a link, and sizes are counted as the bytes arrive, not believed from the headers,
// so neither a path trick nor a zip bomb gets past the unpacking.

/** What a package may hold. */
export interface PackageLimits {
  /** Files and folders in the zip. */
  maxEntries: number;
  /** All files unpacked together. */
  maxTotalBytes: number;
  /** One file unpacked. */
  maxFileBytes: number;
  /** Unpacked bytes per zipped byte, over the whole package and for each large file. */
  maxRatio: number;
}

/** The limits of an uploaded package: a course with video fits, a bomb does not. */
export const PACKAGE_LIMITS: PackageLimits = {
  maxEntries: 5_000,
  maxTotalBytes: 250 * 1024 * 1024,
  maxFileBytes: 100 * 1024 * 1024,
  maxRatio: 100,
};

/** Files smaller than this are not held to the ratio on their own (a page of spaces packs 1000:1). */
const RATIO_FREE_BYTES = 1024 * 1024;

/** One file of a package, its path relative to the package root. */
export interface PackageFile {
  path: string;
  mimeType: string;
  content: Buffer;
}

/** A checked package: its SCORM version, its activities, what to launch first, its title and the first SCO's pass marks. */
export interface ScormPackage {
  version: ScormVersionName;
  /** The launch file's path with any query (the resource's and the item's parameters), relative to the package root. */
  launchPath: string;
  /** The launched item's adlcp:dataFromLMS, handed to the content as cmi.launch_data; null when it has none. */
  launchData: string | null;
  title: string;
  /** SCORM 1.2 adlcp:masteryscore (0–100). */
  masteryScore: number | null;
  /** SCORM 2004 completion threshold (0–1). */
  completionThreshold: number | null;
  /** SCORM 2004 scaled passing score (-1–1). */
  scaledPassingScore: number | null;
  /** The default organization's activity tree: what the player shows and delivers. */
  activities: PackageActivity;
  organizationCount: number;
  /** What the reading guessed, for the upload to tell. */
  warnings: ManifestWarning[];
  files: PackageFile[];
}

const invalid = () => new ApiError(400, 'ELearning.PackageInvalid');
const aicc = () => new ApiError(400, 'ELearning.PackageAicc');
const unsafe = () => new ApiError(400, 'ELearning.PackageUnsafe');
const tooLarge = () => new ApiError(413, 'ELearning.PackageTooLarge');
const manifestInvalid = () => new ApiError(400, 'ELearning.ManifestInvalid');

const MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.xsd': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.vtt': 'text/vtt',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
};

/** The content type a package file is served with, by its extension. */
export const mimeTypeOf = (path: string): string => MIME_TYPES[posix.extname(path).toLowerCase()] ?? 'application/octet-stream';

/** The descriptor files of an AICC course: course, assignable units, descriptors, structure. */
const AICC_DESCRIPTOR = /(^|\/)[^/]+\.(crs|au|des|cst)$/i;

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
/** Whether a zip entry is a symbolic link (Unix mode in the high half of the external attributes). */
const isSymlink = (entry: yauzl.Entry): boolean => ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;

/**
 * A name that stays inside the package: yauzl already refuses absolute paths, '..' and
 * backslashes; control characters, empty or '.' segments would let two names mean one file.
 */
function isSafeName(name: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f]/.test(name)) return false;
  const segments = name.replace(/\/$/, '').split('/');
  return segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** Unpacks a zip within the limits; answers its files. */
async function unzip(zip: Buffer, limits: PackageLimits): Promise<PackageFile[]> {
  const zipfile = await openZip(zip);
  if (!zipfile) throw invalid();
  if (zipfile.entryCount > limits.maxEntries) throw tooLarge();
  const files: PackageFile[] = [];
  const seen = new Set<string>();
  let total = 0;
  try {
    for await (const entry of zipfile.eachEntry()) {
      if (!isSafeName(entry.fileName) || isSymlink(entry)) throw unsafe();
      const key = entry.fileName.replace(/\/$/, '');
      if (seen.has(key)) throw unsafe();
      seen.add(key);
      if (entry.fileName.endsWith('/')) continue;
      if (entry.isEncrypted()) throw invalid();
      // The headers' sizes are a first check; the bytes are counted again as they arrive.
      if (entry.uncompressedSize > limits.maxFileBytes || total + entry.uncompressedSize > limits.maxTotalBytes) throw tooLarge();
      const limit = Math.min(limits.maxFileBytes, limits.maxTotalBytes - total);
      const content = await readAtMost(await zipfile.openReadStreamPromise(entry), limit, tooLarge);
      if (content.length > RATIO_FREE_BYTES && content.length > limits.maxRatio * Math.max(1, entry.compressedSize)) throw tooLarge();
      total += content.length;
      files.push({ path: entry.fileName, mimeType: mimeTypeOf(entry.fileName), content });
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // yauzl's own refusals: a name outside the package, or sizes that do not match the headers.
    throw /absolute path|relative path|invalid characters/.test(String(error)) ? unsafe() : invalid();
  } finally {
    zipfile.close();
  }
  if (total > RATIO_FREE_BYTES && total > limits.maxRatio * zip.length) throw tooLarge();
  return files;
}

/**
 * The version the manifest declares: schemaversion '1.2', or a 2004 edition ('2004 4th Edition',
 * 'CAM 1.3'). Without one, the namespaces of the ADL extensions tell (and the upload says so).
 */
function versionOf(manifest: XmlNode, xml: string, warnings: Set<ManifestWarning>): ScormVersionName {
  const declared = textOf(firstNode(manifest.metadata)?.schemaversion);
  if (declared === '1.2') return '1.2';
  if (declared && /2004|CAM 1\.3/i.test(declared)) return '2004';
  if (declared) throw manifestInvalid();
  const guessed = /adlcp_v1p3|imsss/.test(xml) ? '2004' : /adlcp_rootv1p2/.test(xml) ? '1.2' : undefined;
  if (!guessed) throw manifestInvalid();
  warnings.add('VersionGuessed');
  return guessed;
}

/** Reads imsmanifest.xml: version, title, the activity tree and the first SCO's launch and pass marks. */
export function readManifest(xml: string, files: ReadonlySet<string>): Omit<ScormPackage, 'files'> {
  const manifest = parseManifest(xml);
  if (!manifest) throw manifestInvalid();
  const warnings = new Set<ManifestWarning>();
  const version = versionOf(manifest, xml, warnings);
  const tree = readActivityTree(manifest, version, (file) => isSafeName(file) && files.has(file), warnings);
  const { launch } = launchableLeaves(tree.root)[0]!;
  return {
    version,
    launchPath: launch.path,
    launchData: launch.launchData,
    title: tree.root.title,
    masteryScore: launch.masteryScore,
    completionThreshold: launch.completionThreshold,
    scaledPassingScore: launch.scaledPassingScore,
    activities: tree.root,
    organizationCount: tree.organizationCount,
    warnings: tree.warnings,
  };
}

/**
 * Unpacks and checks an uploaded SCORM package: a zip within the limits, every name inside the
 * package, no links, imsmanifest.xml at the root naming a launch file the package holds.
 */
export async function unpackScormPackage(zip: Buffer, limits: PackageLimits = PACKAGE_LIMITS): Promise<ScormPackage> {
  const files = await unzip(zip, limits);
  const manifest = files.find((file) => file.path === 'imsmanifest.xml');
  // An AICC course (its descriptor files, no manifest) needs an AICC runtime this product has not.
  if (!manifest && files.some((file) => AICC_DESCRIPTOR.test(file.path))) throw aicc();
  if (!manifest) throw manifestInvalid();
  return { ...readManifest(manifest.content.toString('utf8'), new Set(files.map((file) => file.path))), files };
}

/** What the upload tells of a checked package: its organizations, the leaves the player delivers, what was guessed. */
export function packageReport(scormPackage: Omit<ScormPackage, 'files'>): PackageReport {
  return {
    organizationCount: scormPackage.organizationCount,
    activities: launchableLeaves(scormPackage.activities).map(({ title, visible, launch }) => ({
      title,
      visible,
      kind: launch.kind,
      launchFile: launchFileOf(launch.path),
    })),
    warnings: scormPackage.warnings,
  };
}
