import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { memberStateEndpoint } from '@compliance/shared-contracts/browser';
import { apiRequest, appStore, eventBus, memberStateAtom } from '@compliance/shared-ui';
import { applyMemberState } from '../startup/http-handling';

/** How long a page must stay before its state is read: a redirect's hops ask once, at the page they end on. */
const SETTLE_MS = 250;

/** Reads the member's state again; an unchanged answer changes nothing in the store, a failed one leaves the page as it was. */
function readMemberStateAgain(signal: AbortSignal): void {
  apiRequest(memberStateEndpoint, { loaderId: null, signal })
    .then((state) => {
      // Aborted while its body was read, the answer is empty: not a signed-out member.
      if (signal.aborted || !state) return;
      if (JSON.stringify(state) !== JSON.stringify(appStore.get(memberStateAtom))) applyMemberState(state);
    })
    // A 401 reached the global handler, which signs out.
    .catch(() => undefined);
}

/**
 * Reads the member's state again at each page after the first, and when an area answers that
 * the licensee switched it off, so the areas switched on or off for the company (and a changed
 * role's permissions) show at the next page (docs/areas/back-office.md). The server answers it
 * from its cache, which the change ended; no loader covers the page for it.
 */
export function useMemberStateRefresh(): void {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    // The start-up or the login read it for the first page.
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => readMemberStateAgain(controller.signal), SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [pathname]);
  useEffect(() => {
    const controller = new AbortController();
    const off = eventBus.on('session:areas-changed', () => readMemberStateAgain(controller.signal));
    return () => {
      off();
      controller.abort();
    };
  }, []);
}
