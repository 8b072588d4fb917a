import { isAbsolute, join, relative, resolve } from 'node:path';
import { remoteFolderNames, type Config } from '../../config';

/** A folder of remote builds this server serves, and the URL prefix it is served under. */
export interface RemoteFolder {
  prefix: string;
  root: string;
  /** A remote's own build folder, served only when it was built; the deploy folder may appear later. */
  builtRemote: boolean;
}

/**
 * Where this server serves remote builds from: each remote's build at `/remotes/<folder>/` (as
 * `/remotes.json` points by default) and the deploy folder at `/deploy/` (builds deployed later).
 */
export function remoteFolders(config: Pick<Config, 'frontendDir' | 'deployDir'>): RemoteFolder[] {
  const built = remoteFolderNames(config.frontendDir).map((folder) => ({
    prefix: `/remotes/${folder}/`,
    root: join(config.frontendDir, folder, 'dist'),
    builtRemote: true,
  }));
  return config.deployDir ? [...built, { prefix: '/deploy/', root: config.deployDir, builtRemote: false }] : built;
}

/**
 * The file behind a URL of a remote's build this server serves itself (from one of its remote
 * folders); undefined for a remote hosted elsewhere, or a path that leaves its folder.
 */
export function localRemoteFile(config: Pick<Config, 'frontendDir' | 'deployDir'>, url: string): string | undefined {
  const folder = remoteFolders(config).find(({ prefix }) => url.startsWith(prefix));
  if (!folder) return undefined;
  const file = resolve(folder.root, url.slice(folder.prefix.length));
  const inside = relative(folder.root, file);
  return inside && !inside.startsWith('..') && !isAbsolute(inside) ? file : undefined;
}
