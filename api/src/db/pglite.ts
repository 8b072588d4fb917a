import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './types';

const wrap = (client: Pick<PGlite, 'query'>): Queryable => ({
  async query<Row>(sql: string, params: readonly unknown[] = []) {
    const result = await client.query<Row>(sql, params as unknown[]);
    return result.rows;
  },
});

/** Opens PGlite in `dataDir`, or in memory when no folder is given (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  // Same value shapes as node-postgres (see postgres.ts): int8 as number, date as 'YYYY-MM-DD'.
  const options = { parsers: { 20: (value: string) => Number(value), 1082: (value: string) => value } };
  const client = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await client.waitReady;
  const queryable = wrap(client);
  return {
    kind: 'pglite',
    query: queryable.query,
    transaction: (work) => client.transaction((tx) => work(wrap(tx))),
    exec: async (sql) => {
      await client.exec(sql);
    },
    close: () => client.close(),
  };
}
