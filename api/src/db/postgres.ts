import { Pool, types } from 'pg';
import type { Database, Queryable } from './types';

// count(*) and other int8 values fit in a JS number for our data sizes; parse them as numbers
// so PGlite and node-postgres answer alike.
types.setTypeParser(types.builtins.INT8, (value) => Number(value));
// Dates stay strings, as PGlite is configured to answer them ('YYYY-MM-DD').
types.setTypeParser(types.builtins.DATE, (value) => value);

/** Connects to a PostgreSQL server; `schema` isolates test runs in their own schema. */
export async function openPostgres(connectionString: string, schema?: string): Promise<Database> {
  const pool = new Pool({
    connectionString,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  const query: Queryable['query'] = async <Row>(sql: string, params: readonly unknown[] = []) => {
    const result = await pool.query(sql, params as unknown[]);
    return result.rows as Row[];
  };
  return {
    kind: 'postgres',
    query,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async <Row>(sql: string, params: readonly unknown[] = []) =>
            (await client.query(sql, params as unknown[])).rows as Row[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
