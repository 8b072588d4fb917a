import { useCallback, useMemo, useRef, type ReactElement, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAtomValue, useSetAtom } from 'jotai';
import { DASHBOARD_PREFIX, type AreaDescription, type MemberState } from '@compliance/shared-contracts/browser';
import { DeniedRoute, NotFoundPage, featureFlagsAtom, pageTitleAtom, permissionsAtom, sidebarOpenAtom } from '@compliance/shared-ui';
import { RemoteArea } from '../federation/RemoteArea';
import { preloadAreaPage } from '../federation/area-loads';
import { areaMounts, buildNavigation, firstPermittedPath, isRouteAllowed, localized, visibleNavigation } from '../navigation/navigation';
import type { StartupState } from '../startup/startup';
import { HEADER_HEIGHT, Header } from './Header';
import { AreaLoadingFrame, useFirstPageArriving } from './page-arrival';
import { Sidebar } from './Sidebar';
import { Footer } from './Footer';
import { HomeRedirect } from './HomeRedirect';
import { SkipLink } from './SkipLink';

/** The page content's element id, where the skip link leads. */
const MAIN_CONTENT_ID = 'main-content';
import { useWindowTitle } from './window-title';
import { useMemberStateRefresh } from './member-state-refresh';

// The two below keep state of their own apart from the layout: a page that sets its title, or the
// end of the first page's arrival, then renders them alone, not the header, the sidebar and the
// page again (a phone's main thread, right after the page has been drawn).

/** The window's title: the page's own (a page sets it), else the active navigation entry's. */
function DashboardWindowTitle({ fallback, licenseeName }: { fallback: string | null; licenseeName: string | undefined }): null {
  const pageTitle = useAtomValue(pageTitleAtom);
  useWindowTitle(pageTitle ?? fallback, licenseeName);
  return null;
}

/**
 * The page's main element, filling the rest of the screen below the header: a short page's
 * footer stands at the screen's bottom and the page does not scroll. While the visit's first
 * page arrives, a whole screen (page-arrival.tsx). On paper only the page itself shows (a
 * certificate, a notice): header, sidebar and footer hide. Named, so a page's own landmark stays
 * unique beside a course's <main> in its frame (axe: landmark-unique).
 */
function DashboardMain({ label, children }: { label: string; children: ReactNode }): ReactElement {
  const mainRef = useRef<HTMLElement>(null);
  const firstPageArriving = useFirstPageArriving(mainRef);
  return (
    <Box
      component="main"
      ref={mainRef}
      id={MAIN_CONTENT_ID}
      // Focusable by the skip link only, not by the tab key.
      tabIndex={-1}
      aria-label={label}
      sx={{
        flex: 1,
        minHeight: firstPageArriving ? `calc(100vh - ${HEADER_HEIGHT}px)` : undefined,
        p: { xs: 2, md: 3 },
        '@media print': { minHeight: 0, p: 0 },
      }}
    >
      {children}
    </Box>
  );
}

/**
 * The signed-in page: header, sidebar, the area of the path, footer. Loaded by the shell only
 * for someone signed in (App.tsx), so the sign-in pages download none of it.
 */
export function DashboardLayout({
  state,
  areas,
  member,
  onLogout,
  page,
}: {
  state: StartupState;
  areas: Readonly<Record<string, AreaDescription>>;
  member: MemberState;
  onLogout: () => void;
  /** What the content shows instead of the areas' routes: the slot of a first view's page (page-views.tsx). */
  page?: ReactNode;
}) {
  const { t, i18n } = useTranslation('shell');
  const permissions = useAtomValue(permissionsAtom);
  const featureFlags = useAtomValue(featureFlagsAtom);
  const sidebarOpen = useAtomValue(sidebarOpenAtom);
  const setSidebarOpen = useSetAtom(sidebarOpenAtom);
  const location = useLocation();
  useMemberStateRefresh();
  const navigationContext = useMemo(
    () => ({ permissions, featureFlags, hasCalendarLink: Boolean(state.licensee.externalCalendarHref) }),
    [permissions, featureFlags, state.licensee.externalCalendarHref],
  );
  const navigation = useMemo(() => buildNavigation(areas), [areas]);
  const visible = useMemo(() => visibleNavigation(navigation, navigationContext), [navigation, navigationContext]);
  const routeAllowed = isRouteAllowed(navigation, location.pathname, navigationContext);
  const activeLabel = useMemo(() => {
    for (const group of visible.groups)
      for (const item of group.items)
        for (const entry of [item, ...(item.children ?? [])]) {
          if (entry.path && location.pathname.startsWith(entry.path)) return localized(entry.label, i18n.language);
        }
    return null;
  }, [visible, location.pathname, i18n.language]);
  // One mount per area inside the layout, from the descriptions the navigation and guard use.
  const mounts = useMemo(() => areaMounts(areas, 'dashboard'), [areas]);

  const loadingFrame = useCallback(
    (remote: string) => {
      const area = areas[remote];
      const areaTitle = area ? localized(area.title, i18n.language) : remote;
      return (spinner: ReactNode) => <AreaLoadingFrame areaTitle={areaTitle}>{spinner}</AreaLoadingFrame>;
    },
    [areas, i18n.language],
  );

  // Where a denied or unknown page leads back to; /dashboard itself asks which areas are deployed (HomeRedirect).
  const home = firstPermittedPath(visible);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <DashboardWindowTitle fallback={activeLabel} licenseeName={state.licensee.licenseeName} />
      <SkipLink target={MAIN_CONTENT_ID} />
      <Header
        licensee={state.licensee}
        member={member}
        sidebarOpen={sidebarOpen}
        onToggleSidebar={() => setSidebarOpen(!sidebarOpen)}
        onLogout={onLogout}
      />
      <Box sx={{ display: 'flex', flex: 1 }}>
        <Sidebar groups={visible.groups} open={sidebarOpen} onClose={() => setSidebarOpen(false)} onNavigate={preloadAreaPage} />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <DashboardMain label={t('main.label')}>
            {/* A denied route does what it does in every area (docs/product.md §6); the area is not mounted. */}
            {page ??
              (!routeAllowed ? (
                <DeniedRoute to={home ?? undefined} />
              ) : (
                <Routes>
                  <Route index element={<HomeRedirect navigation={visible} />} />
                  {mounts.map(({ prefix, remote }) => (
                    <Route
                      key={prefix}
                      path={`${prefix.slice(DASHBOARD_PREFIX.length + 1)}/*`}
                      element={<RemoteArea remote={remote} basePath={prefix} loadingFrame={loadingFrame(remote)} />}
                    />
                  ))}
                  <Route path="*" element={<NotFoundPage backTo={home ?? DASHBOARD_PREFIX} />} />
                </Routes>
              ))}
          </DashboardMain>
          <Footer licensee={state.licensee} />
        </Box>
      </Box>
    </Box>
  );
}
