import { DASHBOARD_PREFIX, DASHBOARD_ROUTES, dashboardPath, fillPath, type DashboardRoute } from '@compliance/shared-contracts/browser';

/** Where the shell mounts this area. */
export const RISK_BASE_PATH = '/dashboard/apps/risk-assessments';

/** A risk-assessment route relative to the area's mount point, as its <Routes> take it. */
export function relativeRoute(route: DashboardRoute): string {
  return route.replace(/^apps\/risk-assessments\//, '');
}

const withoutTab = (route: DashboardRoute) => relativeRoute(route).replace(/\/:tabId$/, '');

/** The catalog details route without a tab, relative to the mount point. */
export const CATALOG_DETAILS_WITHOUT_TAB = withoutTab(DASHBOARD_ROUTES.riskCatalogDetails);

/** The evaluation details route without a tab, relative to the mount point. */
export const EVALUATION_DETAILS_WITHOUT_TAB = withoutTab(DASHBOARD_ROUTES.riskEvaluationDetails);

/** The details routes with their uuid and :tabId, absolute (DetailsPage fills both). */
export const CATALOG_DETAILS_PATH = `${DASHBOARD_PREFIX}/${DASHBOARD_ROUTES.riskCatalogDetails}`;
export const EVALUATION_DETAILS_PATH = `${DASHBOARD_PREFIX}/${DASHBOARD_ROUTES.riskEvaluationDetails}`;

/** A details page's address; without a tab it opens the first one the member may see. */
const detailsPath = (route: DashboardRoute, param: string, uuid: string, tabId?: string) =>
  tabId === undefined
    ? `${RISK_BASE_PATH}/${fillPath(withoutTab(route), { [param]: uuid })}`
    : dashboardPath(route, { [param]: uuid, tabId });

/** Absolute browser paths of the area's pages. */
export const riskPaths = {
  myAnalyses: () => dashboardPath(DASHBOARD_ROUTES.riskMyAnalyses),
  execution: (executionUuid: string) => dashboardPath(DASHBOARD_ROUTES.riskExecution, { executionUuid }),
  catalogList: () => dashboardPath(DASHBOARD_ROUTES.riskCatalogList),
  catalogDetails: (riskAssessmentTaskUuid: string, tabId?: string) =>
    detailsPath(DASHBOARD_ROUTES.riskCatalogDetails, 'riskAssessmentTaskUuid', riskAssessmentTaskUuid, tabId),
  evaluationList: () => dashboardPath(DASHBOARD_ROUTES.riskEvaluationList),
  evaluationDetails: (riskAssessmentExecutionResultUuid: string, tabId?: string) =>
    detailsPath(DASHBOARD_ROUTES.riskEvaluationDetails, 'riskAssessmentExecutionResultUuid', riskAssessmentExecutionResultUuid, tabId),
  /** The measures to print and download ('x of y' agreed), the print page of the area. */
  riskActionList: (riskAssessmentExecutionResultUuid: string) =>
    dashboardPath(DASHBOARD_ROUTES.riskActionList, { riskAssessmentExecutionResultUuid }),
} as const;
