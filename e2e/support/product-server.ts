import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { startServer, stopServerTree, waitUntilReady } from '@compliance/api/process';

/** Where the global setup left the data folder of the product's first start. */
export const FIRST_START_DIR_VARIABLE = 'E2E_FIRST_START_DIR';

/** Rate limits are the API suite's concern; journeys sign in more often than a person would. */
export const JOURNEY_SERVER_ENV = { LOGIN_RATE_LIMIT: '1000', RESET_RATE_LIMIT: '1000' } as const;

/** The product server of one Playwright worker. */
export interface WorkerServer {
  url: string;
  dataDir: string;
  /** Where a journey deploys a remote build (served at `/deploy/<folder>/`). */
  deployDir: string;
  /** The remotes file the server reads on every request (REMOTES_FILE). */
  remotesFile: string;
}

/**
 * Starts a worker's own server on a copy of the first start's data folder, so journeys on two
 * workers never see each other's members, uploads or deployed remotes. A deploy folder and a
 * remotes file, as operations would have them: the redeploy journeys copy a remote build there
 * and point the remotes file at it while the server runs.
 */
async function startWorkerServer(): Promise<{ server: WorkerServer; stop: () => Promise<void> }> {
  const firstStart = process.env[FIRST_START_DIR_VARIABLE];
  if (!firstStart) throw new Error(`${FIRST_START_DIR_VARIABLE} is unset: the journeys run through playwright.config.ts's global setup`);
  const dataDir = mkdtempSync(join(tmpdir(), 'cd-e2e-'));
  cpSync(firstStart, dataDir, { recursive: true });
  const deployDir = mkdtempSync(join(tmpdir(), 'cd-e2e-deploy-'));
  const remotesFile = join(deployDir, 'remotes.json');
  writeFileSync(remotesFile, '{}');
  const running = await startServer({ dataDir, env: { ...JOURNEY_SERVER_ENV, DEPLOY_DIR: deployDir, REMOTES_FILE: remotesFile } });
  const stop = async () => {
    await stopServerTree(running, 5000);
    for (const folder of [dataDir, deployDir]) rmSync(folder, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(running);
  } catch (error) {
    await stop();
    throw error;
  }
  return { server: { url: `http://localhost:${running.port}`, dataDir, deployDir, remotesFile }, stop };
}

/**
 * Playwright's `test` on the worker's own product server: `baseURL` (and so `page`, `request`
 * and `browser.newContext()`) points at it, and the E2E_* variables the support helpers read
 * name it, in this worker's process only.
 */
export const test = base.extend<object, { workerServer: WorkerServer }>({
  workerServer: [
    // Playwright reads a fixture's dependencies from the destructured first parameter: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const { server, stop } = await startWorkerServer();
      process.env.E2E_BASE_URL = server.url;
      process.env.E2E_DATA_DIR = server.dataDir;
      process.env.E2E_DEPLOY_DIR = server.deployDir;
      process.env.E2E_REMOTES_FILE = server.remotesFile;
      try {
        await use(server);
      } finally {
        await stop();
      }
    },
    // A start on existing data, in a worker's first test; give it room on a busy machine.
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  baseURL: async ({ workerServer }, use) => {
    await use(workerServer.url);
  },
});
