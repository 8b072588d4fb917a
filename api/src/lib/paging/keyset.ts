import type { ChangeFeed, Queryable } from '../../db';
import { cachePerFeed } from '../notified-cache';
import { clientRows, joinSql, orderBy, sql, sqlAlias, sqlKey, type ClientRef, type Sql } from '../sql';
import type { PageStart } from './offset';

/**
 * Page numbers (docs/product.md §9) make a page's rows the ones after `(page - 1) × perPage`
 * others, and an OFFSET walks every one of those: page 2,000 of 25 walks 49,975 index entries,
 * page 1 none. So each instance caches, per list, the sort keys of the row that opens each block
 * of {@link KEYSET_EVERY} rows after the first (its keysets), read in one walk of the list; a
 * deep page then starts at the nearest keyset before it and walks fewer than
 * {@link KEYSET_EVERY} entries. The database notifies every change that adds, removes or moves a
 * row of such a list (031_member_order_announced.sql), which ends the list's keysets at once, on
 * every instance.
 *
 * Why 100: a page from its keyset then skips fewer rows than PREPARED_OFFSET_BELOW and is
 * prepared once (planning the standing list's joined page anew cost as much as walking to it,
 * bench:start); and walking to a row of a location's member list reads every member before it
 * in the order (four per row for a location of a quarter of the members): with 500, that
 * location's last page cost three first pages, the client's page 2,000 two (bench:company).
 */
export const KEYSET_EVERY = 100;

/** A safety net only: a notification ends keysets the moment their list changes. */
const KEYSETS_CACHED_MS = 60_000;

/** A list whose deep pages may start at a keyset. */
export interface KeysetList {
  /** The table with its alias, e.g. sql`member m`. */
  from: Sql;
  /** The list's rows: it must name the client. */
  where: Sql;
  /** Sort keys, none of them ever null (a row comparison with null is never true), the last unique. */
  order: readonly Sql[];
  direction: 'asc' | 'desc';
  /** The notifications that change the list ('members:<client id>'). */
  tags: readonly string[];
}

/** What names a list of a client in what an instance caches of it: its table, rows and order as the database reads them. */
export function listKey(client: ClientRef, list: Pick<KeysetList, 'from' | 'where' | 'order' | 'direction'>): string {
  const rendered = sql`${list.from} ${list.where} ${orderBy(list.order, list.direction)}`.render(client.clientId);
  return JSON.stringify([rendered.text, rendered.values]);
}

/** The keysets of each list, per change feed (each instance has its own). */
const keysetsCachedFor = cachePerFeed<readonly (readonly unknown[])[]>({ lifetimeMs: KEYSETS_CACHED_MS, maxEntries: 1_000 });

const keyAlias = (index: number): Sql => sqlAlias(`k${index}`);

/** The sort keys of the rows at offsets KEYSET_EVERY, 2 × KEYSET_EVERY, … of the list, in one walk of its sort index. */
async function readKeysets(db: Queryable, client: ClientRef, list: KeysetList): Promise<unknown[][]> {
  const keys = joinSql(list.order.map((key, index) => sql`${key} AS ${keyAlias(index)}`));
  const order = orderBy(list.order, list.direction);
  const rows = await clientRows<Record<string, unknown>>(
    db,
    client,
    sql`SELECT * FROM (SELECT ${keys}, row_number() OVER (ORDER BY ${order}) AS position FROM ${list.from} WHERE ${list.where}) rows
         WHERE position > 1 AND position % ${KEYSET_EVERY} = 1 ORDER BY position`,
  );
  return rows.map((row) => list.order.map((_, index) => row[`k${index}`]));
}

/**
 * Where the page at `offset` of the list starts: at the nearest keyset before it, with the rest
 * of the offset still to skip; or at the list's first row, skipping all of `offset`, for the
 * first pages and while the change feed is down.
 *
 * The page starts at the keyset's row (`>=`), not after it (`>`): PostgreSQL estimates a row
 * comparison by its first key alone, and a first key many rows share (a due date given to
 * thousands of standings) then looked as if almost no row came after it, so the plan sorted every
 * row of the rest of the list instead of walking its index to the page (bench:start, an ou-admin's
 * page 2,000 of the standing list).
 */
export async function keysetStart(
  db: Queryable,
  feed: ChangeFeed,
  client: ClientRef,
  list: KeysetList,
  offset: number,
): Promise<PageStart> {
  const fromFirst = { after: sql`TRUE`, offset };
  if (offset < KEYSET_EVERY || !feed.live) return fromFirst;
  const keysets = await keysetsCachedFor(feed).readThrough(listKey(client, list), list.tags, () => readKeysets(db, client, list));
  // Keyset j holds the keys of the row at offset (j + 1) × KEYSET_EVERY.
  const index = Math.min(Math.floor(offset / KEYSET_EVERY), keysets.length) - 1;
  const keyset = keysets[index];
  if (!keyset) return fromFirst;
  const comparison = list.direction === 'desc' ? sql`<=` : sql`>=`;
  return {
    // The keys say where the walk along the sort index starts, not which index it walks: keys
    // (sqlKey), so a page near its keyset may be prepared once (lib/paging/offset.ts).
    after: sql`(${joinSql(list.order)}) ${comparison} (${joinSql(keyset.map((value) => sqlKey(value)))})`,
    offset: offset - (index + 1) * KEYSET_EVERY,
  };
}

/** The row counts of lists, cached like their keysets (the part of a list before its nulls, say). */
const countsCachedFor = cachePerFeed<number>({ lifetimeMs: KEYSETS_CACHED_MS, maxEntries: 1_000 });

/**
 * How many rows the list holds, cached like its keysets: counting a list filtered by another
 * table walks every row it holds (all of a large location's members) for each of its pages.
 */
export function cachedRowCount(
  db: Queryable,
  feed: ChangeFeed,
  client: ClientRef,
  list: Pick<KeysetList, 'from' | 'where' | 'tags'>,
): number | Promise<number> {
  const rendered = sql`${list.from} WHERE ${list.where}`.render(client.clientId);
  return countsCachedFor(feed).readThrough(JSON.stringify([rendered.text, rendered.values]), list.tags, async () => {
    const [counted] = await clientRows<{ rows: number }>(
      db,
      client,
      sql`SELECT count(*)::int AS rows FROM ${list.from} WHERE ${list.where}`,
    );
    return counted?.rows ?? 0;
  });
}

/**
 * Where the page at `offset` (of `perPage` rows) of a list starts when its first sort key may be
 * null (a completed standing's due date); the other keys must never be. A row comparison with a
 * null is never true, so such a list is two keyset-paged lists one after the other, as PostgreSQL
 * sorts nulls: its rows with the key (by all keys), then those without it (by the others),
 * ascending; the other way round descending. A page within one part starts at that part's
 * keyset; the page across the two parts starts at the list's first row.
 */
export async function keysetStartWithNulls(
  db: Queryable,
  feed: ChangeFeed,
  client: ClientRef,
  list: KeysetList,
  offset: number,
  perPage: number,
): Promise<PageStart> {
  const fromFirst = { after: sql`TRUE`, offset };
  const [nullable, ...others] = list.order;
  if (!nullable || offset < KEYSET_EVERY || !feed.live) return fromFirst;
  const withKey = { condition: sql`${nullable} IS NOT NULL`, order: list.order };
  const withoutKey = { condition: sql`${nullable} IS NULL`, order: others };
  const [first, second] = list.direction === 'asc' ? [withKey, withoutKey] : [withoutKey, withKey];
  const partOf = (part: typeof first): KeysetList => ({ ...list, where: sql`${list.where} AND ${part.condition}`, order: part.order });
  const firstPart = partOf(first);
  const firstRows = await cachedRowCount(db, feed, client, firstPart);
  const within = async (part: typeof first, partOffset: number): Promise<PageStart> => {
    const start = await keysetStart(db, feed, client, partOf(part), partOffset);
    return { after: sql`${part.condition} AND ${start.after}`, offset: start.offset };
  };
  if (offset + perPage <= firstRows) return within(first, offset);
  if (offset >= firstRows) return within(second, offset - firstRows);
  return fromFirst;
}

/** The notification that the client's members changed in a way that moves them in a keyset-paged list. */
export const membersChanged = (client: ClientRef): string => `members:${client.clientId}`;

/**
 * The notification that a member of the client joined or left an org unit, location or member
 * group, or a scoped admin's units or locations changed (039_memberships_announced.sql).
 */
export const membershipsChanged = (client: ClientRef): string => `memberships:${client.clientId}`;
