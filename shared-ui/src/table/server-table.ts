import { useCallback, useEffect, useMemo, useState } from 'react';
import useSWR, { SWRConfig, unstable_serialize, useSWRConfig, type Cache, type ScopedMutator } from 'swr';
import { hasAnyPermission, type BodyInputOf, type EndpointRoute } from '@compliance/shared-contracts/browser';
import {
  apiRequest,
  appStore,
  permissionsAtom,
  tableStatesAtom,
  useAppStore,
  useLocation,
  type ApiResult,
  type AppStore,
} from '@compliance/shared-ui';
import { PREFETCH_KEEP_MS } from '@compliance/shared-ui/member-tasks';
import { createTableState, type TableQuery } from './table-state';

/*
 * The prefetches below are module state of this entry. Entries are shared by version range, so a
 * remote that bundles its own copy keeps its own: the worst that costs is one request a prefetch
 * would have saved, never a stale page. Why this is not SWR's `preload`: docs/decisions/0011.
 */

/** One page of a list endpoint (docs/architecture.md §4). */
export interface ListPage<R> {
  items: R[];
  total: number;
}

/**
 * Loads the page of a list endpoint a table query asks for: page, size, sort and filter, plus
 * entity fields such as the uuid. The table offers only the sort columns and filters its columns
 * define, which are the endpoint's; the server checks them against the contract again. The table
 * shows its own loading (skeleton rows, a bar over the rows it keeps), so the request drives no
 * loader: one indicator at a time, and the page stays usable (docs/product.md §4).
 */
export function fetchListPage<C extends EndpointRoute>(
  endpoint: C,
  query: TableQuery,
  extra: Readonly<Record<string, unknown>> = {},
): Promise<ApiResult<C>> {
  const request = {
    page: query.page,
    perPage: query.perPage,
    sortDirection: query.sortDirection,
    filter: query.filter,
    ...(query.sortBy ? { sortBy: query.sortBy } : {}),
    ...extra,
  };
  return apiRequest(endpoint, { body: request as BodyInputOf<C>, loaderId: null });
}

const DEFAULT_CACHE_MS = 2000;

/** A prefetch no table has taken yet; `answered` once its page is in SWR's cache. */
interface Prefetch {
  cacheKey: string;
  page: Promise<unknown>;
  at: number;
  answered: boolean;
}
const prefetches = new Map<string, Prefetch>();
/**
 * When each page in SWR's cache was asked for, by the cached page itself: the entry goes when
 * SWR's cache lets the page go, so a long session piles nothing up here.
 */
const askedAt = new WeakMap<object, number>();

/**
 * Notes when a page was asked for as it arrives, for the cache's freshness: on the answer, and on
 * the page cached under its key (`cached`), which SWR keeps instead when the two are equal.
 */
const noteAsked = <P>(page: Promise<P>, at: number, cached?: unknown): Promise<P> =>
  page.then((answer) => {
    for (const held of [answer, cached]) if (typeof held === 'object' && held !== null) askedAt.set(held, at);
    return answer;
  });

/** Drops the prefetches no table took in time: none of them would be shown any more. */
function dropExpiredPrefetches(now: number): void {
  for (const [key, entry] of prefetches) if (now - entry.at >= PREFETCH_KEEP_MS) prefetches.delete(key);
}

/** How many prefetches the area holds that no table has taken yet (for tests). */
export const heldPrefetches = (): number => prefetches.size;
const listKey = (cacheKey: string, query: TableQuery): string => unstable_serialize([cacheKey, query]);

/**
 * The SWR cache the area's tables use, as the last table to mount saw it: the app's one cache
 * (a test gives each render its own). A prefetch reads and fills it outside React.
 */
let tablesCache: { cache: Cache; mutate: ScopedMutator } = SWRConfig.defaultValue;

/** Whether the tables' cache holds this page, asked for within `cacheMs`: the table answers from it then. */
function isCachedFresh(key: string, cacheMs: number, now: number): boolean {
  const cached: unknown = tablesCache.cache.get(key)?.data;
  return typeof cached === 'object' && cached !== null && now - (askedAt.get(cached) ?? -Infinity) < cacheMs;
}

/** The query a table asks for when it next mounts: the one held for it, else its initial query. */
export function nextTableQuery(tableId: string, initial: Partial<TableQuery> = {}, store: AppStore = appStore): TableQuery {
  return (store.get(tableStatesAtom)[tableId] ?? createTableState(initial)).current;
}

/** Options of useServerTable. */
export interface ServerTableOptions<R> {
  /** The table's id and starting query, when known: the first render then asks for its page already. */
  tableId?: string;
  initialState?: Partial<TableQuery>;
  /** First part of the SWR key; the query is the second. Lists of one endpoint share it. */
  cacheKey: string;
  /** Loads one page for a query. */
  fetchPage: (query: TableQuery) => Promise<ListPage<R>>;
  /** How long an identical query is answered from the cache without asking the server again. */
  cacheMs?: number;
}

/**
 * One server-paged list of the area: where its table keeps its state, the query it starts with,
 * and how a page of it is fetched and cached. The page renders it; a link to the page prefetches it.
 */
export interface ServerList<R> extends ServerTableOptions<R> {
  tableId: string;
  initialState: Partial<TableQuery>;
  /** Any one of these lets the member read the list (its endpoint's); none given admits everyone. */
  permissions?: readonly string[];
}

/** The row type of a list endpoint's answer. */
type ListRowOf<C extends EndpointRoute> = ApiResult<C> extends ListPage<infer R> ? R : never;

/** The list a list endpoint serves, its pages cached under the endpoint's path. */
export function serverList<C extends EndpointRoute>(
  endpoint: C,
  tableId: string,
  initialState: Partial<TableQuery>,
  cacheMs?: number,
): ServerList<ListRowOf<C>> {
  return {
    tableId,
    initialState,
    cacheKey: endpoint.path,
    fetchPage: (query) => fetchListPage(endpoint, query) as Promise<ListPage<ListRowOf<C>>>,
    permissions: endpoint.access.kind === 'session' ? endpoint.access.permissions : [],
    ...(cacheMs === undefined ? {} : { cacheMs }),
  };
}

/**
 * Starts the request for the page the list's table will ask for first, so it is under way while
 * the page renders; the table's fetch of the same query takes it instead of asking again. A list
 * the member may not read is not asked for: its page's guard turns them away before any request.
 */
export function prefetchList<R>({
  tableId,
  initialState,
  cacheKey,
  fetchPage,
  permissions,
  cacheMs = DEFAULT_CACHE_MS,
}: ServerList<R>): void {
  if (!hasAnyPermission(appStore.get(permissionsAtom), permissions)) return;
  const query = nextTableQuery(tableId, initialState);
  const key = listKey(cacheKey, query);
  const now = Date.now();
  dropExpiredPrefetches(now);
  if (prefetches.has(key) || isCachedFresh(key, cacheMs, now)) return;
  const entry: Prefetch = { cacheKey, page: noteAsked(fetchPage(query), now), at: now, answered: false };
  prefetches.set(key, entry);
  // In the cache, the answer is there for the table's first render, which then draws its rows at
  // once. A failure is the table's to show when it asks; one nobody takes is not reported.
  entry.page
    .then(async (answer) => {
      // Dropped meanwhile (the list changed): its answer must not stand in the cache for the new one.
      if (prefetches.get(key) !== entry) return;
      await tablesCache.mutate([cacheKey, query], answer, { revalidate: false });
      entry.answered = true;
    })
    .catch(() => undefined);
}

/**
 * Whether a prefetched answer of this query is in the table's cache already: the table then shows
 * it without asking again as it mounts. Asking changes nothing (React may render a page more than
 * once before it mounts it).
 */
function isAnsweredAhead(cacheKey: string, query: TableQuery | null, inCache: (key: string) => boolean): boolean {
  if (!query) return false;
  const key = listKey(cacheKey, query);
  const entry = prefetches.get(key);
  return entry !== undefined && entry.answered && Date.now() - entry.at < PREFETCH_KEEP_MS && inCache(key);
}

/** The table's fetch: the prefetched answer of this query when there is a recent one, else a request. */
function fetchOrTakePrefetched<R>(
  cache: Cache,
  cacheKey: string,
  fetchPage: (query: TableQuery) => Promise<ListPage<R>>,
  query: TableQuery,
): Promise<ListPage<R>> {
  const key = listKey(cacheKey, query);
  const waiting = prefetches.get(key);
  prefetches.delete(key);
  const now = Date.now();
  if (waiting && now - waiting.at < PREFETCH_KEEP_MS) return waiting.page as Promise<ListPage<R>>;
  return noteAsked(fetchPage(query), now, cache.get(key)?.data);
}

/** What a DataTable needs from the server: rows, total, loading, the query callback and a reload. */
export interface ServerTable<R> {
  rows: R[];
  total: number;
  loading: boolean;
  onStateChange: (query: TableQuery) => void;
  reload: () => Promise<unknown>;
}

const EMPTY: ListPage<never> = { items: [], total: 0 };

/**
 * A server-paged table through SWR: each distinct query is one cache entry keyed by
 * `[cacheKey, query]`, the previous page stays visible while the next loads, and only the
 * newest query's answer is shown (SWR drops stale answers).
 */
export function useServerTable<R>({
  cacheKey,
  fetchPage,
  cacheMs = DEFAULT_CACHE_MS,
  tableId,
  initialState,
}: ServerTableOptions<R>): ServerTable<R> {
  const store = useAppStore();
  const { search } = useLocation();
  // An address with parameters may be a link that opens the table filtered (DataTable reads it):
  // the table's first report, moments later, says the query; the held one is not asked for first.
  const [query, setQuery] = useState<TableQuery | null>(() =>
    tableId === undefined || search !== '' ? null : nextTableQuery(tableId, initialState, store),
  );
  // The table reports its query as it mounts: the same query must not render the page again.
  const onStateChange = useCallback(
    (next: TableQuery) => setQuery((current) => (current && listKey(cacheKey, current) === listKey(cacheKey, next) ? current : next)),
    [cacheKey],
  );
  const { cache, mutate: mutateCache } = useSWRConfig();
  useEffect(() => {
    tablesCache = { cache, mutate: mutateCache };
  }, [cache, mutateCache]);
  const [answeredAhead] = useState(() => isAnsweredAhead(cacheKey, query, (key) => cache.get(key)?.data !== undefined));
  const { data, error, isLoading, isValidating, mutate } = useSWR<ListPage<R>, unknown, readonly [string, TableQuery] | null>(
    query ? [cacheKey, query] : null,
    ([key, current]) => fetchOrTakePrefetched(cache, key, fetchPage, current),
    {
      keepPreviousData: true,
      dedupingInterval: cacheMs,
      // An answer prefetched moments ago is as fresh as a new one: asking again would only redraw the grid.
      revalidateOnMount: !answeredAhead,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    },
  );
  const page = data ?? EMPTY;
  const reload = useCallback(() => mutate(), [mutate]);
  // Without an answer yet (or while a link's query is still to be reported, when SWR has no key
  // and so says it loads nothing) the table loads: it must not say meanwhile that nothing is there.
  const loading = isLoading || isValidating || (data === undefined && error === undefined);
  return { rows: page.items, total: page.total, loading, onStateChange, reload };
}

/**
 * Revalidates every cached list page and details entry whose cache key is one of `cacheKeys`.
 * List pages are cleared first; a details entry (`[detailsKey, uuid]`, useDetailsOf) keeps what it
 * shows until the new answer comes, so the page stays mounted with its other forms' unsaved input
 * and the dialog that made the write.
 */
export function useInvalidateLists(cacheKeys: readonly string[]): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  const keys = cacheKeys.join('\n');
  return useCallback(() => {
    const wanted = keys.split('\n');
    // An answer asked for before the change must not stand in for the list after it.
    for (const [key, entry] of prefetches) if (wanted.includes(entry.cacheKey)) prefetches.delete(key);
    const isWanted = (key: unknown): key is readonly [string, unknown] =>
      Array.isArray(key) && typeof key[0] === 'string' && wanted.includes(key[0]);
    const isDetails = (key: readonly [string, unknown]) => typeof key[1] === 'string';
    return Promise.all([
      mutate((key) => isWanted(key) && !isDetails(key), undefined, { revalidate: true }),
      // No data given: SWR only reads the entries again.
      mutate((key) => isWanted(key) && isDetails(key)),
    ]);
  }, [mutate, keys]);
}

/** Writes of one feature by name, each a server call. */
export type Writes = Readonly<Record<string, (...args: never[]) => Promise<unknown>>>;

/**
 * Binds a feature's writes to what they change: after a write succeeds, every cached list page
 * and details entry whose key starts with one of `cacheKeys` is revalidated, then `after` runs
 * with the write's name (an event for other areas, say). A failed write clears nothing. `writes` should be a constant
 * of the feature's api.ts, so the bound writes keep their identity across renders.
 */
export function useWritesClearing<W extends Writes>(cacheKeys: readonly string[], writes: W, after?: (write: keyof W & string) => void): W {
  const invalidate = useInvalidateLists(cacheKeys);
  return useMemo(() => {
    const bound = Object.entries(writes).map(([name, write]) => [
      name,
      async (...args: unknown[]) => {
        const answer = await (write as (...args: unknown[]) => Promise<unknown>)(...args);
        void invalidate();
        after?.(name);
        return answer;
      },
    ]);
    // Same names, same signatures: each write only gains what follows its success.
    return Object.fromEntries(bound) as W;
  }, [invalidate, writes, after]);
}
