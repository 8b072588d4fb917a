import { registerRemotes } from '@module-federation/enhanced/runtime';
import { areaForPath, type AreaDescription, type RemotesManifest } from '@compliance/shared-contracts/browser';
import { getRemotes } from '@compliance/shared-ui';

let registered: Readonly<Record<string, string>> = {};
let areas: Readonly<Record<string, AreaDescription>> = {};

/** The absolute entry URL of every registered remote. */
export const remoteEntries = (): Readonly<Record<string, string>> => registered;

/** The area description of every registered remote that has one: what the shell composes the page from. */
export const registeredAreas = (): Readonly<Record<string, AreaDescription>> => areas;

/** The remote whose area is mounted at a path, if any. */
export const remoteForPath = (path: string): string | undefined => areaForPath(areas, path);

/**
 * Registers where each remote is deployed and what its area describes (`/remotes.json`,
 * deploy-time data, as the page carries it or else asked for), so moving a remote, or adding
 * one, needs no rebuild of the shell.
 */
export async function registerRemotesFromServer(pageRemotes?: RemotesManifest): Promise<Readonly<Record<string, AreaDescription>>> {
  const manifest = pageRemotes ?? (await getRemotes());
  registered = Object.fromEntries(
    Object.entries(manifest).map(([name, { entry }]) => [name, new URL(entry, window.location.origin).toString()]),
  );
  areas = Object.fromEntries(Object.entries(manifest).flatMap(([name, { area }]) => (area ? [[name, area]] : [])));
  registerRemotes(
    Object.entries(registered).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  return areas;
}

const available = new Set<string>();
let probe: Promise<void> | undefined;
let probed = false;

/** Whether a remote's manifest answered the probe (its area can be shown). */
export const isRemoteAvailable = (remote: string): boolean => available.has(remote);

/** Whether the remotes' probe ({@link probeRemotes}) has ended. */
export const remotesProbed = (): boolean => probed;

/**
 * Asks each registered remote for its manifest, once per page (after registerRemotesFromServer), so /dashboard can lead to an area
 * that is deployed. Only /dashboard asks (HomeRedirect): every other page starts without these
 * requests. A remote that does not answer within 3 s counts as unavailable.
 */
export function probeRemotes(): Promise<void> {
  probe ??= Promise.all(
    Object.entries(registered).map(async ([name, url]) => {
      try {
        const response = await fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(3000) });
        if (response.ok && 'metaData' in ((await response.json()) as object)) available.add(name);
      } catch {
        // unavailable: its area shows the error panel when opened
      }
    }),
  ).then(() => {
    probed = true;
  });
  return probe;
}
