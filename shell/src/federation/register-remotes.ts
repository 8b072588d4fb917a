import { registerRemotes } from '@module-federation/enhanced/runtime';
import { remotesEndpoint, type RemotesManifest } from '@compliance/shared-contracts';

/**
 * Reads where each remote is deployed (`/remotes.json`, deploy-time data) and registers them,
 * so moving a remote needs no rebuild of the shell.
 */
let registered: RemotesManifest = {};

/** The absolute entry URL of every registered remote. */
export const remoteEntries = (): RemotesManifest => registered;

export async function registerRemotesFromServer(): Promise<RemotesManifest> {
  const response = await fetch(remotesEndpoint.path, { credentials: 'include', cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const manifest = (await response.json()) as RemotesManifest;
  registered = Object.fromEntries(Object.entries(manifest).map(([name, entry]) => [name, new URL(entry, window.location.origin).toString()]));
  registerRemotes(Object.entries(registered).map(([name, entry]) => ({ name, entry })), { force: true });
  return registered;
}
