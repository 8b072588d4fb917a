import { GuardedRoutes, Navigate, Route, type GuardedPage } from '@compliance/shared-ui';
import { DASHBOARD_ROUTES, PERMISSIONS, type RemoteAreaProps } from '@compliance/shared-contracts/browser';
import { relativeRoute, startPaths, TEMPLATES_BASE_PATH } from './common/paths';
import { InfopointPage } from './infopoint/InfopointPage';
import { InfopointLocationPage } from './infopoint/InfopointLocationPage';
import { OverviewPage, OverviewStart } from './overview/OverviewPage';
import { OVERVIEW_PERMISSIONS } from './overview/tabs';
import { TemplatesPage } from './templates/TemplatesPage';

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

/** The templates mount's one page, at its mount point. */
const TEMPLATE_PAGES: readonly GuardedPage[] = [{ path: '', permissions: [PERMISSIONS.templates.list], element: <TemplatesPage /> }];

/** The routes of this remote below the prefix the shell mounts it at: /dashboard/start or /dashboard/apps/templates. */
export function StartArea({ basePath }: RemoteAreaProps) {
  if (basePath.startsWith(TEMPLATES_BASE_PATH)) {
    return (
      <GuardedRoutes pages={TEMPLATE_PAGES}>
        {/* Absolute: a relative target would resolve below the unknown path and match it again. */}
        <Route path="*" element={<Navigate to={TEMPLATES_BASE_PATH} replace />} />
      </GuardedRoutes>
    );
  }
  return (
    <GuardedRoutes pages={PAGES}>
      <Route path="*" element={<Navigate to={startPaths.overview()} replace />} />
    </GuardedRoutes>
  );
}
