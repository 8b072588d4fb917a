import type { SessionContext } from '../context';

/**
 * Small SQL building blocks every module's queries share. Values always travel as
 * parameters; only allow-listed fragments (sort columns, conditions written here) become SQL text.
 */

/** The tenant of a query: bound to the session's client as `$1` (see tenantQuery). */
export type Tenant = Pick<SessionContext, 'clientId'>;

/** Collects the parameters of a tenant query after `$1` and hands out their placeholders. */
export class SqlParams {
  readonly values: unknown[] = [];

  /** The placeholder of `value`, e.g. `$3`. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length + 1}`;
  }
}

/** A timestamp as the API writes it: ISO 8601 in UTC, alike on PostgreSQL and PGlite. */
export const isoTime = (column: string): string => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Forms send '' for an emptied optional field; the database keeps "none" as null. */
export const blankToNull = (value: string | null): string | null => (value === null || value === '' ? null : value);

/** Escapes LIKE wildcards, so a search for "50%" finds "50%" and not everything. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** LIKE pattern for "starts with", lowercased to match the lowercase keys and indexes. */
export const prefixPattern = (text: string): string => `${escapeLike(text.toLowerCase())}%`;

/** LIKE pattern for "contains" (small lists only: it cannot use an index). */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** Sort direction as SQL; anything but 'desc' sorts ascending (docs/product.md §9 default). */
export const sqlDirection = (direction: 'asc' | 'desc'): 'ASC' | 'DESC' => (direction === 'desc' ? 'DESC' : 'ASC');

/** ORDER BY text for allow-listed column expressions, every one in the same direction. */
export const orderBy = (columns: readonly string[], direction: 'asc' | 'desc'): string =>
  columns.map((column) => `${column} ${sqlDirection(direction)}`).join(', ');

/** LIMIT / OFFSET of a page. */
export function pageClause(request: { page: number; perPage: number }, params: SqlParams): string {
  return `LIMIT ${params.add(request.perPage)} OFFSET ${params.add((request.page - 1) * request.perPage)}`;
}

/** Whether a database error is a unique-index violation (same SQLSTATE on PostgreSQL and PGlite). */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
