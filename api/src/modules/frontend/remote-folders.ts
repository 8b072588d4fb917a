import { join } from 'node:path';
import { REMOTE_NAMES } from '@compliance/shared-contracts';
import type { Config } from '../../config';

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
  const built = REMOTE_NAMES.map((name) => {
    const folder = name.replace('_', '-');
    return { prefix: `/remotes/${folder}/`, root: join(config.frontendDir, folder, 'dist'), builtRemote: true };
  });
  return config.deployDir ? [...built, { prefix: '/deploy/', root: config.deployDir, builtRemote: false }] : built;
}
