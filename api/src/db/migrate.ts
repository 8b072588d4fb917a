import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sourceFile } from '../source-files';
import type { Database } from './types';

const MIGRATIONS_DIR = sourceFile('db', 'migrations');

/** Applies every SQL migration not yet applied, in file-name order, each in its own transaction. */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migration (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort();
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
