import { useState } from 'react';
import { mutate } from 'swr';
import type { EndpointRoute } from '@compliance/shared-contracts/browser';
import { mayRequest } from '@compliance/shared-ui';

// Reads ahead of a member's page (an area's `preloadPage`: a sidebar click, the page's start):
// the answer goes into SWR's cache before the page's first render, so the page shows it at once,
// and the page's hook does not read it again as it mounts.

/**
 * A list page asked for before its page renders (a sidebar click, a link), cached for the list's
 * first read of the same query. One that no list takes within this time is dropped, so a page
 * never shows an answer older than that.
 */
export const PREFETCH_KEEP_MS = 10_000;

/** SWR keys read ahead, by their JSON, with their endpoint's path and when they were read. */
const readAheads = new Map<string, { path: string; at: number }>();
const keyId = (key: readonly unknown[]) => JSON.stringify(key);

/** Whether `key` was read ahead within PREFETCH_KEEP_MS. */
const isFreshReadAhead = (key: readonly unknown[] | null): boolean =>
  key !== null && Date.now() - (readAheads.get(keyId(key))?.at ?? -Infinity) < PREFETCH_KEEP_MS;

/**
 * Reads `key` of `endpoint` into SWR's cache ahead of its page, for a member who may send it
 * (mayRequest) and unless it was read moments ago. A failure is left to the page's hook, which
 * reads it again and shows what went wrong.
 */
export async function readAhead<K extends readonly unknown[]>(
  endpoint: EndpointRoute,
  key: K,
  fetcher: (key: K) => Promise<unknown>,
): Promise<void> {
  // Its area switched off, or a permission missing: the server would refuse it (and the shell say so).
  if (!mayRequest(endpoint) || isFreshReadAhead(key)) return;
  try {
    await mutate(key, await fetcher(key), { revalidate: false });
    readAheads.set(keyId(key), { path: endpoint.path, at: Date.now() });
  } catch {
    // The page's hook reads it.
  }
}

/**
 * Whether the hook of `key` mounts on an answer read ahead moments ago (then it passes SWR
 * `revalidateOnMount: false`); decided once, as it mounts: a later key is read as usual.
 */
export function useReadAheadAtMount(key: readonly unknown[] | null): boolean {
  const [fresh] = useState(() => isFreshReadAhead(key));
  return fresh;
}

/** Forgets what was read ahead of an endpoint: its pages are read again when next shown (a write changed them). */
export function forgetReadAheads(endpoint: Pick<EndpointRoute, 'path'>): void {
  for (const [id, { path }] of readAheads) if (path === endpoint.path) readAheads.delete(id);
}
