import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { BodyInputOf, EndpointRoute } from '@compliance/shared-contracts/browser';
import { apiRequest, type ApiResult } from '@compliance/shared-ui';
import { type TableQuery } from '@compliance/shared-ui/table';

/** One page of a list endpoint (DESIGN.md §4). */
export interface ListPage<R> {
  items: R[];
  total: number;
}

/**
 * Loads the page of a list endpoint a table query asks for: page, size, sort and filter, plus
 * entity fields such as the uuid. The table offers only the sort columns and filters its columns
 * define, which are the endpoint's; the server checks them against the contract again.
 */
export function fetchListPage<C extends EndpointRoute>(endpoint: C, query: TableQuery, extra: Readonly<Record<string, unknown>> = {}): Promise<ApiResult<C>> {
  const request = { page: query.page, perPage: query.perPage, sortDirection: query.sortDirection, filter: query.filter, ...(query.sortBy ? { sortBy: query.sortBy } : {}), ...extra };
  return apiRequest(endpoint, { body: request as BodyInputOf<C> });
}

/** Options of useServerTable. */
export interface ServerTableOptions<R> {
  /** First part of the SWR key; the query is the second. Lists of one endpoint share it. */
  cacheKey: string;
  /** Loads one page for a query. */
  fetchPage: (query: TableQuery) => Promise<ListPage<R>>;
  /** How long an identical query is answered from the cache without asking the server again. */
  cacheMs?: number;
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
export function useServerTable<R>({ cacheKey, fetchPage, cacheMs = 2000 }: ServerTableOptions<R>): ServerTable<R> {
  const [query, setQuery] = useState<TableQuery | null>(null);
  const { data, isLoading, isValidating, mutate } = useSWR<ListPage<R>, unknown, readonly [string, TableQuery] | null>(
    query ? [cacheKey, query] : null,
    ([, current]) => fetchPage(current),
    { keepPreviousData: true, dedupingInterval: cacheMs, revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  );
  const page = data ?? EMPTY;
  const reload = useCallback(() => mutate(), [mutate]);
  return { rows: page.items, total: page.total, loading: isLoading || isValidating, onStateChange: setQuery, reload };
}

/** Revalidates every cached page of the lists whose cache key is one of `cacheKeys`. */
export function useInvalidateLists(cacheKeys: readonly string[]): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  const keys = cacheKeys.join('\n');
  return useCallback(() => {
    const wanted = keys.split('\n');
    return mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && wanted.includes(key[0]), undefined, { revalidate: true });
  }, [mutate, keys]);
}
