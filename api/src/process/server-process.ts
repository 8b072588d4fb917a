import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isProcessRunning } from '../db/lock';
import { API_DIR } from '../source-files';

/**
 * Runs the product server as a separate process, the way `pnpm start` does: for the e2e
 * journeys and the benchmarks, which must see the real start-up.
 */
const TSX = join(API_DIR, 'node_modules/.bin/tsx');

/** Ports nobody listens on right now, each a different one (all are held until the last is found). */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolveServer, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolveServer(server));
        }),
    ),
  );
  const ports = servers.map((server) => {
    const address = server.address();
    if (typeof address !== 'object' || !address) throw new Error('no port');
    return address.port;
  });
  await Promise.all(servers.map((server) => new Promise((closed) => server.close(closed))));
  return ports;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port!;
}

export interface RunningServer {
  process: ChildProcess;
  port: number;
  /** The port of its content origin (course files). */
  contentPort: number;
  dataDir: string;
  /** Everything the server printed so far. */
  output: () => string;
  exited: Promise<number | null>;
  /** What runs: the compiled server, or the TypeScript through tsx (a process of its own below). */
  from: 'build' | 'source';
}

/** The server as `pnpm build` compiles it, which `pnpm start` runs. */
const COMPILED_SERVER = join(API_DIR, 'dist/server.js');

/**
 * Starts the product on its own port and data folder: by default the compiled server, as
 * `pnpm start` does (the journeys and benches run after `pnpm build`); `from: 'source'` runs
 * the TypeScript through tsx, for the fault tests, which run before any build.
 */
export async function startServer(
  options: { dataDir?: string; port?: number; env?: Record<string, string>; from?: 'build' | 'source' } = {},
): Promise<RunningServer> {
  const [freeAppPort, contentPort] = (await freePorts(2)) as [number, number];
  const port = options.port ?? freeAppPort;
  const fromSource = options.from === 'source';
  if (!fromSource && !existsSync(COMPILED_SERVER)) throw new Error(`${COMPILED_SERVER} is missing: run \`pnpm build\` first`);
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'cd-e2e-'));
  const [command, args] = fromSource ? [TSX, ['src/server.ts']] : [process.execPath, [COMPILED_SERVER]];
  const child = spawn(command, args, {
    cwd: API_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      CONTENT_PORT: String(contentPort),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  return { process: child, port, contentPort, dataDir, output: () => output, exited, from: fromSource ? 'source' : 'build' };
}

/** Waits until the server answers, or fails with what it printed. */
export async function waitUntilReady(server: RunningServer, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited with ${exitCode}:\n${server.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/api/bootstrap/load-licensee-config`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${server.output()}`);
}

function childPids(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // pgrep exits 1 when there are none
  }
}

/**
 * Sends a signal to the server process alone: from source, the child of the tsx that runs it.
 * tsx passes a signal on only when the server's report of it reaches tsx within 30 ms, and kills
 * the server otherwise, so a test of what the server does on a signal sends it there.
 */
export function signalServer(server: Pick<RunningServer, 'process' | 'from'>, signal: NodeJS.Signals): void {
  const { pid } = server.process;
  if (pid === undefined) throw new Error('the server process has no pid');
  const [serverPid] = server.from === 'source' ? childPids(pid) : [pid];
  if (serverPid === undefined) throw new Error(`tsx (${pid}) runs no server`);
  process.kill(serverPid, signal);
}

/**
 * Sends a signal to the server and every process below it, and resolves when all of them are
 * gone. `tsx` runs the server in a child process and forwards SIGTERM itself, but a SIGKILL of
 * tsx alone would leave the server running (and holding its data folder).
 */
export async function signalServerTree(server: { process: { pid?: number } }, signal: NodeJS.Signals, timeoutMs = 30_000): Promise<void> {
  const pending = server.process.pid === undefined ? [] : [server.process.pid];
  const all: number[] = [];
  while (pending.length > 0) {
    const pid = pending.pop() as number;
    all.push(pid);
    pending.push(...childPids(pid));
  }
  // Children first, so none is re-parented and missed.
  for (const pid of [...all].reverse()) {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
  const deadline = Date.now() + timeoutMs;
  while (all.some(isProcessRunning)) {
    if (Date.now() > deadline)
      throw new Error(`processes ${all.filter(isProcessRunning).join(', ')} still run ${timeoutMs} ms after ${signal}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Stops the server and every process below it: SIGTERM, so it drains and closes its database,
 * then SIGKILL when it has not ended within `graceMs`.
 */
export async function stopServerTree(server: { process: { pid?: number } }, graceMs = 30_000): Promise<void> {
  await signalServerTree(server, 'SIGTERM', graceMs).catch(() => signalServerTree(server, 'SIGKILL'));
}
