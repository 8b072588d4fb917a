import { sql, type Sql } from '../sql';

/**
 * How a page learns its list's total, chosen once per request by what the list allows:
 * - `tally`: summed from a tally table that triggers maintain beside the rows (`sum` reads it);
 * - `cached`: counted once and cached until a notification ends it ({@link cachedRowCount});
 * - `hits`: the number of a search's cached hits ({@link cachedSearchHits});
 * - `scan`: counted from the rows themselves (`count` counts them).
 */
export type PageCount =
  { kind: 'tally'; sum: Sql } | { kind: 'cached'; rows: number } | { kind: 'hits'; hits: number } | { kind: 'scan'; count: Sql };

/** The statement answering a page's total, for the page's statement to carry in each of its rows. */
export function countStatement(count: PageCount): Sql {
  switch (count.kind) {
    case 'tally':
      return count.sum;
    case 'cached':
      return sql`SELECT ${count.rows}::int`;
    case 'hits':
      return sql`SELECT ${count.hits}::int`;
    case 'scan':
      return count.count;
  }
}
