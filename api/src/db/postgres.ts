import { availableParallelism } from 'node:os';
import { Client, Pool, types, type PoolClient, type QueryConfig } from 'pg';
import { PostgresChangeFeed } from './changes';
import { preparedName } from './prepared';
import { QueryObservers } from './query-observers';
import type { Database, Queryable } from './types';

// count(*) and other int8 values fit in a JS number for our data sizes; parse them as numbers
// so PGlite and node-postgres answer alike.
types.setTypeParser(types.builtins.INT8, (value) => Number(value));
// Dates stay strings, as PGlite is configured to answer them ('YYYY-MM-DD').
types.setTypeParser(types.builtins.DATE, (value) => value);

/**
 * Connections per pool: twice this machine's cores plus one (the PostgreSQL wiki's starting
 * point), at most the 10 it always had, so several instances still fit under max_connections.
 * More connections than that run nothing more at once: the backends only take turns on the
 * CPUs. bench:load (50 clients, 2 cores, server and PostgreSQL on one machine) served more
 * requests per second at a lower p99 with 5 connections than with 10.
 */
const POOL_SIZE = Math.min(10, 2 * availableParallelism() + 1);

/** Connects to a PostgreSQL server; `schema` isolates test runs in their own schema. */
export async function openPostgres(connectionString: string, schema?: string): Promise<Database> {
  const connection = {
    connectionString,
    // While the server is away a request fails within seconds instead of waiting for ever.
    connectionTimeoutMillis: 5000,
    // JIT compiles a plan whose estimated cost passes jit_above_cost, which our short statements
    // over large tables do: compiling took many times as long as the statement ran (bench:start).
    options: ['-c jit=off', ...(schema ? [`-c search_path=${schema}`] : [])].join(' '),
  };
  // Before the pool: its connections listen for the changes of the schema they work in from their first statement.
  const setup = new Client(connection);
  let currentSchema: string;
  try {
    await setup.connect();
    if (schema) await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    currentSchema = (await setup.query<{ schema: string }>('SELECT current_schema() AS schema')).rows[0]!.schema;
  } finally {
    await setup.end();
  }
  const changes = new PostgresChangeFeed(connection, currentSchema);
  // A new connection is handed out once it listens: a statement sent beside the LISTEN would
  // share the connection with it, which node-postgres deprecates (pg 9 refuses it).
  const pool = new Pool({ ...connection, max: POOL_SIZE, onConnect: (client) => changes.attach(client) });
  // An idle connection the server closes (restart, failover) is dropped from the pool and
  // replaced on the next query; without a listener the error would end the process.
  pool.on('error', () => undefined);
  await changes.start();
  const observers = new QueryObservers();
  const run = async <Row>(on: Pool | PoolClient, sql: string, params: readonly unknown[]): Promise<Row[]> => {
    const name = preparedName(sql);
    const config: QueryConfig = { text: sql, values: [...params], ...(name ? { name } : {}) };
    return (await observers.timed(() => on.query(config))).rows as Row[];
  };
  const query: Queryable['query'] = <Row>(sql: string, params: readonly unknown[] = []) => run<Row>(pool, sql, params);
  return {
    kind: 'postgres',
    changes,
    query,
    async transaction(work) {
      const client = await pool.connect();
      // The pool listens for errors only on idle connections: one the server ends while it is
      // checked out here (a restart mid-transaction) would otherwise end the process. The
      // query under way fails with the error; the connection is then dropped, not reused.
      let lost: Error | undefined;
      const onLost = (error: Error) => (lost = error);
      client.on('error', onLost);
      try {
        await client.query('BEGIN');
        const result = await work({ query: <Row>(sql: string, params: readonly unknown[] = []) => run<Row>(client, sql, params) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A ROLLBACK on a lost connection fails too; the error that ended the work is the one to report.
        await client.query('ROLLBACK').catch((rollbackError: Error) => (lost ??= rollbackError));
        throw error;
      } finally {
        client.removeListener('error', onLost);
        client.release(lost);
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: async () => {
      await changes.close();
      await pool.end();
    },
    observeQueries: (observer) => observers.add(observer),
    poolState: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

// SQLSTATE class 08 (connection exception) and the shutdown codes of class 57 (57P01 admin
// shutdown, 57P02 crash shutdown, 57P03 cannot connect now), plus the socket errors of Node.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
]);

/** Whether an error means the database server cannot be reached now (not a fault of the query). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? String(error.code) : '';
  if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return true;
  // node-postgres reports a connection lost mid-query or a pool timeout without a code.
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(message);
}
