import { DASHBOARD_ROUTES, dashboardPath, type DashboardRoute } from '@compliance/shared-contracts/browser';

/** Where the shell mounts the start pages. */
export const START_BASE_PATH = '/dashboard/start';

/** Where the shell mounts the templates page, in the apps group (docs/product.md §2). */
export const TEMPLATES_BASE_PATH = dashboardPath(DASHBOARD_ROUTES.templates);

/** Where the shell mounts the calendar page, in the apps group. */
export const CALENDAR_BASE_PATH = dashboardPath(DASHBOARD_ROUTES.calendar);

/** Every prefix the shell mounts this remote at, the start pages' last (the others are longer and more precise). */
export const MOUNT_PATHS = [TEMPLATES_BASE_PATH, CALENDAR_BASE_PATH, START_BASE_PATH] as const;

/** The mount a path lies below: the start pages' unless it is one of the apps pages'. */
export const mountOf = (path: string): string => MOUNT_PATHS.find((prefix) => path.startsWith(prefix)) ?? START_BASE_PATH;

/** A start route relative to the mount point, as its <Routes> take it. */
export function relativeRoute(route: DashboardRoute): string {
  return route.replace(/^start\//, '');
}

/** Absolute browser paths of the area's pages. */
export const startPaths = {
  overview: () => dashboardPath(DASHBOARD_ROUTES.startOverview),
  overviewTab: (tabId: string) => dashboardPath(DASHBOARD_ROUTES.startOverviewTab, { tabId }),
  attention: () => dashboardPath(DASHBOARD_ROUTES.startAttention),
  infopoint: () => dashboardPath(DASHBOARD_ROUTES.infopoint),
  infopointLocation: (locationUuid: string) => dashboardPath(DASHBOARD_ROUTES.infopointLocation, { locationUuid }),
} as const;

/** Where the overview's cards lead: the task's own pages in its area. */
export const taskPaths = {
  elearningExecution: (executionUuid: string) => dashboardPath(DASHBOARD_ROUTES.elearningExecution, { executionUuid }),
  elearningCertificate: (resultUuid: string) => dashboardPath(DASHBOARD_ROUTES.elearningCertificate, { resultUuid }),
  riskExecution: (executionUuid: string) => dashboardPath(DASHBOARD_ROUTES.riskExecution, { executionUuid }),
} as const;
