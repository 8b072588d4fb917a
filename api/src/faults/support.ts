import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from '@compliance/shared-contracts';
import { migrate, openPglite, openPostgres, type Database } from '../db';
import { freePort, startServer, waitUntilReady, type RunningServer } from '../process/server-process';
import { DEMO_PASSWORD, seedDemo } from '../seed/demo';
import { copyPgliteTemplate, copyPostgresTemplate, TEST_DATABASE_URL, TEST_SEED } from '../test/build';

/**
 * Fault tests drive the real server process (`pnpm start`), so they talk HTTP like a browser:
 * cookies kept between calls, the CSRF cookie echoed on writes.
 */
export class HttpSession {
  private readonly cookies = new Map<string, string>();

  constructor(private base: string) {}

  /** Points the session at another instance (the cookies go along, as behind a load balancer). */
  moveTo(base: string): void {
    this.base = base;
  }

  private remember(response: Response): Response {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value.join('='));
    }
    return response;
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '), ...extra };
  }

  async get(path: string): Promise<Response> {
    return this.remember(await fetch(`${this.base}${path}`, { headers: this.headers() }));
  }

  async post(path: string, body: unknown): Promise<Response> {
    return this.send(path, JSON.stringify(body), { 'content-type': 'application/json' });
  }

  async send(path: string, body: string | FormData, headers: Record<string, string> = {}): Promise<Response> {
    if (!this.cookies.has('XSRF-TOKEN')) await this.get('/api/csrf');
    return this.remember(
      await fetch(`${this.base}${path}`, {
        method: 'POST',
        body,
        headers: this.headers({ ...headers, 'x-xsrf-token': this.cookies.get('XSRF-TOKEN') ?? '' }),
      }),
    );
  }

  async login(clientIdentifier: string, username: string): Promise<void> {
    const response = await this.post('/api/login', {
      clientIdentifier,
      username,
      password: hashPassword(DEMO_PASSWORD),
    });
    if (response.status !== 200) throw new Error(`login ${clientIdentifier}/${username}: ${response.status} ${await response.text()}`);
  }
}

/** Where a fault test's server keeps its data: an embedded folder or a PostgreSQL schema. */
export interface ServerDatabase {
  kind: 'pglite' | 'postgres';
  /** Environment that points `pnpm start` at this database. */
  env: Record<string, string>;
  /** Opens the database from the test process (PGlite: only while no server holds the folder). */
  open(): Promise<Database>;
  remove(): Promise<void>;
}

/**
 * A migrated database with the small demo (and room for `maxMembers` in client demo), prepared
 * before the server starts: PGlite in a data folder, a database of its own on the test server
 * (TEST_DATABASE_URL), both copied from the API suite's template, or a schema of its own on a
 * server of the test's own.
 */
export async function prepareServerDatabase(postgresUrl: string | undefined, maxMembers = 1000): Promise<ServerDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cd-fault-'));
  const database = await serverDatabaseIn(dataDir, postgresUrl).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const remove = async () => {
    // The folder goes even when the database cannot be dropped (a test that stopped the server).
    try {
      await database.drop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  try {
    const db = await database.open();
    try {
      await db.query(`UPDATE client SET max_members = $1 WHERE client_identifier = 'demo'`, [maxMembers]);
    } finally {
      await db.close();
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { kind: database.kind, env: database.env, open: database.open, remove };
}

type PreparedDatabase = Omit<ServerDatabase, 'remove'> & { drop(): Promise<void> };

async function serverDatabaseIn(dataDir: string, postgresUrl: string | undefined): Promise<PreparedDatabase> {
  if (!postgresUrl) {
    const folder = join(dataDir, 'pglite');
    await copyPgliteTemplate(folder);
    return { kind: 'pglite', env: { DATA_DIR: dataDir }, open: () => openPglite(folder), drop: async () => undefined };
  }
  if (postgresUrl === TEST_DATABASE_URL) {
    const copy = await copyPostgresTemplate();
    return {
      kind: 'postgres',
      env: { DATA_DIR: dataDir, DATABASE_URL: copy.url, DATABASE_SCHEMA: copy.schema },
      open: () => openPostgres(copy.url, copy.schema),
      drop: copy.drop,
    };
  }
  // A server of the test's own has no template: migrated and seeded as a first start would.
  const schema = `f_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const open = () => openPostgres(postgresUrl, schema);
  const db = await open();
  try {
    await migrate(db);
    await seedDemo(db, TEST_SEED);
  } finally {
    await db.close();
  }
  return {
    kind: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema },
    open,
    async drop() {
      const admin = await openPostgres(postgresUrl);
      try {
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await admin.close();
      }
    },
  };
}

/** Starts `pnpm start` on the database and waits until it answers. */
export async function startOn(database: ServerDatabase, env: Record<string, string> = {}): Promise<RunningServer> {
  const server = await startServer({ dataDir: database.env.DATA_DIR, env: { ...database.env, ...env }, from: 'source' });
  await waitUntilReady(server);
  return server;
}

/**
 * Resolves when the server printed a line matching `pattern`, or rejects after `timeoutMs`; stops
 * looking (resolved) once `stop` aborts, so a wait that lost a race keeps no timer alive.
 */
export function waitForOutput(server: RunningServer, pattern: RegExp, timeoutMs: number, stop?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (pattern.test(server.output())) {
        clearInterval(timer);
        resolve();
      } else if (Date.now() - started > timeoutMs) {
        clearInterval(timer);
        reject(new Error(`no output matching ${pattern} after ${timeoutMs} ms:\n${server.output().slice(-2000)}`));
      }
    }, 20);
    stop?.addEventListener('abort', () => {
      clearInterval(timer);
      resolve();
    });
  });
}

const POSTGRES_BIN = ['15', '16', '17', '14']
  .map((version) => `/usr/lib/postgresql/${version}/bin`)
  .find((dir) => existsSync(join(dir, 'pg_ctl')));

/**
 * A PostgreSQL server of our own (initdb in a temporary folder, own port), so a test may stop
 * and start it without disturbing the shared server other tests use.
 */
export class PrivatePostgres {
  private constructor(
    private readonly dir: string,
    readonly port: number,
  ) {}

  static async create(): Promise<PrivatePostgres> {
    if (!POSTGRES_BIN) throw new Error('PostgreSQL server binaries (pg_ctl, initdb) not found under /usr/lib/postgresql/*/bin');
    const dir = mkdtempSync(join(tmpdir(), 'cd-pg-'));
    // initdb refuses to run as root: the cluster then belongs to the postgres account.
    if (process.getuid?.() === 0)
      chownSync(
        dir,
        Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
        Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
      );
    const server = new PrivatePostgres(dir, await freePort());
    server.run('initdb', ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
    await server.start();
    return server;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private run(tool: string, args: string[]): void {
    const command = join(POSTGRES_BIN as string, tool);
    if (process.getuid?.() === 0) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
    else execFileSync(command, args, { stdio: 'pipe' });
  }

  /** Starts the server and waits until it accepts connections. */
  async start(): Promise<void> {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    this.run('pg_ctl', ['-D', join(this.dir, 'data'), '-o', options, '-l', join(this.dir, 'server.log'), '-w', 'start']);
  }

  /** Stops the server the way an operator's restart does: connections are ended at once. */
  async stop(): Promise<void> {
    this.run('pg_ctl', ['-D', join(this.dir, 'data'), '-m', 'fast', '-w', 'stop']);
  }

  async remove(): Promise<void> {
    if (readdirSync(this.dir).includes('data')) {
      try {
        await this.stop();
      } catch {
        // already stopped
      }
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
