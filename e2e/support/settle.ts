import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { test as base } from './product-server';

/*
 * A journey that changes state behind the page's back (clears a cookie, rewrites the remotes
 * file, edits the database) must first let the page finish what it is doing: a request still
 * in flight would otherwise meet the new state and make the product react to it early (a 401
 * signs out at once), and the journey would fail on a race, not on the product.
 */

const inFlight = new WeakMap<Page, Set<Request>>();

/** Counts the page's requests from now on, so `waitForSettled` can tell when none is open. */
export function trackRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (request) => open.add(request));
  // A redirect finishes its request and issues a new one; an aborted one fails.
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/** The URLs (path and query) of the page's requests that have not finished yet. */
function openRequests(page: Page): string[] {
  const open = inFlight.get(page);
  if (!open) throw new Error('waitForSettled needs trackRequests(page) before the page loads (the `test` of support/settle does it)');
  return [...open].map((request) => {
    const url = new URL(request.url());
    return `${request.method()} ${url.pathname}${url.search}`;
  });
}

/**
 * Waits until the page has finished loading: `ready` (its rows, its empty state, its heading)
 * is visible and no request of the page is in flight. Each check first makes a round trip to
 * the page, so every request the browser issued before it has been counted.
 */
export async function waitForSettled(page: Page, ready: Locator): Promise<void> {
  await expect(ready).toBeVisible();
  await expect
    .poll(
      async () => {
        await page.evaluate(() => undefined);
        return openRequests(page);
      },
      // Asked every 100 ms: Playwright's default steps (100, 250, 500, 1000 ms, then every
      // second) let a page that settles after 0.9 s wait until 1.85 s.
      { message: 'requests still in flight', intervals: [100] },
    )
    .toEqual([]);
}

/** The `test` of the worker's own server whose `page` counts its requests from the start (for `waitForSettled`). */
export const test = base.extend({
  page: async ({ page }, use) => {
    trackRequests(page);
    await use(page);
  },
});
