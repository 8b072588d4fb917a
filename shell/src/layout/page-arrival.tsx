import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { loadingAtom, useAppStore } from '@compliance/shared-ui';
import { Breadcrumb } from '@compliance/shared-ui/page';

/**
 * How long nothing may load before the first page counts as arrived: a request that just ended
 * renders its answer within it, and a page that just mounted starts its own requests.
 */
export const PAGE_SETTLE_MS = 150;

/**
 * Whether the page says it is still loading: a part marked busy (a table loading its rows) or a
 * progress indicator without a value (an area's code, a page's data, a lazy part).
 */
export const isPageBusy = (main: ParentNode): boolean =>
  main.querySelector('[aria-busy="true"], [role="progressbar"]:not([aria-valuenow])') !== null;

/**
 * Whether the visit's first page is still arriving: a request shows the "load" loader or the page
 * says it is busy ({@link isPageBusy}), until neither has been so for {@link PAGE_SETTLE_MS}.
 * Meanwhile the content keeps a screen's height, so the footer waits below the fold: standing in
 * view, it would be pushed down as the page grows, a layout shift the page's load is measured by
 * (CLS). Once arrived, a short page's footer rises to the screen's bottom, a shift of its own
 * height only, and the page does not scroll. Later pages follow a click, and the footer stays.
 */
export function useFirstPageArriving(main: RefObject<HTMLElement | null>): boolean {
  const store = useAppStore();
  const [arrived, setArrived] = useState(false);
  // Watched from outside React, and only until the page has arrived: a subscription to the
  // loaders would render the whole layout again at every request's start and end for the rest
  // of the visit.
  useEffect(() => {
    const element = main.current;
    if (arrived || !element) return undefined;
    let settling: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(settling);
      const loading = Object.values(store.get(loadingAtom)).includes('load') || isPageBusy(element);
      if (!loading) settling = setTimeout(() => setArrived(true), PAGE_SETTLE_MS);
    };
    check();
    const unsubscribe = store.sub(loadingAtom, check);
    const observer = new MutationObserver(check);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-busy', 'role', 'aria-valuenow'],
    });
    return () => {
      clearTimeout(settling);
      unsubscribe();
      observer.disconnect();
    };
  }, [arrived, main, store]);
  return !arrived;
}

/**
 * The page's frame while its area's code loads: the breadcrumb to the area, the title's place
 * and the spinner, so the page does not blank and its content comes in where it will stand.
 */
export function AreaLoadingFrame({ areaTitle, children }: { areaTitle: string; children: ReactNode }) {
  return (
    <Stack spacing={2}>
      <Breadcrumb items={[{ text: areaTitle }]} />
      {/* The title's place, as high as a page's h1; no text of its own to announce. */}
      <Typography variant="h4" component="div" aria-hidden sx={{ mb: 3 }}>
        <Skeleton width="min(20rem, 60%)" />
      </Typography>
      {children}
    </Stack>
  );
}
