import { DASHBOARD_PREFIX, DASHBOARD_ROUTES, dashboardPath, fillPath, type DashboardRoute } from '@compliance/shared-contracts/browser';

/** Where the shell mounts this area. */
export const ELEARNING_BASE_PATH = '/dashboard/apps/elearnings';

/** An E-Learning route relative to the area's mount point, as its <Routes> take it. */
export function relativeRoute(route: DashboardRoute): string {
  return route.replace(/^apps\/elearnings\//, '');
}

/** The details route without a tab, relative to the mount point. */
export const CATALOG_DETAILS_WITHOUT_TAB = relativeRoute(DASHBOARD_ROUTES.elearningCatalogDetails).replace(/\/:tabId$/, '');

/** The details route with its :elearningUuid and :tabId, absolute (DetailsPage fills both). */
export const CATALOG_DETAILS_PATH = `${DASHBOARD_PREFIX}/${DASHBOARD_ROUTES.elearningCatalogDetails}`;

/** The catalog's analytics tab, a page of this area beside the catalog list (docs/product.md §2: the list "with analytics tab"). */
export const CATALOG_ANALYTICS = 'catalog/analytics';

/** Absolute browser paths of the area's pages. */
export const elearningPaths = {
  myELearnings: () => dashboardPath(DASHBOARD_ROUTES.elearningMy),
  execution: (executionUuid: string) => dashboardPath(DASHBOARD_ROUTES.elearningExecution, { executionUuid }),
  certificate: (resultUuid: string) => dashboardPath(DASHBOARD_ROUTES.elearningCertificate, { resultUuid }),
  catalogList: () => dashboardPath(DASHBOARD_ROUTES.elearningCatalogList),
  standingList: () => dashboardPath(DASHBOARD_ROUTES.elearningStandingList),
  catalogAnalytics: () => `${ELEARNING_BASE_PATH}/${CATALOG_ANALYTICS}`,
  /** Without a tab, the details open the first tab the member may see. */
  catalogDetails: (elearningUuid: string, tabId?: string) =>
    tabId === undefined
      ? `${ELEARNING_BASE_PATH}/${fillPath(CATALOG_DETAILS_WITHOUT_TAB, { elearningUuid })}`
      : dashboardPath(DASHBOARD_ROUTES.elearningCatalogDetails, { elearningUuid, tabId }),
} as const;
