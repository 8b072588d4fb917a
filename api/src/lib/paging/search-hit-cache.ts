import type { ChangeFeed, Queryable } from '../../db';
import { cachePerFeed } from '../notified-cache';
import { listKey, type KeysetList } from './keyset';
import { clientRows, orderBy, sql, type ClientRef } from '../sql';

/**
 * A search finds its matches among the search terms, then reads every match's row to sort and
 * count them: 'anna' among 100,000 members reads 2,525 rows for each page of 25 or 100. Paging
 * through the hits (docs/product.md §9) asks the same search again and again, so each instance
 * caches a search's hits, their ids in the list's order, and a page is then just its rows. The
 * database notifies every change that adds, removes or moves a member in such a list, or
 * changes a term it matches (names, username and e-mail: 031, 034), which ends them at once on
 * every instance.
 */
export const MAX_CACHED_HITS = 5_000;

/** A safety net only: a notification ends the hits the moment a member of the list changes. */
const HITS_CACHED_MS = 60_000;

/** The hits of each search per change feed; null: more than can be cached, paged from the database. */
const hitsCachedFor = cachePerFeed<readonly string[] | null>({ lifetimeMs: HITS_CACHED_MS, maxEntries: 100 });

/**
 * The ids of a search's hits in the list's order (`list.from` names the member alias `m`), cached
 * for the next page; null when there are more than `maxHits` or the change feed is down.
 */
export async function cachedSearchHits(
  db: Queryable,
  feed: ChangeFeed,
  client: ClientRef,
  list: KeysetList,
  maxHits = MAX_CACHED_HITS,
): Promise<readonly string[] | null> {
  if (!feed.live) return null;
  return hitsCachedFor(feed).readThrough(`${maxHits}:${listKey(client, list)}`, list.tags, async () => {
    const rows = await clientRows<{ id: string }>(
      db,
      client,
      sql`SELECT m.id FROM ${list.from} WHERE ${list.where} ORDER BY ${orderBy(list.order, list.direction)} LIMIT ${maxHits + 1}`,
    );
    return rows.length > maxHits ? null : Object.freeze(rows.map((row) => row.id));
  });
}
