import { PGlite, types } from '@electric-sql/pglite';
import { sliceYielder } from '../lib/event-loop';
import { changeChannel, ChangeFanOut } from './changes';
import { QueryObservers } from './query-observers';
import type { Database, Queryable } from './types';

/**
 * PGlite runs each statement in the server's own thread and answers through promises alone, with
 * no I/O between: a loop of statements (a package written piece by piece, a long import) would
 * run as one chain of microtasks and hold every other request until it ends. After each
 * statement, once the current slice of the event loop is used up, the caller waits one turn so
 * other requests are served between statements.
 */
const wrap = (client: Pick<PGlite, 'query'>, checkpoint: () => Promise<void> | undefined, observers: QueryObservers): Queryable => ({
  async query<Row>(sql: string, params: readonly unknown[] = []) {
    const result = await observers.timed(() => client.query<Row>(sql, params as unknown[]));
    await checkpoint();
    return result.rows;
  },
});

/** PGlite as a Database, and a copy of its data folder to start another from ({@link openPglite}'s `from`). */
export interface PgliteDatabase extends Database {
  readonly kind: 'pglite';
  /** The data folder as an uncompressed tarball. */
  dumpDataDir(): Promise<Blob>;
}

/**
 * PGlite's shared buffers live in the server's own memory, and PostgreSQL's default of 128 MB is
 * resident from the start, where 32 MB kept an idle server with the demo data well within
 * bench:api's memory budget. The embedded database serves one company's demo or trial, and its
 * files sit in the operating system's page cache anyway.
 */
const PGLITE_SETTINGS = 'shared_buffers=32MB';

/*
 * bytea in PostgreSQL's hex text form, converted by Buffer's native code: PGlite's own
 * conversion goes byte by byte in JavaScript, several times slower for each piece of an upload,
 * holding the server's one thread meanwhile.
 */
function serializeBytea(value: unknown): string {
  if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
}

const parseBytea = (text: string): Buffer => Buffer.from(text.slice(2), 'hex');

/**
 * Opens PGlite in `dataDir`, or in memory when no folder is given (tests); `from` starts the
 * in-memory database from a copy {@link PgliteDatabase.dumpDataDir} made.
 */
export async function openPglite(dataDir?: string, from?: Blob): Promise<PgliteDatabase> {
  // Same value shapes as node-postgres (see postgres.ts): int8 as number, date as 'YYYY-MM-DD',
  // bytea as a Buffer.
  const options = {
    parsers: { [types.INT8]: (value: string) => Number(value), [types.DATE]: (value: string) => value, [types.BYTEA]: parseBytea },
    serializers: { [types.BYTEA]: serializeBytea },
    loadDataDir: from,
    postgresqlconf: PGLITE_SETTINGS,
  };
  const client = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await client.waitReady;
  // One process, one connection: a notification reaches the subscribers before the statement
  // (or the transaction) that made it answers.
  const changes = new ChangeFanOut();
  const [current] = (await client.query<{ schema: string }>('SELECT current_schema() AS schema')).rows;
  await client.listen(changeChannel(current!.schema), (notification) => changes.notify(notification));
  const checkpoint = sliceYielder();
  const observers = new QueryObservers();
  const queryable = wrap(client, checkpoint, observers);
  return {
    kind: 'pglite',
    changes,
    query: queryable.query,
    transaction: (work) => client.transaction((tx) => work(wrap(tx, checkpoint, observers))),
    exec: async (sql) => {
      await client.exec(sql);
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
    observeQueries: (observer) => observers.add(observer),
    poolState: () => undefined,
  };
}
