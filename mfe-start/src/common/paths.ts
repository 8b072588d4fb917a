import { DASHBOARD_ROUTES, dashboardPath, type DashboardRoute } from '@compliance/shared-contracts/browser';

/** Where the shell mounts the start pages. */
export const START_BASE_PATH = '/dashboard/start';

/** A start route relative to the mount point, as its <Routes> take it. */
export function relativeRoute(route: DashboardRoute): string {
  return route.replace(/^start\//, '');
}

/** Absolute browser paths of the area's pages. */
export const startPaths = {
  infopoint: () => dashboardPath(DASHBOARD_ROUTES.infopoint),
  infopointLocation: (locationUuid: string) => dashboardPath(DASHBOARD_ROUTES.infopointLocation, { locationUuid }),
} as const;
