import type { SessionContext } from '../../context';

/**
 * Small SQL building blocks the company-administration lists share. Values always travel as
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

/** At most this many words of a search count; more would only slow the query. */
const MAX_SEARCH_WORDS = 5;

/**
 * The member search of every member table: each word must start a word of the first or last
 * name, or start the username or e-mail (case-insensitive; umlauts match their base letter
 * too), so "anna mül" finds Anna Müller and "tester eins" finds the last name "Tester Eins".
 * The words are looked up among the members' search terms (010_member_search_terms.sql), whose
 * btree answers a prefix for one client without reading the client's other members. `m` is the
 * member alias and `$1` the client's id, as in every member query.
 */
export function memberSearchCondition(search: string | undefined, params: SqlParams): string {
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  if (words.length === 0) return 'TRUE';
  return words
    .map((word) => {
      // The planner folds member_name_key of the bound pattern to a constant, so the terms'
      // index serves the prefix.
      const p = params.add(prefixPattern(word));
      return `m.id IN (SELECT t.member_id FROM member_search_term t WHERE t.client_id = $1 AND t.term LIKE member_name_key(${p}))`;
    })
    .join(' AND ');
}

/** Sort direction as SQL; anything but 'desc' sorts ascending (docs/product.md §9 default). */
export const sqlDirection = (direction: 'asc' | 'desc'): 'ASC' | 'DESC' => (direction === 'desc' ? 'DESC' : 'ASC');

/** ORDER BY text for allow-listed column expressions, every one in the same direction. */
export const orderBy = (columns: readonly string[], direction: 'asc' | 'desc'): string =>
  columns.map((column) => `${column} ${sqlDirection(direction)}`).join(', ');

/** LIMIT / OFFSET of a page. */
export function pageClause(request: { page: number; perPage: number }, params: SqlParams): string {
  return `LIMIT ${params.add(request.perPage)} OFFSET ${params.add((request.page - 1) * request.perPage)}`;
}

/** Members sort keys per table column of a member table (alias `m`); the id breaks ties so pages never overlap. */
export const MEMBER_ORDER = {
  lastName: ['m.last_name_key', 'm.first_name_key', 'm.id'],
  firstName: ['m.first_name_key', 'm.last_name_key', 'm.id'],
  email: ['lower(m.email)', 'm.id'],
  username: ['lower(m.username)', 'm.id'],
  roleIdentifier: ['m.role', 'm.last_name_key', 'm.id'],
  status: ['m.status', 'm.last_name_key', 'm.id'],
  lastLoginAt: ['m.last_login_at', 'm.id'],
  archivedAt: ['m.archived_at', 'm.id'],
} as const satisfies Record<string, readonly string[]>;
export type MemberSortColumn = keyof typeof MEMBER_ORDER;

/** Whether a database error is a unique-index violation (same SQLSTATE on PostgreSQL and PGlite). */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
