import { existsSync, readFileSync, rmSync } from 'node:fs';
import { printAxeSummary } from './axe-report';
import { STATE_FILE, type FirstStartState } from './global-setup';

/**
 * Prints the accessibility table and removes the first start's data folder (each worker stops
 * its own server and removes its folders), so a run leaves nothing in the temp folder.
 */
export default async function globalTeardown(): Promise<void> {
  printAxeSummary();
  if (!existsSync(STATE_FILE)) return;
  const { dataDir } = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as FirstStartState;
  rmSync(dataDir, { recursive: true, force: true });
}
