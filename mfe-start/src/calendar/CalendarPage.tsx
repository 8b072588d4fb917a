import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Alert, Box, Button, Typography, useLocation, useNavigationType } from '@compliance/shared-ui';
import { AreaPage, EmptyState, Loaded } from '@compliance/shared-ui/page';
import { useStartTranslation } from '../common/namespace';
import { useLicenseeConfig } from './api';

/** What became of opening the calendar by itself: opened, held back by the browser, or not tried yet. */
type Opening = 'opened' | 'blocked' | 'pending';

/**
 * Whether the member opened the page just now: by a link or the sidebar, or by its address or a
 * bookmark as the window's first page. Not by a reload, nor by Back or Forward: each of those
 * would open the calendar in yet another tab.
 */
function useOpenedJustNow(): boolean {
  const navigationType = useNavigationType();
  const { key } = useLocation();
  const [justNow] = useState(() => {
    if (navigationType === 'PUSH') return true;
    // The router's first location of a window has the key 'default'; the document's own
    // navigation tells a first load from a reload or a return through the history.
    const [load] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return navigationType === 'POP' && key === 'default' && load?.type === 'navigate';
  });
  return justNow;
}

/**
 * Opens `href` in a new tab once, when the member has just opened the page; the page says whether
 * it did. The new tab gets no hold on this one (no opener), which window.open's 'noopener' would
 * give too, but then it answers null whether or not the tab opened.
 */
function useOpenOnce(href: string | null): Opening {
  const [opening, setOpening] = useState<Opening>('pending');
  const tried = useRef(false);
  const openedJustNow = useOpenedJustNow();
  useEffect(() => {
    if (href === null || tried.current || !openedJustNow) return;
    tried.current = true;
    const tab = window.open(href, '_blank');
    if (tab) tab.opener = null;
    setOpening(tab ? 'opened' : 'blocked');
  }, [href, openedJustNow]);
  return opening;
}

function CalendarLink({ href, licenseeName }: { href: string; licenseeName: string }): ReactElement {
  const { t } = useStartTranslation();
  const opening = useOpenOnce(href);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start', maxWidth: '40rem' }}>
      <Typography>{t('calendar.intro', { licenseeName })}</Typography>
      {opening === 'opened' && (
        <Alert severity="info" role="status">
          {t('calendar.opened')}
        </Alert>
      )}
      {opening === 'blocked' && (
        <Alert severity="warning" role="status">
          {t('calendar.blocked')}
        </Alert>
      )}
      <Button variant="contained" href={href} target="_blank" rel="noopener noreferrer">
        {t('calendar.open')}
      </Button>
    </Box>
  );
}

/**
 * /dashboard/apps/calendar: the licensee's external calendar (docs/product.md §2), opened in a
 * new tab as the member opens the page (not on a reload or Back), and a link to open it again. The sidebar shows the entry only when
 * the licensee names a calendar; at the address without one, the page says so.
 */
export function CalendarPage(): ReactElement {
  const { t } = useStartTranslation();
  const config = useLicenseeConfig();
  return (
    <AreaPage areaTitle={t('nav.groups.apps')} title={t('calendar.title')}>
      <Loaded result={config}>
        {({ externalCalendarHref, licenseeName }) =>
          externalCalendarHref === null ? (
            <EmptyState icon="noCalendar" title={t('calendar.none')} />
          ) : (
            <CalendarLink href={externalCalendarHref} licenseeName={licenseeName} />
          )
        }
      </Loaded>
    </AreaPage>
  );
}
