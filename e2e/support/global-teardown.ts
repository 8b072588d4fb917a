import { existsSync, readFileSync, rmSync } from 'node:fs';
import { signalServerTree } from '@compliance/api/process';
import { printAxeSummary } from './axe-report';
import { STATE_FILE, type ServerState } from './global-setup';

/**
 * Prints the accessibility table; stops the server of the global setup (and the process tsx
 * runs it in), then removes its data folder and the deploy folder, so a run leaves nothing in
 * the temp folder.
 */
export default async function globalTeardown(): Promise<void> {
  printAxeSummary();
  if (!existsSync(STATE_FILE)) return;
  const { pid, dataDir, deployDir } = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as ServerState;
  const server = { process: { pid } };
  await signalServerTree(server, 'SIGTERM', 5000).catch(() => signalServerTree(server, 'SIGKILL'));
  for (const folder of [dataDir, deployDir]) rmSync(folder, { recursive: true, force: true });
}
