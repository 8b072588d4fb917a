import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, stopServerTree, waitUntilReady } from '@compliance/api/process';
import { resetAxeResults } from './axe-report';
import { FIRST_START_DIR_VARIABLE, JOURNEY_SERVER_ENV } from './product-server';

export const STATE_FILE = join(__dirname, '..', 'test-results', 'server.json');

/** What teardown needs to remove the first start's data folder. */
export interface FirstStartState {
  dataDir: string;
}

/**
 * Starts the product once on an empty data folder, as a user's first start does (migrations, the
 * demo, the printed accounts, kept as startup.log), and stops it: each Playwright worker then
 * starts its own server on a copy of that folder (support/product-server.ts).
 */
export default async function globalSetup(): Promise<void> {
  resetAxeResults();
  const server = await startServer({ env: { ...JOURNEY_SERVER_ENV } });
  mkdirSync(join(__dirname, '..', 'test-results'), { recursive: true });
  writeFileSync(STATE_FILE, JSON.stringify({ dataDir: server.dataDir } satisfies FirstStartState));
  try {
    await waitUntilReady(server);
  } finally {
    await stopServerTree(server);
  }
  writeFileSync(join(server.dataDir, 'startup.log'), server.output());
  process.env[FIRST_START_DIR_VARIABLE] = server.dataDir;
}
