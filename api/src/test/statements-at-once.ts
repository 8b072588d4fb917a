import { openPglite, openPostgres, type Database } from '../db';

/**
 * Run by src/db/open.test.ts in a process of its own, where the process's warnings print (a
 * test's process object does not hear them): opens the test database, sends more statements at
 * once than the pool has connections, and closes it.
 */
async function main(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  const schema = `probe_${process.pid}`;
  const db: Database = url ? await openPostgres(url, schema) : await openPglite();
  try {
    await Promise.all(Array.from({ length: 12 }, (_, index) => db.query('SELECT $1::int AS n', [index])));
  } finally {
    if (url) await db.query(`DROP SCHEMA ${schema} CASCADE`);
    await db.close();
  }
  console.log('statements answered');
}

void main();
