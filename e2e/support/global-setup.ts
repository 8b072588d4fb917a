import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, waitUntilReady } from '@compliance/api/process';
import { resetAxeResults } from './axe-report';

export const STATE_FILE = join(__dirname, '..', 'test-results', 'server.json');

/** What teardown needs to stop the server and remove its temporary folders. */
export interface ServerState {
  pid: number | undefined;
  port: number;
  dataDir: string;
  deployDir: string;
}

/** Starts one product server with a fresh embedded database for all journeys. */
export default async function globalSetup(): Promise<void> {
  resetAxeResults();
  // A deploy folder and a remotes file, as operations would have them: the redeploy journey
  // copies a new remote build there and points /remotes.json at it while the server runs.
  const deployDir = mkdtempSync(join(tmpdir(), 'cd-e2e-deploy-'));
  const remotesFile = join(deployDir, 'remotes.json');
  writeFileSync(remotesFile, '{}');
  process.env.E2E_DEPLOY_DIR = deployDir;
  process.env.E2E_REMOTES_FILE = remotesFile;
  // Rate limits are the API suite's concern; journeys sign in more often than a person would.
  const server = await startServer({
    env: { LOGIN_RATE_LIMIT: '1000', RESET_RATE_LIMIT: '1000', DEPLOY_DIR: deployDir, REMOTES_FILE: remotesFile },
  });
  await waitUntilReady(server);
  process.env.E2E_BASE_URL = `http://localhost:${server.port}`;
  process.env.E2E_DATA_DIR = server.dataDir;
  // Give teardown and the tests what they need to find this server.
  mkdirSync(join(__dirname, '..', 'test-results'), { recursive: true });
  writeFileSync(
    STATE_FILE,
    JSON.stringify({ pid: server.process.pid, port: server.port, dataDir: server.dataDir, deployDir } satisfies ServerState),
  );
  writeFileSync(join(server.dataDir, 'startup.log'), server.output());
  server.process.stdout?.on('data', () => undefined);
  server.process.unref();
}
