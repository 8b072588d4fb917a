import type { ChangeFeed } from './changes';

/** Anything that runs SQL with positional parameters ($1, $2, …) and returns rows. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/** A database: PGlite in a folder (embedded default) or a PostgreSQL server (DATABASE_URL). */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** The changes migration 029 announces, as they commit. */
  readonly changes: ChangeFeed;
  /** Runs `work` in one transaction: all of it or none. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements at once (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
