import { GuardedRoutes, Navigate, Route, type GuardedPage } from '@compliance/shared-ui';
import { DASHBOARD_ROUTES, PERMISSIONS } from '@compliance/shared-contracts/browser';
import { relativeRoute, startPaths } from './common/paths';
import { InfopointPage } from './infopoint/InfopointPage';
import { InfopointLocationPage } from './infopoint/InfopointLocationPage';
import { OverviewPage, OverviewStart } from './overview/OverviewPage';
import { OVERVIEW_PERMISSIONS } from './overview/tabs';

/** The pages of the area, each with the permissions its first endpoint requires. */
const PAGES: readonly GuardedPage[] = [
  { path: relativeRoute(DASHBOARD_ROUTES.startOverview), permissions: OVERVIEW_PERMISSIONS, element: <OverviewStart /> },
  { path: relativeRoute(DASHBOARD_ROUTES.startOverviewTab), permissions: OVERVIEW_PERMISSIONS, element: <OverviewPage /> },
  {
    path: relativeRoute(DASHBOARD_ROUTES.infopoint),
    permissions: [PERMISSIONS.infopoint.readLocationList],
    element: <InfopointPage />,
  },
  {
    path: relativeRoute(DASHBOARD_ROUTES.infopointLocation),
    permissions: [PERMISSIONS.infopoint.readMemberGroups],
    element: <InfopointLocationPage />,
  },
];

/** The routes of this remote below /dashboard/start (the shell's mount point). */
export function StartArea() {
  return (
    <GuardedRoutes pages={PAGES}>
      <Route path="*" element={<Navigate to={startPaths.overview()} replace />} />
    </GuardedRoutes>
  );
}
