import type { Queryable } from '../../db';
import { joinSql, orderBy, sql, sqlIdentifier, sqlInteger, tenantRows, type Sql, type TenantRef } from '../sql';

/** How many rows come before a page. */
export const pageOffset = (request: { page: number; perPage: number }): number => (request.page - 1) * request.perPage;

/**
 * LIMIT / OFFSET of a page (its offset from {@link pageOffset}, or what is left to skip after a
 * keyset), written into the text: the planner then knows how few rows the page needs even in a
 * plan made once for all values, which a page prepared once needs (see
 * {@link preparedUnlessValuesMatter}).
 */
export const limitOffset = (limit: number, offset: number): Sql => sql`LIMIT ${sqlInteger(limit)} OFFSET ${sqlInteger(offset)}`;

/**
 * LIMIT / OFFSET of a page as values, for a statement prepared whatever its page (a member's own
 * tasks, found by key): one statement for every page.
 */
export const pageParameters = (request: { page: number; perPage: number }): Sql =>
  sql`LIMIT ${request.perPage} OFFSET ${pageOffset(request)}`;

/**
 * Rows a prepared page may still skip after where it starts (the list's first row or a keyset,
 * lib/paging/keyset.ts). Pages hold 25, 50 or 100 rows, so each list prepares at most seven
 * statements below it (LIMIT 25 with OFFSET 0, 25, 50 or 75; 50 with 0 or 50; 100 with 0).
 */
export const PREPARED_OFFSET_BELOW = 100;

/**
 * A list's statement (a page at `offset`, or its count) prepared once per connection when its
 * plan cannot depend on its values: near where the page's walk starts (an offset below
 * {@link PREPARED_OFFSET_BELOW}; each offset is a statement of its own) and with `conditions`,
 * what picks and orders its rows, bound to nothing but the tenant (client or licensee) and keys
 * read alike whatever their value (an admin's kept scope, `sqlKey`). Values elsewhere do not change
 * how rows are found: the language of a title it selects, or the member list's keyset keys,
 * which say where its walk along the sort index starts and not which index it walks (its generic
 * plan is that walk, EXPLAIN on 100,000 members). Planning such a page with its values took
 * PostgreSQL longer than running it (the standing list's pages, the member list's deep pages
 * from their keyset; bench:start, bench:company); a filter's or search's
 * value may change the best plan (a rare role walked along the name index), so those are
 * planned every time.
 */
export const preparedUnlessValuesMatter = (statement: Sql, conditions: Sql, offset = 0): Sql =>
  offset < PREPARED_OFFSET_BELOW && conditions.bindsOnlyTenantAndKeys() ? statement.prepare() : statement;

/**
 * A list of rows of one table: what it selects (rows of type `Row`), from where, and its sort
 * keys, allow-listed, one per sort column its contract allows.
 */
export interface RowList<SortKey extends string, Row> {
  columns: Sql;
  /** The table with its alias, e.g. sql`location l`. */
  from: Sql;
  order: Readonly<Record<SortKey, readonly Sql[]>>;
  defaultSort: SortKey;
  /**
   * A deferred join for lists deep pages are read of: the page is found first by these key
   * expressions, which identify one row of `from`, then only its rows are joined and selected.
   * `from`, when given, is the narrower source the keys, conditions and order need alone; it must
   * hold the same rows as the list's (it is counted instead). `rows`, when given, is the narrower
   * source the page's rows are joined from, enough for `columns`: planning a join of every table
   * of `from` cost a standing list's page four times its run.
   */
  pageKeys?: { columns: readonly Sql[]; from?: Sql; rows?: Sql };
  /** Type only: the row `columns` select. */
  readonly row?: Row;
}

/** The paging and sorting part of a list request. */
export interface PageRequest<SortKey extends string> {
  page: number;
  perPage: number;
  sortBy?: SortKey | undefined;
  sortDirection: 'asc' | 'desc';
}

/** Where a page starts: a condition on the sort keys (after a keyset, lib/paging/keyset.ts), and the rows still to skip after it. */
export interface PageStart {
  after: Sql;
  offset: number;
}

/**
 * Count and one page of a list whose rows are few per client (org units, locations, groups:
 * hundreds at most; a licensee's clients), filtered by `conditions` (all must hold), scoped to the
 * tenant's marker; member tables use pageOfMembers.
 * `total`, when given, is a statement answering the count (`total`) from a tally table instead;
 * `start`, where the page starts when the list caches keysets (its first row, else).
 */
export async function pageOfRows<Row, SortKey extends string>(
  db: Queryable,
  tenant: TenantRef,
  list: RowList<SortKey, Row>,
  conditions: readonly Sql[],
  request: PageRequest<SortKey>,
  total?: Sql,
  start: PageStart = { after: sql`TRUE`, offset: pageOffset(request) },
): Promise<{ items: Row[]; total: number }> {
  const where = joinSql(conditions, sql` AND `);
  const counted = total ?? sql`SELECT count(*)::int AS total FROM ${list.pageKeys?.from ?? list.from} WHERE ${where}`;
  const [count] = await tenantRows<{ total: number }>(db, tenant, preparedUnlessValuesMatter(counted, total ?? where));
  const sortKeys = list.order[request.sortBy ?? list.defaultSort];
  const page = pageSelect(list, sql`${where} AND ${start.after}`, sortKeys, request, start.offset);
  // A keyset's keys are keys (sqlKey): a page near one is prepared. The generic plan of the
  // standing list's page from an unknown keyset walks its index as the member list's does
  // (EXPLAIN on bench:start's data).
  const items = await tenantRows<Row>(
    db,
    tenant,
    preparedUnlessValuesMatter(page, joinSql([where, start.after, ...sortKeys]), start.offset),
  );
  return { items, total: count?.total ?? 0 };
}

/**
 * The statement of one page. With page keys, an offset walks only the keys (its index where one
 * serves the order), and the page's rows alone are joined and their columns computed: a walk over
 * whole rows computed every skipped row's columns and joins, so page 2,000 cost 2,000 pages. The
 * page's rows keep the order of its keys by the sort values the walk found.
 */
function pageSelect<Row, SortKey extends string>(
  list: RowList<SortKey, Row>,
  where: Sql,
  sortKeys: readonly Sql[],
  request: PageRequest<SortKey>,
  offset: number,
): Sql {
  const order = orderBy(sortKeys, request.sortDirection);
  const limit = limitOffset(request.perPage, offset);
  if (!list.pageKeys) return sql`SELECT ${list.columns} FROM ${list.from} WHERE ${where} ORDER BY ${order} ${limit}`;
  const { columns: keys, from = list.from, rows = list.from } = list.pageKeys;
  const aliased = (values: readonly Sql[], prefix: string) => values.map((value, i) => ({ value, name: sqlIdentifier(`${prefix}${i}`) }));
  const named = aliased(keys, 'key');
  const sorted = aliased(sortKeys, 'sort');
  const page = sql`SELECT ${joinSql([...named, ...sorted].map(({ value, name }) => sql`${value} AS ${name}`))}
    FROM ${from} WHERE ${where} ORDER BY ${order} ${limit}`;
  const joined = joinSql(
    named.map(({ value, name }) => sql`${value} = page_keys.${name}`),
    sql` AND `,
  );
  const pageOrder = orderBy(
    sorted.map(({ name }) => sql`page_keys.${name}`),
    request.sortDirection,
  );
  return sql`SELECT ${list.columns} FROM (${page}) page_keys, ${rows} WHERE ${joined} ORDER BY ${pageOrder}`;
}
