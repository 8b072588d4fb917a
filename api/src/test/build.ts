import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { build } from '../app';
import { loadConfig, type Config } from '../config';
import { migrate, openPglite, openPostgres, type Database } from '../db';
import { seedDemo } from '../seed/demo';

/** The PostgreSQL server the API suite runs against in its second pass (unset: PGlite). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export interface TestDatabase {
  db: Database;
  /** Opens one more connection pool to the same database (a second API instance). */
  reopen(): Promise<Database>;
  drop(): Promise<void>;
}

/** The demo of every test database: smaller than a first start's. */
export const TEST_SEED = { demoMembers: 30, acmeMembers: 8 };

const API_DIR = join(__dirname, '..', '..');
const TEMPLATE_DIR = join(API_DIR, 'node_modules', '.cache', 'pglite-test-template');

/**
 * What api/jest.environment.js keeps for the whole Jest worker (one per file when these helpers
 * run elsewhere): a worker runs many test files, each with a fresh global and module registry.
 */
const workerCache: Map<string, unknown> = (globalThis as { __apiTestWorkerCache?: Map<string, unknown> }).__apiTestWorkerCache ?? new Map();

/** `make()`'s value, made once per worker under `key`. */
function heldByWorker<T>(key: string, make: () => T): T {
  if (!workerCache.has(key)) workerCache.set(key, make());
  return workerCache.get(key) as T;
}

/**
 * A Blob of bytes already in memory that hands PGlite those bytes as they are: a Blob made of a
 * buffer copies it once when made and again when read, and the template is tens of megabytes
 * for every test database. PGlite only reads them (it unpacks the tarball into its own files).
 */
class HeldBytes extends Blob {
  constructor(private readonly held: ArrayBuffer) {
    // Empty to Blob itself: PGlite reads arrayBuffer() alone.
    super([]);
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.held);
  }
}

/** The whole of `file` in an ArrayBuffer of its own (a small Buffer may share a pool's). */
function readWhole(file: string): ArrayBuffer {
  const bytes = readFileSync(file);
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? (bytes.buffer as ArrayBuffer)
    : (bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
}

/** Every file below `dir`, in a stable order. */
const filesBelow = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();

/**
 * What a test database's copy is made of: the API's and the contracts' code (the migrations, the
 * seed and all they use), PGlite's version, and the day (the demo's due dates count from the day
 * it was seeded).
 */
function templateKey(): string {
  return heldByWorker('template-key', computeTemplateKey);
}

function computeTemplateKey(): string {
  const hash = createHash('sha256');
  const sources = [join(API_DIR, 'src'), join(API_DIR, '..', 'shared-contracts', 'src')].flatMap(filesBelow);
  for (const file of sources.filter((name) => !/\.test\.tsx?$/.test(name)))
    hash.update(file.slice(API_DIR.length)).update(readFileSync(file));
  hash.update(readFileSync(join(API_DIR, 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  hash.update(JSON.stringify(TEST_SEED)).update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 24);
}

/**
 * The migrated, seeded PGlite database each test file starts from, made once and stored as a
 * tarball under node_modules/.cache: creating PGlite (its initdb), migrating and seeding for
 * every test file took several times as long as loading the copy does; it is read once per Jest
 * worker and held for the worker's other files. Two Jest workers may make it at once; each
 * writes its own file and renames it into place, so a reader sees a whole one.
 */
function pgliteTemplate(): Promise<Blob> {
  const file = join(TEMPLATE_DIR, `${templateKey()}.tar`);
  return heldByWorker(file, async () => new HeldBytes(await pgliteTemplateBytes(file)));
}

async function pgliteTemplateBytes(file: string): Promise<ArrayBuffer> {
  try {
    return readWhole(file);
  } catch {
    // Not made yet (or removed as another day's): made here.
  }
  const db = await openPglite();
  try {
    await migrate(db);
    await seedDemo(db, TEST_SEED);
    const template = await (await db.dumpDataDir()).arrayBuffer();
    mkdirSync(TEMPLATE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(template));
    renameSync(partial, file);
    // Copies of other code or days are not read again.
    for (const name of readdirSync(TEMPLATE_DIR))
      if (name.endsWith('.tar') && join(TEMPLATE_DIR, name) !== file) rmSync(join(TEMPLATE_DIR, name), { force: true });
    return template;
  } finally {
    await db.close();
  }
}

/** The schema of every test database on PostgreSQL (each test file has a database of its own). */
const POSTGRES_TEST_SCHEMA = 'app';
/** The advisory lock under which one Jest worker makes the template database while the other waits. */
const POSTGRES_TEMPLATE_LOCK = 0x5c3d_7e01;

/** TEST_DATABASE_URL with another database name. */
function postgresUrlOf(database: string): string {
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs `work` on a connection to TEST_DATABASE_URL's own database, where databases are created and dropped. */
async function onServer<T>(work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * The migrated, seeded database each test database on PostgreSQL is copied from, made once per
 * code and day as the PGlite copy is: migrating and seeding a schema for every test file was
 * much of the PostgreSQL pass, where `CREATE DATABASE … TEMPLATE` has the server copy files.
 * Two Jest workers may ask at once: the first makes it under an advisory lock, the other then
 * finds it; each worker asks once, not once per file.
 */
function postgresTemplate(): Promise<string> {
  const name = `cd_test_template_${templateKey()}`;
  return heldByWorker(name, () => makePostgresTemplate(name));
}

function makePostgresTemplate(name: string): Promise<string> {
  return onServer(async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [POSTGRES_TEMPLATE_LOCK]);
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) {
        // Made under another name and renamed once whole: a run killed half-way leaves no template.
        const partial = `${name}_partial`;
        await admin.query(`DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${partial}`);
        const db = await openPostgres(postgresUrlOf(partial), POSTGRES_TEST_SCHEMA);
        try {
          await migrate(db);
          await seedDemo(db, TEST_SEED);
        } finally {
          await db.close();
        }
        await admin.query(`ALTER DATABASE ${partial} RENAME TO ${name}`);
        // Templates of other code or days are not copied again. One that another checkout is
        // copying from at this moment refuses to go and stays until the next new template.
        const stale = await admin.query<{ datname: string }>(
          "SELECT datname FROM pg_database WHERE datname LIKE 'cd\\_test\\_template\\_%' AND datname <> $1",
          [name],
        );
        for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
      }
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [POSTGRES_TEMPLATE_LOCK]);
    }
    return name;
  });
}

/** A database on TEST_DATABASE_URL's server, copied from the template: where it is and how to drop it. */
export interface PostgresTestDatabase {
  url: string;
  schema: string;
  drop(): Promise<void>;
}

/** A new copy of the migrated, seeded template database on TEST_DATABASE_URL's server. */
export async function copyPostgresTemplate(): Promise<PostgresTestDatabase> {
  const template = await postgresTemplate();
  const name = `cd_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await onServer((admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return {
    url: postgresUrlOf(name),
    schema: POSTGRES_TEST_SCHEMA,
    drop: async () => {
      await onServer((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * Fills the empty `folder` with a PGlite database copied from the migrated, seeded template, for
 * a server process to open (the fault tests' `pnpm start`).
 */
export async function copyPgliteTemplate(folder: string): Promise<void> {
  const db = await openPglite(folder, await pgliteTemplate());
  await db.close();
}

/** A fresh, migrated, seeded database: in-memory PGlite, or a copy of the template database on TEST_DATABASE_URL. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (TEST_DATABASE_URL) {
    const copy = await copyPostgresTemplate();
    const db = await openPostgres(copy.url, copy.schema);
    return {
      db,
      reopen: () => openPostgres(copy.url, copy.schema),
      drop: async () => {
        await db.close();
        await copy.drop();
      },
    };
  }
  const db = await openPglite(undefined, await pgliteTemplate());
  return {
    db,
    // PGlite is one in-process database: a second instance shares the same handle.
    reopen: async () => db,
    drop: () => db.close(),
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** The database it was built on, when the helper created it (to build more instances on it). */
  database: TestDatabase | undefined;
  /** The `.eml` files written so far, newest last. */
  outbox(): string[];
  close(): Promise<void>;
}

/** Builds the app on a test database, with mails going to a temporary outbox. */
export async function buildTestApp(
  options: { database?: TestDatabase; db?: Database; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const database = options.db ? undefined : (options.database ?? (await createTestDatabase()));
  const db = options.db ?? database!.db;
  const dataDir = mkdtempSync(join(tmpdir(), 'cd-api-test-'));
  // No scheduler: a test runs the job it tests itself, when it wants.
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOGIN_RATE_LIMIT: '1000',
    RESET_RATE_LIMIT: '1000',
    SCHEDULER_TICK_SECONDS: '0',
    ...options.env,
  });
  const app = await build({ config, db, logger: false });
  // Removed when the app closes, through `close` below or by a test closing the app itself.
  app.addHook('onClose', async () => rmSync(dataDir, { recursive: true, force: true }));
  await app.ready();
  const outboxDir = join(dataDir, 'outbox');
  return {
    app,
    db,
    config,
    database,
    outbox: () => {
      try {
        return readdirSync(outboxDir)
          .sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]) || Number(a.split('-')[1]) - Number(b.split('-')[1]))
          .map((name) => readFileSync(join(outboxDir, name), 'utf8'));
      } catch {
        return [];
      }
    },
    close: async () => {
      await app.close();
      if (database && !options.database) await database.drop();
    },
  };
}
