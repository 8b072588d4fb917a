import type { SessionContext } from '../context';
import { prepared, type Queryable } from '../db';

/**
 * Small SQL building blocks every module's queries share. Queries are written with the {@link sql}
 * tag: every interpolated value becomes a parameter, so a value can never become SQL text; SQL
 * text comes only from the tag's literal parts, from other fragments, and from
 * {@link sqlIdentifier} (checked to be a plain name).
 */

/** The client a query runs for (the session's), bound where the query names {@link CLIENT}. */
export type ClientRef = Pick<SessionContext, 'clientId'>;

/** Marks, in a client query, where the session's client id goes: `WHERE m.client_id = ${CLIENT}`. */
export const CLIENT: unique symbol = Symbol('the session client');

/** A query or a piece of one: SQL text with its values kept apart. Made only by {@link sql}. */
export class Sql {
  private constructor(
    private readonly texts: readonly string[],
    private readonly values: readonly unknown[],
    private readonly preparedOnce = false,
  ) {}

  /** The tag: literal parts are SQL text, `Sql` values are inlined, every other value a parameter. */
  static tag(texts: TemplateStringsArray, ...values: unknown[]): Sql {
    return new Sql(texts, values);
  }

  /** The fragments joined by `separator` (`, ` by default). */
  static join(parts: readonly Sql[], separator: Sql = Sql.tag`, `): Sql {
    if (parts.length === 0) return Sql.tag``;
    const values: unknown[] = [parts[0]];
    for (const part of parts.slice(1)) values.push(separator, part);
    return new Sql(['', ...values.slice(1).map(() => ''), ''], values);
  }

  /** A name (table, column) as SQL text: only letters, digits and underscores, so it can carry no value. */
  static identifier(name: string): Sql {
    if (!/^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/.test(name)) throw new Error(`Not an SQL identifier: ${name}`);
    return new Sql([name], []);
  }

  /** A column name in double quotes, keeping its case (`"next7Days"`): only letters and digits. */
  static alias(name: string): Sql {
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) throw new Error(`Not an SQL alias: ${name}`);
    return new Sql([`"${name}"`], []);
  }

  /**
   * A non-negative integer as SQL text (a page's LIMIT and OFFSET): checked to be digits alone, so
   * it can carry nothing else. An offset past 2^53 (a page number near the largest a request may
   * send) is written rounded; any such page is empty.
   */
  static integer(value: number): Sql {
    const text = String(value);
    if (typeof value !== 'number' || !/^\d+$/.test(text)) throw new Error(`Not a non-negative integer: ${text}`);
    return new Sql([text], []);
  }

  /**
   * This query, prepared once per connection on PostgreSQL: only for statements whose best plan
   * does not depend on their values (lookups by key; see db/prepared.ts).
   */
  prepare(): Sql {
    return new Sql(this.texts, this.values, true);
  }

  /** Whether the fragment binds no value but the client: its plan cannot depend on a filter's value. */
  bindsOnlyClient(): boolean {
    return this.values.every((value) => value === CLIENT || (value instanceof Sql && value.bindsOnlyClient()));
  }

  /** The text with `$n` placeholders and its values; {@link CLIENT} becomes `$1` when `client` is given. */
  render(client?: string): { text: string; values: unknown[]; namesClient: boolean } {
    const values: unknown[] = client === undefined ? [] : [client];
    let namesClient = false;
    const write = (fragment: Sql): string => {
      let text = fragment.texts[0] ?? '';
      fragment.values.forEach((value, index) => {
        if (value instanceof Sql) text += write(value);
        else if (value === CLIENT) {
          if (client === undefined) throw new Error('This query names the client but runs without one: run it with clientRows');
          namesClient = true;
          text += '$1';
        } else {
          values.push(value);
          text += `$${values.length}`;
        }
        text += fragment.texts[index + 1] ?? '';
      });
      return text;
    };
    const text = write(this);
    return { text: this.preparedOnce ? prepared(text) : text, values, namesClient };
  }
}

/** Writes a query or fragment: `sql\`SELECT … WHERE id = ${id}\``. */
export const sql = Sql.tag;
/** See {@link Sql.join}. */
export const joinSql = Sql.join;
/** See {@link Sql.identifier}. */
export const sqlIdentifier = Sql.identifier;
/** See {@link Sql.alias}. */
export const sqlAlias = Sql.alias;
/** See {@link Sql.integer}. */
export const sqlInteger = Sql.integer;

/** Runs a query that names no client (a lookup by a key already checked to be the client's, a link table). */
export async function sqlRows<Row>(db: Queryable, query: Sql): Promise<Row[]> {
  const { text, values } = query.render();
  return db.query<Row>(text, values);
}

/** The first row of a query that names no client, or undefined. */
export async function sqlRow<Row>(db: Queryable, query: Sql): Promise<Row | undefined> {
  const [row] = await sqlRows<Row>(db, query);
  return row;
}

/** Runs a client query: it must name {@link CLIENT}, which is bound to the session's client. */
export async function clientRows<Row>(db: Queryable, client: ClientRef, query: Sql): Promise<Row[]> {
  const { text, values, namesClient } = query.render(client.clientId);
  if (!namesClient) throw new Error('A client query must filter by the client (client_id = ${CLIENT})');
  return db.query<Row>(text, values);
}

/** A timestamp as the API writes it: ISO 8601 in UTC, alike on PostgreSQL and PGlite. */
export const isoTime = (column: Sql): Sql => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Forms send '' for an emptied optional field; the database keeps "none" as null. */
export const blankToNull = (value: string | null): string | null => (value === null || value === '' ? null : value);

/** Escapes LIKE wildcards, so a search for "50%" finds "50%" and not everything. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** LIKE pattern for "starts with", lowercased to match the lowercase keys and indexes. */
export const prefixPattern = (text: string): string => `${escapeLike(text.toLowerCase())}%`;

/** LIKE pattern for "contains" (small lists only: it cannot use an index). */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** SQL condition: any of the columns contains the search (case-insensitive); TRUE without one. */
export function containsSearch(search: string | undefined, columns: readonly Sql[]): Sql {
  if (!search) return sql`TRUE`;
  const pattern = containsPattern(search);
  return sql`(${joinSql(
    columns.map((column) => sql`${column} ILIKE ${pattern}`),
    sql` OR `,
  )})`;
}

/** Sort direction as SQL; anything but 'desc' sorts ascending (docs/product.md §9 default). */
export const sqlDirection = (direction: 'asc' | 'desc'): Sql => (direction === 'desc' ? sql`DESC` : sql`ASC`);

/** ORDER BY list of allow-listed column expressions, every one in the same direction. */
export const orderBy = (columns: readonly Sql[], direction: 'asc' | 'desc'): Sql =>
  joinSql(columns.map((column) => sql`${column} ${sqlDirection(direction)}`));

/** How many rows come before a page. */
export const pageOffset = (request: { page: number; perPage: number }): number => (request.page - 1) * request.perPage;

/**
 * LIMIT / OFFSET of a page (its offset from {@link pageOffset}, or what is left to skip after a
 * bookmark), written into the text: the planner then knows how few rows the page needs even in a
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
 * Rows a prepared page may still skip after where it starts (the list's first row or a bookmark,
 * lib/page-bookmarks.ts). Pages hold 25, 50 or 100 rows, so each list prepares at most seven
 * statements below it (LIMIT 25 with OFFSET 0, 25, 50 or 75; 50 with 0 or 50; 100 with 0).
 */
export const PREPARED_OFFSET_BELOW = 100;

/**
 * A list's statement (a page at `offset`, or its count) prepared once per connection when its
 * plan cannot depend on its values: near where the page's walk starts (an offset below
 * {@link PREPARED_OFFSET_BELOW}; each offset is a statement of its own) and with `conditions`,
 * what picks and orders its rows, bound to nothing but the client. Values elsewhere do not change
 * how rows are found: the language of a title it selects, or the member list's bookmark keys,
 * which say where its walk along the sort index starts and not which index it walks (its generic
 * plan is that walk, EXPLAIN on 100,000 members). Planning such a page with its values took
 * PostgreSQL two to three times its run (a standing list's page 0.9 ms against 0.37 ms; the
 * member list's page 2,000 from its bookmark 0.19 ms against 0.10 ms); a filter's or search's
 * value may change the best plan (a rare role walked along the name index), so those are
 * planned every time.
 */
export const preparedUnlessValuesMatter = (statement: Sql, conditions: Sql, offset = 0): Sql =>
  offset < PREPARED_OFFSET_BELOW && conditions.bindsOnlyClient() ? statement.prepare() : statement;

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

/** Where a page starts: a condition on the sort keys (after a bookmark, lib/page-bookmarks.ts), and the rows still to skip after it. */
export interface PageStart {
  after: Sql;
  offset: number;
}

/**
 * Count and one page of a list whose rows are few per client (org units, locations, groups:
 * hundreds at most), filtered by `conditions` (all must hold); member tables use pageOfMembers.
 * `total`, when given, is a statement answering the count (`total`) from a kept tally instead;
 * `start`, where the page starts when the list keeps bookmarks (its first row, else).
 */
export async function pageOfRows<Row, SortKey extends string>(
  db: Queryable,
  client: ClientRef,
  list: RowList<SortKey, Row>,
  conditions: readonly Sql[],
  request: PageRequest<SortKey>,
  total?: Sql,
  start: PageStart = { after: sql`TRUE`, offset: pageOffset(request) },
): Promise<{ items: Row[]; total: number }> {
  const where = joinSql(conditions, sql` AND `);
  const counted = total ?? sql`SELECT count(*)::int AS total FROM ${list.pageKeys?.from ?? list.from} WHERE ${where}`;
  const [count] = await clientRows<{ total: number }>(db, client, preparedUnlessValuesMatter(counted, total ?? where));
  const sortKeys = list.order[request.sortBy ?? list.defaultSort];
  const page = pageSelect(list, sql`${where} AND ${start.after}`, sortKeys, request, start.offset);
  // A bookmark's keys count among what picks the rows here: a generic plan of a joined list's page
  // from an unknown bookmark was not measured (the member list's was, lib/members.ts).
  const items = await clientRows<Row>(
    db,
    client,
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

/** Whether a database error is a unique-index violation (same SQLSTATE on PostgreSQL and PGlite). */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
