import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
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

/** A fresh, migrated, seeded database: in-memory PGlite, or an own schema on TEST_DATABASE_URL. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (TEST_DATABASE_URL) {
    const schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const db = await openPostgres(TEST_DATABASE_URL, schema);
    await migrate(db);
    await seedDemo(db, { demoMembers: 30, acmeMembers: 8 });
    return {
      db,
      reopen: () => openPostgres(TEST_DATABASE_URL, schema),
      drop: async () => {
        await db.query(`DROP SCHEMA ${schema} CASCADE`);
        await db.close();
      },
    };
  }
  const db = await openPglite();
  await migrate(db);
  await seedDemo(db, { demoMembers: 30, acmeMembers: 8 });
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
