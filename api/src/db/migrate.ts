import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sourceFile } from '../source-files';
import type { Database, Queryable } from './types';

const MIGRATIONS_DIR = sourceFile('db', 'migrations');

/** The migration files this build ships, in the order they apply. */
const migrationFiles = (): string[] =>
  readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort();

/**
 * Applies every SQL migration not yet applied, in file-name order, each in its own transaction;
 * with `through`, only those up to that file (a test of a migration's data changes starts there).
 */
export async function migrate(db: Database, options: { through?: string } = {}): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migration (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const { through } = options;
  const files = migrationFiles().filter((name) => through === undefined || name <= through);
  const applied: string[] = [];
  for (const name of files) {
    const sql = readFileSync(join(MIGRATIONS_DIR, name), 'utf8');
    const done = await db.transaction(async (tx) => {
      // Several instances may start at once on one server: the advisory lock makes them take turns.
      if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(7263001)');
      const seen = await tx.query('SELECT 1 FROM schema_migration WHERE name = $1', [name]);
      if (seen.length > 0) return false;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migration (name) VALUES ($1)', [name]);
      return true;
    });
    if (done) applied.push(name);
  }
  return applied;
}

/** Splits a migration into statements at semicolons that end a line (our migrations use no function bodies). */
function splitStatements(sql: string): string[] {
  return sql
    .replace(/--.*$/gm, '')
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter(Boolean);
}

/**
 * How many of this build's migrations the database holds, and how many it lacks (an instance of
 * a newer build started on it while another one migrates, or a migration that failed).
 */
export async function migrationState(db: Queryable): Promise<{ applied: number; pending: number }> {
  const rows = await db.query<{ name: string }>('SELECT name FROM schema_migration');
  const applied = new Set(rows.map((row) => row.name));
  const files = migrationFiles();
  const pending = files.filter((name) => !applied.has(name)).length;
  return { applied: files.length - pending, pending };
}
