import { DASHBOARD_PREFIX, DASHBOARD_ROUTES, dashboardPath, type DashboardRoute } from '@compliance/shared-contracts/browser';

/** Where the shell mounts this area. */
export const ELEARNING_BASE_PATH = '/dashboard/apps/elearnings';

/** An E-Learning route relative to the area's mount point, as its <Routes> take it. */
export function relativeRoute(route: DashboardRoute): string {
  return route.replace(/^apps\/elearnings\//, '');
}

/** The details route with its :elearningUuid and :tabId, absolute (DetailsPage fills both). */
export const CATALOG_DETAILS_PATH = `${DASHBOARD_PREFIX}/${DASHBOARD_ROUTES.elearningCatalogDetails}`;

/** Absolute browser paths of the area's pages. */
export const elearningPaths = {
  catalogList: () => dashboardPath(DASHBOARD_ROUTES.elearningCatalogList),
  catalogDetails: (elearningUuid: string, tabId = 'settings') =>
    dashboardPath(DASHBOARD_ROUTES.elearningCatalogDetails, { elearningUuid, tabId }),
} as const;
