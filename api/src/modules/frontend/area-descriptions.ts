import { AREA_DESCRIPTION_FILE, areaDescriptionSchema, type AreaDescription, type RemotesManifest } from '@compliance/shared-contracts';
import { currentRemotes, type Config } from '../../config';
import { localRemoteFile } from './remote-folders';
import { readBuildFile } from './build-files';

/** How long a remote hosted elsewhere may take to hand over its description. */
const HOSTED_TIMEOUT_MS = 2000;
/** How long a hosted description is used before it is asked for again (a deploy there changes it). */
const HOSTED_KEEP_MS = 60_000;

/** The URL of the area description beside a remote's manifest (its build writes both). */
export function areaDescriptionUrl(manifestUrl: string): string {
  return `${manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1)}${AREA_DESCRIPTION_FILE}`;
}

/** Description URL → what it answered last, when it was asked, and its first answer while awaited. */
const hostedDescriptions = new Map<
  string,
  { askedAt: number; description: AreaDescription | null; refreshing: boolean; first?: Promise<AreaDescription | null> }
>();

/** Asks a remote hosted elsewhere for its description; one that does not answer keeps its last good one. */
async function fetchHostedDescription(url: string, last: AreaDescription | null): Promise<AreaDescription | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(HOSTED_TIMEOUT_MS) });
    return response.ok ? areaDescriptionSchema.parse(await response.json()) : last;
  } catch {
    return last;
  }
}

/**
 * A description of a remote hosted elsewhere. Only the pages served before its first answer wait
 * for it; later pages take the one known and, once it is a minute old, it is asked for again
 * beside them (one question at a time), so a slow host never holds up a page.
 */
function hostedDescription(url: string, now = Date.now()): Promise<AreaDescription | null> {
  const known = hostedDescriptions.get(url);
  if (!known) {
    const first = fetchHostedDescription(url, null);
    const entry = { askedAt: now, description: null, refreshing: true, first };
    hostedDescriptions.set(url, entry);
    void first.then((description) => Object.assign(entry, { description, refreshing: false, first: undefined }));
    return first;
  }
  if (known.first) return known.first;
  if (!known.refreshing && now - known.askedAt >= HOSTED_KEEP_MS) {
    Object.assign(known, { askedAt: now, refreshing: true });
    void fetchHostedDescription(url, known.description).then((description) => Object.assign(known, { description, refreshing: false }));
  }
  return Promise.resolve(known.description);
}

/** The area description of the remote whose manifest is at `manifestUrl`, or null. */
export function areaDescriptionOf(config: Config, manifestUrl: string): Promise<AreaDescription | null> {
  const url = areaDescriptionUrl(manifestUrl);
  if (/^https?:\/\//.test(url)) return hostedDescription(url);
  const file = localRemoteFile(config, url);
  // A file half written by a deploy, or not valid, keeps the last good description of that file.
  return file
    ? readBuildFile(file, (text) => areaDescriptionSchema.parse(JSON.parse(text))).then((description) => description ?? null)
    : Promise.resolve(null);
}

/**
 * `/remotes.json` as the shell reads it: where each remote is now (REMOTES_FILE as it reads at
 * this moment) with its area description, from which the shell builds sidebar, routes and guards.
 */
export async function remotesManifest(config: Config): Promise<RemotesManifest> {
  const locations = Object.entries(currentRemotes(config));
  const areas = await Promise.all(locations.map(([, entry]) => areaDescriptionOf(config, entry)));
  return Object.fromEntries(locations.map(([name, entry], index) => [name, { entry, area: areas[index] ?? null }]));
}
