import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Alert, Box, Button, Typography } from '@compliance/shared-ui';
import { AreaPage, Loaded } from '@compliance/shared-ui/page';
import { useStartTranslation } from '../common/namespace';
import { useLicenseeConfig } from './api';

/** What became of opening the calendar by itself: opened, held back by the browser, or not tried yet. */
type Opening = 'opened' | 'blocked' | 'pending';

/**
 * Opens `href` in a new tab once, when the page shows; the page says whether it did. The new tab
 * gets no hold on this one (no opener), which window.open's 'noopener' would give too, but then
 * it answers null whether or not the tab opened.
 */
function useOpenOnce(href: string | null): Opening {
  const [opening, setOpening] = useState<Opening>('pending');
  const tried = useRef(false);
  useEffect(() => {
    if (href === null || tried.current) return;
    tried.current = true;
    const tab = window.open(href, '_blank');
    if (tab) tab.opener = null;
    setOpening(tab ? 'opened' : 'blocked');
  }, [href]);
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
 * new tab as the page shows, and a link to open it again. The sidebar shows the entry only when
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
            <Typography role="status">{t('calendar.none')}</Typography>
          ) : (
            <CalendarLink href={externalCalendarHref} licenseeName={licenseeName} />
          )
        }
      </Loaded>
    </AreaPage>
  );
}
