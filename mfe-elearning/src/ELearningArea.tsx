import { GuardedRoutes, Navigate, NotFoundPage, Route, type GuardedPage } from '@compliance/shared-ui';
import { DASHBOARD_PREFIX, DASHBOARD_ROUTES, PERMISSIONS } from '@compliance/shared-contracts/browser';
import { CATALOG_ANALYTICS, CATALOG_DETAILS_WITHOUT_TAB, elearningPaths, relativeRoute } from './common/paths';
import { MyELearningsPage } from './my-elearnings/MyELearningsPage';
import { ExecutionPage } from './execution/ExecutionPage';
import { CatalogAnalyticsPage, CatalogListPage, CertificatePage, ELearningDetailsPage, MemberStandingsPage } from './lazy-pages';

/** The pages of the area, each with the permissions its first endpoint requires. */
const PAGES: readonly GuardedPage[] = [
  {
    path: relativeRoute(DASHBOARD_ROUTES.elearningMy),
    permissions: [PERMISSIONS.elearning.readMemberTasks],
    element: <MyELearningsPage />,
  },
  {
    path: relativeRoute(DASHBOARD_ROUTES.elearningExecution),
    permissions: [PERMISSIONS.elearning.execute],
    element: <ExecutionPage />,
  },
  {
    path: relativeRoute(DASHBOARD_ROUTES.elearningCertificate),
    // Members read their own; admins with the statistics those of the members they administer.
    permissions: [PERMISSIONS.elearning.readCertificate, PERMISSIONS.elearning.readStatistics],
    element: <CertificatePage.Component />,
  },
  {
    path: relativeRoute(DASHBOARD_ROUTES.elearningCatalogList),
    permissions: [PERMISSIONS.elearning.readCatalog],
    element: <CatalogListPage.Component />,
  },
  { path: CATALOG_ANALYTICS, permissions: [PERMISSIONS.elearning.readStatistics], element: <CatalogAnalyticsPage.Component /> },
  {
    path: relativeRoute(DASHBOARD_ROUTES.elearningStandingList),
    permissions: [PERMISSIONS.elearning.readStatistics],
    element: <MemberStandingsPage.Component />,
  },
  // The tab is optional: a link from the catalog names none, and the page opens the first one the member may see.
  {
    path: `${CATALOG_DETAILS_WITHOUT_TAB}/:tabId?`,
    permissions: [PERMISSIONS.elearning.readCatalog],
    element: <ELearningDetailsPage.Component />,
  },
];

/** The routes of this remote below /dashboard/apps/elearnings (the shell's mount point). */
export function ELearningArea() {
  return (
    <GuardedRoutes pages={PAGES}>
      <Route index element={<Navigate to={elearningPaths.myELearnings()} replace />} />
      <Route path="*" element={<NotFoundPage backTo={DASHBOARD_PREFIX} />} />
    </GuardedRoutes>
  );
}
