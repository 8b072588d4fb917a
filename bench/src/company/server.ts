import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { hashPassword } from '@compliance/shared-contracts';
import { startServer, waitUntilReady, type RunningServer } from '@compliance/api/process';
import { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';
import { memoryKb, processTree } from '../measure';
import type { Queryable } from './member-data';

/** The api package folder: its CLI creates the bench tenants exactly as operators do. */
const API_DIR = resolve(dirname(require.resolve('@compliance/api/process')), '../..');
const TSX = join(API_DIR, 'node_modules/.bin/tsx');

export const BENCH_PASSWORD = 'Bench-Passw0rd!';
export const BENCH_ADMIN = 'benchadmin';

/** Where a server keeps its data: a PostgreSQL schema, or an embedded PGlite folder. */
export type Storage = { kind: 'postgres'; url: string; schema: string } | { kind: 'pglite'; dataDir: string };

const storageEnv = (storage: Storage): Record<string, string> =>
  storage.kind === 'postgres'
    ? { DATABASE_URL: storage.url, DATABASE_SCHEMA: storage.schema }
    : { DATABASE_URL: '', DATA_DIR: storage.dataDir };

/**
 * Creates a client with its super-admin (`benchadmin`) through the create-client CLI, which
 * also migrates the database: the password is hashed the way the product does it.
 */
export async function createClient(storage: Storage, clientIdentifier: string, clientName: string): Promise<void> {
  const args = [
    'src/cli/create-client.ts',
    '--licensee',
    'bench',
    '--licensee-name',
    'Bench',
    '--client',
    clientIdentifier,
    '--client-name',
    clientName,
  ];
  args.push(
    '--username',
    BENCH_ADMIN,
    '--email',
    `${BENCH_ADMIN}@${clientIdentifier}.example`,
    '--first-name',
    'Bench',
    '--last-name',
    'Admin',
  );
  const child = spawn(TSX, args, {
    cwd: API_DIR,
    env: { ...process.env, ...storageEnv(storage), ADMIN_PASSWORD: BENCH_PASSWORD },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.once('exit', done));
  if (code !== 0) throw new Error(`create-client ${clientIdentifier} failed (${code}):\n${output}`);
}

/** How long a bench server may take to answer after its start, migrations included. */
const MIGRATING_SERVER_READY_MS = 10 * 60_000;

export interface BenchServer {
  server: RunningServer;
  base: string;
  /** The node process that runs the server (tsx starts it as a child). */
  serverPid: number;
  stop: () => Promise<void>;
}

/** Starts the real server on the storage (with `env` added to its environment) and waits until it answers. */
export async function startBenchServer(storage: Storage, env: Record<string, string> = {}): Promise<BenchServer> {
  const server = await startServer({
    ...(storage.kind === 'pglite' ? { dataDir: storage.dataDir } : {}),
    // No scheduled jobs: the first tick would mail the reminders of a whole data set while the
    // requests are measured.
    env: { ...storageEnv(storage), SCHEDULER_TICK_SECONDS: '0', ...env },
  });
  try {
    // The server migrates at start: data an earlier run left (bench:start --reuse-data) may take
    // a migration that rewrites every standing of 100,000 members, minutes rather than seconds.
    await waitUntilReady(server, MIGRATING_SERVER_READY_MS);
  } catch (error) {
    server.process.kill('SIGTERM');
    throw error;
  }
  // The largest process of the tree is node running the server (tsx's launcher and esbuild are small).
  const tree = processTree(server.process.pid!);
  const serverPid = tree.reduce((largest, pid) => (memoryKb(pid, 'VmRSS') > memoryKb(largest, 'VmRSS') ? pid : largest), tree[0]!);
  return {
    server,
    base: `http://127.0.0.1:${server.port}`,
    serverPid,
    stop: async () => {
      server.process.kill('SIGTERM');
      await server.exited;
      // On PostgreSQL the server still gets a data folder of its own (startServer makes one): it goes too.
      if (storage.kind === 'postgres') rmSync(server.dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `work` against a bench server started on the storage (as startBenchServer does), stopping it however `work` ends. */
export async function withBenchServer<T>(
  storage: Storage,
  env: Record<string, string>,
  work: (server: BenchServer) => Promise<T>,
): Promise<T> {
  const server = await startBenchServer(storage, env);
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

/**
 * Runs `work` with statements on the storage's database, before the server starts or after it
 * stopped (PGlite's folder takes one process at a time).
 */
export async function withStorageDatabase<T>(storage: Storage, work: (db: Queryable) => Promise<T>): Promise<T> {
  if (storage.kind === 'postgres') {
    const pool = new Pool({ connectionString: storage.url, max: 1, options: `-c search_path=${storage.schema}` });
    return work(pool).finally(() => pool.end());
  }
  const db = new PGlite(join(storage.dataDir, 'pglite'));
  return work(db).finally(() => db.close());
}

/** The cookies and header of a signed-in browser: what every API call of the bench sends. */
export interface BenchSession {
  headers: Record<string, string>;
}

const cookiesOf = (response: Response): Map<string, string> =>
  new Map(
    response.headers
      .getSetCookie()
      .map((line) => /^([^=]+)=([^;]*)/.exec(line))
      .filter((match) => match !== null)
      .map((match) => [match[1]!, match[2]!]),
  );

/**
 * Signs in the way the front end does (CSRF cookie echoed in X-XSRF-TOKEN): as the client's
 * super-admin, or as another member whose password is BENCH_PASSWORD too (or `password`).
 */
export async function signIn(
  base: string,
  clientIdentifier: string,
  username = BENCH_ADMIN,
  password = BENCH_PASSWORD,
): Promise<BenchSession> {
  const cookies = cookiesOf(await fetch(`${base}/api/csrf`));
  const xsrf = cookies.get('XSRF-TOKEN');
  if (!xsrf) throw new Error('GET /api/csrf set no XSRF-TOKEN cookie');
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
    body: JSON.stringify({ clientIdentifier, username, password: hashPassword(password) }),
  });
  if (!login.ok) throw new Error(`login as ${username} of ${clientIdentifier} failed: ${login.status} ${await login.text()}`);
  for (const [name, value] of cookiesOf(login)) cookies.set(name, value);
  const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return { headers: { cookie, 'x-xsrf-token': cookies.get('XSRF-TOKEN') ?? xsrf } };
}

/** A response's status and parsed body (null when not JSON). */
async function jsonAnswer(response: Response): Promise<{ status: number; body: unknown }> {
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, body: null };
  }
}

/** POSTs JSON with the session; answers status and parsed body (null when not JSON). */
export async function postJson(
  base: string,
  session: BenchSession,
  path: string,
  body: unknown,
  timeoutMs = 60_000,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...session.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  return jsonAnswer(response);
}

/** GETs a path with the session; answers status and parsed body (null when not JSON). */
export async function getJson(
  base: string,
  session: BenchSession,
  path: string,
  timeoutMs = 60_000,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${base}${path}`, { headers: session.headers, signal: AbortSignal.timeout(timeoutMs) });
  return jsonAnswer(response);
}
