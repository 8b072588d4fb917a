import { posix } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import type { ScormVersionName } from '@compliance/shared-contracts';
import type yauzl from 'yauzl';
import { ApiError } from '../../errors';
import { openZip, readAtMost } from '../../lib/zip';

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

/** A checked package: its SCORM version, what to launch, its title and the manifest's pass marks. */
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
  files: PackageFile[];
}

const invalid = () => new ApiError(400, 'ELearning.PackageInvalid');
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

type XmlNode = Record<string, unknown>;

const asNodes = (value: unknown): XmlNode[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (node): node is XmlNode => typeof node === 'object' && node !== null,
  );

/** An element's text (fast-xml-parser gives text alone as a value, with attributes under '#text'). */
const textOf = (value: unknown): string | undefined => {
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim();
  if (typeof value === 'object' && value !== null && '#text' in value) return String((value as XmlNode)['#text']).trim();
  return undefined;
};

const numberIn = (value: unknown, min: number, max: number): number | null => {
  const text = textOf(value);
  if (text === undefined || text === '') return null;
  const number = Number(text);
  return Number.isFinite(number) && number >= min && number <= max ? number : null;
};

const PREDEFINED_ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/**
 * XML's own escapes in a text or attribute (`&amp;` in `parameters="?a=1&amp;b=2"`), and character
 * references; any other entity stays as written (DOCTYPE entities are never expanded).
 */
const decodeXmlEscapes = (value: string): string =>
  value.replace(
    /&(?:#x([0-9a-fA-F]{1,6})|#([0-9]{1,7})|(lt|gt|amp|quot|apos));/g,
    (match, hex?: string, decimal?: string, name?: string) => {
      if (name) return PREDEFINED_ENTITIES[name]!;
      const code = hex ? Number.parseInt(hex, 16) : Number(decimal);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    },
  );

const MANIFEST_PARSER = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  // No DOCTYPE entities: a manifest has no use for them, and they are how XML bombs expand. XML's
  // own escapes are decoded below.
  processEntities: false,
  tagValueProcessor: (_name, value) => decodeXmlEscapes(value),
  attributeValueProcessor: (_name, value) => decodeXmlEscapes(value),
  parseTagValue: false,
  isArray: (name) => ['organization', 'item', 'resource', 'file'].includes(name),
});

/** The version the manifest declares: schemaversion '1.2', or a 2004 edition ('2004 4th Edition', 'CAM 1.3'). */
function versionOf(manifest: XmlNode): ScormVersionName {
  const metadata = asNodes(manifest.metadata)[0];
  const declared = textOf(metadata?.schemaversion) ?? '';
  if (declared === '1.2') return '1.2';
  if (/2004|CAM 1\.3/i.test(declared)) return '2004';
  throw manifestInvalid();
}

/** The first item of an organization, depth first, that names a resource: the one this product launches. */
function firstLaunchItem(items: XmlNode[]): XmlNode | undefined {
  for (const item of items) {
    if (typeof item['@identifierref'] === 'string') return item;
    const nested = firstLaunchItem(asNodes(item.item));
    if (nested) return nested;
  }
  return undefined;
}

/** The most characters of an item's dataFromLMS (SCORM 1.2's CMIString4096; 2004 allows 4000). */
export const LAUNCH_DATA_MAX_LENGTH = 4096;

/**
 * A resource's href with its item's `parameters` (CAM, "parameters"): leading '?' and '&' are
 * dropped; a fragment ('#…') is added only where the href has none; a query joins the href's
 * own with '&', else starts one with '?', before the href's fragment.
 */
export function launchHref(href: string, parameters: string | undefined): string {
  const added = (parameters ?? '').trim().replace(/^[?&]+/, '');
  if (added === '') return href;
  const hash = href.indexOf('#');
  const [beforeFragment, fragment] = hash < 0 ? [href, ''] : [href.slice(0, hash), href.slice(hash)];
  if (added.startsWith('#')) return fragment === '' ? `${href}${added}` : href;
  return `${beforeFragment}${beforeFragment.includes('?') ? '&' : '?'}${added}${fragment}`;
}

/** xml:base values join as relative URLs: each applies to what is below it. */
const joinBase = (...parts: unknown[]): string =>
  parts.filter((part): part is string => typeof part === 'string' && part !== '').reduce((path, part) => posix.join(path, part), '');

/** Reads imsmanifest.xml: version, title, launch path and the pass marks of the launched item. */
export function readManifest(xml: string, files: ReadonlySet<string>): Omit<ScormPackage, 'files'> {
  let document: XmlNode;
  try {
    document = MANIFEST_PARSER.parse(xml, true) as XmlNode;
  } catch {
    throw manifestInvalid();
  }
  const manifest = asNodes(document.manifest)[0];
  if (!manifest) throw manifestInvalid();
  const version = versionOf(manifest);
  const organizations = asNodes(manifest.organizations)[0];
  const organizationList = asNodes(organizations?.organization);
  const organization =
    organizationList.find((candidate) => candidate['@identifier'] === organizations?.['@default']) ?? organizationList[0];
  const item = organization && firstLaunchItem(asNodes(organization.item));
  const resources = asNodes(manifest.resources)[0];
  const resource = asNodes(resources?.resource).find((candidate) => candidate['@identifier'] === item?.['@identifierref']);
  const href = resource?.['@href'];
  if (!item || !resource || typeof href !== 'string' || href === '') throw manifestInvalid();
  const launchPath = launchHref(joinBase(manifest['@base'], resources?.['@base'], resource['@base'], href), textOf(item['@parameters']));
  const launchFile = launchPath.split(/[?#]/)[0]!;
  if (!isSafeName(launchFile) || !files.has(launchFile)) throw manifestInvalid();

  // 2004 spells it dataFromLMS, 1.2 datafromlms.
  const launchData = textOf(item.dataFromLMS ?? item.datafromlms) || null;
  if (launchData !== null && launchData.length > LAUNCH_DATA_MAX_LENGTH) throw manifestInvalid();

  const threshold = asNodes(item.completionThreshold)[0];
  const primaryObjective = asNodes(asNodes(asNodes(item.sequencing)[0]?.objectives)[0]?.primaryObjective)[0];
  return {
    version,
    launchPath,
    launchData,
    title: textOf(organization?.title) || textOf(item.title) || launchFile,
    masteryScore: version === '1.2' ? numberIn(item.masteryscore, 0, 100) : null,
    completionThreshold:
      version === '2004'
        ? // 4th edition: an attribute; 3rd edition: the element's text.
          (numberIn(threshold?.['@minProgressMeasure'], 0, 1) ?? numberIn(item.completionThreshold, 0, 1))
        : null,
    scaledPassingScore:
      version === '2004' && primaryObjective?.['@satisfiedByMeasure'] === 'true'
        ? numberIn(primaryObjective.minNormalizedMeasure, -1, 1)
        : null,
  };
}

/**
 * Unpacks and checks an uploaded SCORM package: a zip within the limits, every name inside the
 * package, no links, imsmanifest.xml at the root naming a launch file the package holds.
 */
export async function unpackScormPackage(zip: Buffer, limits: PackageLimits = PACKAGE_LIMITS): Promise<ScormPackage> {
  const files = await unzip(zip, limits);
  const manifest = files.find((file) => file.path === 'imsmanifest.xml');
  if (!manifest) throw manifestInvalid();
  return { ...readManifest(manifest.content.toString('utf8'), new Set(files.map((file) => file.path))), files };
}
