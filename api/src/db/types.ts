import type { ChangeFeed } from './changes';

/** Anything that runs SQL with positional parameters ($1, $2, …) and returns rows. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/** Told of each statement a database ran: how long it took, and whether it failed (the metrics). */
export type QueryObserver = (seconds: number, failed: boolean) => void;

/** A connection pool's connections now: open ones, the idle among them, and requests waiting for one. */
export interface PoolState {
  total: number;
  idle: number;
  waiting: number;
}

/** A database: PGlite in a folder (embedded default) or a PostgreSQL server (DATABASE_URL). */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** The changes migration 029 notifies, as they commit. */
  readonly changes: ChangeFeed;
  /** Runs `work` in one transaction: all of it or none. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements at once (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** Tells `observer` of every statement from now on, until the returned function is called. */
  observeQueries(observer: QueryObserver): () => void;
  /** The connection pool now; undefined for PGlite, which is one connection inside the process. */
  poolState(): PoolState | undefined;
}
