import { GuardedRoutes, Navigate, NotFoundPage, Route, type GuardedPage } from '@compliance/shared-ui';
import { DASHBOARD_PREFIX, DASHBOARD_ROUTES, PERMISSIONS } from '@compliance/shared-contracts/browser';
import { CATALOG_DETAILS_WITHOUT_TAB, EVALUATION_DETAILS_WITHOUT_TAB, relativeRoute, riskPaths } from './common/paths';
import { EvaluationListPage } from './evaluation/EvaluationListPage';
import { EvaluationDetailsPage } from './evaluation/EvaluationDetailsPage';
import { RiskActionListPage } from './risk-actions/RiskActionListPage';
import { CatalogListPage } from './catalog/CatalogListPage';
import { CatalogDetailsPage } from './catalog/CatalogDetailsPage';
import { MyAnalysesPage } from './my-analyses/MyAnalysesPage';
import { ExecutionPage } from './execution/ExecutionPage';

/** The pages of the area, each with the permissions its first endpoint requires. */
const PAGES: readonly GuardedPage[] = [
  {
    path: relativeRoute(DASHBOARD_ROUTES.riskMyAnalyses),
    permissions: [PERMISSIONS.riskAssessment.readMemberTasks],
    element: <MyAnalysesPage />,
  },
  {
    path: relativeRoute(DASHBOARD_ROUTES.riskExecution),
    permissions: [PERMISSIONS.riskAssessment.execute],
    element: <ExecutionPage />,
  },
  {
    path: relativeRoute(DASHBOARD_ROUTES.riskCatalogList),
    permissions: [PERMISSIONS.riskAssessment.readCatalogList],
    element: <CatalogListPage />,
  },
  // The tab is optional: a link from the catalog names none, and the page opens the first one the member may see.
  {
    path: `${CATALOG_DETAILS_WITHOUT_TAB}/:tabId?`,
    permissions: [PERMISSIONS.riskAssessment.readCatalogList],
    element: <CatalogDetailsPage />,
  },
  {
    path: relativeRoute(DASHBOARD_ROUTES.riskEvaluationList),
    permissions: [PERMISSIONS.riskAssessment.readAssignmentOverviewList],
    element: <EvaluationListPage />,
  },
  // Before the details: its last segment is no tab.
  {
    path: relativeRoute(DASHBOARD_ROUTES.riskActionList),
    permissions: [PERMISSIONS.riskAssessment.readRiskActionList],
    element: <RiskActionListPage />,
  },
  {
    path: `${EVALUATION_DETAILS_WITHOUT_TAB}/:tabId?`,
    permissions: [PERMISSIONS.riskAssessment.readRiskList],
    element: <EvaluationDetailsPage />,
  },
];

/** The routes of this remote below /dashboard/apps/risk-assessments (the shell's mount point). */
export function RiskArea() {
  return (
    <GuardedRoutes pages={PAGES}>
      <Route index element={<Navigate to={riskPaths.myAnalyses()} replace />} />
      <Route path="*" element={<NotFoundPage backTo={DASHBOARD_PREFIX} />} />
    </GuardedRoutes>
  );
}
