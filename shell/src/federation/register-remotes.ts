import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemotesManifest } from '@compliance/shared-contracts/browser';
import { getRemotes } from '@compliance/shared-ui';

let registered: RemotesManifest = {};

/** The absolute entry URL of every registered remote. */
export const remoteEntries = (): RemotesManifest => registered;

/**
 * Registers where each remote is deployed (`/remotes.json`, deploy-time data, as the page
 * carries it or else asked for), so moving a remote needs no rebuild of the shell.
 */
export async function registerRemotesFromServer(pageRemotes?: RemotesManifest): Promise<RemotesManifest> {
  const manifest = pageRemotes ?? (await getRemotes());
  registered = Object.fromEntries(Object.entries(manifest).map(([name, entry]) => [name, new URL(entry, window.location.origin).toString()]));
  registerRemotes(Object.entries(registered).map(([name, entry]) => ({ name, entry })), { force: true });
  return registered;
}

const available = new Set<string>();

/** Whether a remote's manifest answered at start-up (its area can be shown). */
export const isRemoteAvailable = (remote: RemoteName): boolean => available.has(remote);

/**
 * Asks each registered remote for its manifest, so /dashboard can lead to an area that is
 * deployed. A remote that does not answer within 3 s counts as unavailable.
 */
export async function probeRemotes(entries: RemotesManifest = registered): Promise<void> {
  await Promise.all(
    Object.entries(entries).map(async ([name, url]) => {
      try {
        const response = await fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(3000) });
        if (response.ok && 'metaData' in ((await response.json()) as object)) available.add(name);
      } catch {
        // unavailable: its area shows the error panel when opened
      }
    }),
  );
}
