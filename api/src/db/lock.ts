import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Thrown when another live process holds the data folder. */
export class DataDirLockedError extends Error {}

/**
 * Whether a process runs: the probe signal reaches it and it is not a zombie. A killed server
 * whose parent died stays a zombie until init reaps it, and in a container init may never do;
 * it holds no files any more.
 */
export function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    // No /proc (not Linux): the probe's answer stands.
    return true;
  }
}

/**
 * Takes the lock file of a PGlite data folder so a second process cannot open the same
 * database (PGlite is single-process). A lock left by a dead process is taken over.
 * Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isProcessRunning(holder)) {
        throw new DataDirLockedError(`The data folder ${dir} is in use by process ${holder}.`);
      }
      rmSync(path, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dir}.`);
}
