import { GuardedRoutes, NotFoundPage, Route, type GuardedPage } from '@compliance/shared-ui';
import { DASHBOARD_PREFIX, DASHBOARD_ROUTES, PERMISSIONS, type RemoteAreaProps } from '@compliance/shared-contracts/browser';
import { CALENDAR_BASE_PATH, mountOf, relativeRoute, TEMPLATES_BASE_PATH } from './common/paths';
import { CalendarPage } from './calendar/CalendarPage';
import { AttentionPage, InfopointLocationPage, InfopointPage, TemplatesPage } from './lazy-pages';
import { OverviewPage, OverviewStart } from './overview/OverviewPage';
import { OVERVIEW_PERMISSIONS } from './overview/tabs';

/** The pages of the area, each with the permissions its first endpoint requires. */
const PAGES: readonly GuardedPage[] = [
  { path: relativeRoute(DASHBOARD_ROUTES.startOverview), permissions: OVERVIEW_PERMISSIONS, element: <OverviewStart /> },
  { path: relativeRoute(DASHBOARD_ROUTES.startOverviewTab), permissions: OVERVIEW_PERMISSIONS, element: <OverviewPage /> },
  {
    path: relativeRoute(DASHBOARD_ROUTES.startAttention),
    permissions: [PERMISSIONS.attention.readOverview],
    element: <AttentionPage.Component />,
  },
  {
    path: relativeRoute(DASHBOARD_ROUTES.infopoint),
    permissions: [PERMISSIONS.infopoint.readLocationList],
    element: <InfopointPage.Component />,
  },
  {
    path: relativeRoute(DASHBOARD_ROUTES.infopointLocation),
    permissions: [PERMISSIONS.infopoint.readMemberGroups],
    element: <InfopointLocationPage.Component />,
  },
];

/** The pages of the apps group's mounts, each one page at its mount point. */
const APP_PAGES: Readonly<Record<string, readonly GuardedPage[]>> = {
  [TEMPLATES_BASE_PATH]: [{ path: '', permissions: [PERMISSIONS.templates.list], element: <TemplatesPage.Component /> }],
  [CALENDAR_BASE_PATH]: [{ path: '', permissions: [PERMISSIONS.calendar.show], element: <CalendarPage /> }],
};

/**
 * The routes of this remote below the prefix the shell mounts it at: /dashboard/start, or one
 * of the apps group's pages (templates, calendar).
 */
export function StartArea({ basePath }: RemoteAreaProps) {
  const appPages = APP_PAGES[mountOf(basePath)];
  if (appPages) {
    return (
      <GuardedRoutes pages={appPages}>
        <Route path="*" element={<NotFoundPage backTo={DASHBOARD_PREFIX} />} />
      </GuardedRoutes>
    );
  }
  return (
    <GuardedRoutes pages={PAGES}>
      {/* The overview in place, which leads on to its tab: one step, not two. */}
      <Route index element={<OverviewStart />} />
      <Route path="*" element={<NotFoundPage backTo={DASHBOARD_PREFIX} />} />
    </GuardedRoutes>
  );
}
