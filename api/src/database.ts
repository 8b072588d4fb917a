import { join } from 'node:path';
import type { Config } from './config';
import { lockDataDir, migrate, openPglite, openPostgres, type Database } from './db';

/**
 * Opens the configured database and brings its schema up to date: PostgreSQL with
 * DATABASE_URL, otherwise PGlite in `<DATA_DIR>/pglite`, locked against a second process.
 */
export async function openDatabase(config: Config): Promise<{ db: Database; embedded: boolean; release: () => void }> {
  if (config.databaseUrl) {
    const db = await openPostgres(config.databaseUrl, config.databaseSchema);
    await migrate(db);
    return { db, embedded: false, release: () => undefined };
  }
  const release = lockDataDir(config.dataDir);
  try {
    const db = await openPglite(join(config.dataDir, 'pglite'));
    await migrate(db);
    return { db, embedded: true, release };
  } catch (error) {
    release();
    throw error;
  }
}
