import { readFile, stat } from 'node:fs/promises';
import { AREA_DESCRIPTION_FILE, areaDescriptionSchema, type AreaDescription, type RemotesManifest } from '@compliance/shared-contracts';
import { currentRemotes, type Config } from '../../config';
import { localRemoteFile } from './remote-folders';

/** How long a remote hosted elsewhere may take to hand over its description. */
const HOSTED_TIMEOUT_MS = 2000;
/** How long a hosted description is used before it is asked for again (a deploy there changes it). */
const HOSTED_KEEP_MS = 60_000;

/** The URL of the area description beside a remote's manifest (its build writes both). */
export function areaDescriptionUrl(manifestUrl: string): string {
  return `${manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1)}${AREA_DESCRIPTION_FILE}`;
}

/** Description file → its description, kept while the file is unchanged. */
const localDescriptions = new Map<string, { modified: number; description: AreaDescription }>();

/**
 * A description this server serves itself. A file half written by a deploy, or not valid,
 * keeps the last good one of that file; none at all is null.
 */
async function localDescription(file: string): Promise<AreaDescription | null> {
  const known = localDescriptions.get(file);
  try {
    const { mtimeMs } = await stat(file);
    if (known?.modified === mtimeMs) return known.description;
    const description = areaDescriptionSchema.parse(JSON.parse(await readFile(file, 'utf8')));
    localDescriptions.set(file, { modified: mtimeMs, description });
    return description;
  } catch {
    return known?.description ?? null;
  }
}

/** Description URL → what it answered last, and when. */
const hostedDescriptions = new Map<string, { fetchedAt: number; description: AreaDescription | null }>();

/** A description of a remote hosted elsewhere; one that does not answer keeps its last good one. */
async function hostedDescription(url: string, now = Date.now()): Promise<AreaDescription | null> {
  const known = hostedDescriptions.get(url);
  if (known && now - known.fetchedAt < HOSTED_KEEP_MS) return known.description;
  let description = known?.description ?? null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(HOSTED_TIMEOUT_MS) });
    if (response.ok) description = areaDescriptionSchema.parse(await response.json());
  } catch {
    // unreachable or not valid: the last good one, or none
  }
  hostedDescriptions.set(url, { fetchedAt: now, description });
  return description;
}

/** The area description of the remote whose manifest is at `manifestUrl`, or null. */
export function areaDescriptionOf(config: Config, manifestUrl: string): Promise<AreaDescription | null> {
  const url = areaDescriptionUrl(manifestUrl);
  if (/^https?:\/\//.test(url)) return hostedDescription(url);
  const file = localRemoteFile(config, url);
  return file ? localDescription(file) : Promise.resolve(null);
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
