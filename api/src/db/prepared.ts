/**
 * Statements the API runs on (nearly) every request. On PostgreSQL each pooled connection
 * parses and plans them once, then only binds values: planning the session lookup's four-table
 * join took several times as long as running it (pgbench). Only statements whose best plan
 * does not depend on the values belong here,
 * such as lookups by key and lists' pages near their first row or a keyset, bound to the client
 * alone: a prefix search (LIKE) needs its pattern at planning time to use an index, so searches,
 * filtered lists and pages far from any start are planned with their values every time.
 */
const names = new Map<string, string>();

/**
 * At most this many statements are prepared: each connection keeps each one and its plan for
 * its life. The lists' pages near a start vary by sort, direction, page size and the few rows
 * still to skip (lib/sql.ts, PREPARED_OFFSET_BELOW); statements beyond it run unprepared.
 */
export const MAX_PREPARED = 1_000;

/** Marks `sql` to be prepared once per connection, while fewer than MAX_PREPARED are; answers it unchanged. */
export function prepared(sql: string): string {
  if (!names.has(sql) && names.size < MAX_PREPARED) names.set(sql, `api_${names.size + 1}`);
  return sql;
}

/** The statement name of `sql`, when it was marked by {@link prepared}. */
export const preparedName = (sql: string): string | undefined => names.get(sql);
