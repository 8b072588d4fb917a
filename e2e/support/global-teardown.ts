import { existsSync, readFileSync } from 'node:fs';
import { printAxeSummary } from './axe-report';
import { STATE_FILE } from './global-setup';

/** Prints the accessibility table; stops the server of the global setup and waits for it to release its data folder. */
export default async function globalTeardown(): Promise<void> {
  printAxeSummary();
  if (!existsSync(STATE_FILE)) return;
  const { pid } = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { pid: number };
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  for (let i = 0; i < 50; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  process.kill(pid, 'SIGKILL');
}
