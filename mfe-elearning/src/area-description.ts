import {
  DASHBOARD_PREFIX,
  DASHBOARD_ROUTES,
  PERMISSIONS as P,
  dashboardPath,
  memberTaskPageBody,
  readExecutionOutlineEndpoint,
  readMemberTasksEndpoint,
  type AreaDescriptionSource,
} from '@compliance/shared-contracts/browser';
import { ELEARNING_BASE_PATH } from './common/paths';

/**
 * What the shell shows of this area (docs/adding-an-area.md §4): the E-Learnings entry of the
 * apps group (docs/product.md §2), behind the feature flag 'elearnings'. Its build writes area.json.
 */
export const areaDescription: AreaDescriptionSource = {
  title: 'area.title',
  mounts: [{ prefix: ELEARNING_BASE_PATH, layout: 'dashboard' }],
  // The certificate is a page to print: the support chat stays out of it (docs/product.md §1).
  printPages: [`${DASHBOARD_PREFIX}/${DASHBOARD_ROUTES.elearningCertificate}`],
  // My E-Learnings opens with the first page of all the member's tasks, the player with the
  // attempt's outline (the address's executionUuid in the body): the server answers them into the page.
  firstRequests: [
    { route: dashboardPath(DASHBOARD_ROUTES.elearningMy), endpoint: readMemberTasksEndpoint.id, body: memberTaskPageBody('all', 1) },
    { route: `${DASHBOARD_PREFIX}/${DASHBOARD_ROUTES.elearningExecution}`, endpoint: readExecutionOutlineEndpoint.id },
  ],
  sidebar: [
    {
      group: { id: 'apps', label: 'nav.groups.apps', order: 20 },
      order: 10,
      entries: [
        {
          id: 'elearnings',
          label: 'nav.elearnings',
          featureFlag: 'elearnings',
          children: [
            {
              id: 'my-elearnings',
              label: 'nav.myELearnings',
              path: dashboardPath(DASHBOARD_ROUTES.elearningMy),
              permissions: [P.elearning.readMemberTasks],
              featureFlag: 'elearnings',
              // The player and the certificates belong to the member's own E-Learnings.
              activePrefixes: [
                `${ELEARNING_BASE_PATH}/my-elearnings`,
                `${ELEARNING_BASE_PATH}/execution`,
                `${ELEARNING_BASE_PATH}/certificate`,
              ],
            },
            {
              id: 'elearning-catalog',
              label: 'nav.catalog',
              path: dashboardPath(DASHBOARD_ROUTES.elearningCatalogList),
              permissions: [P.elearning.readCatalog],
              featureFlag: 'elearnings',
              activePrefixes: [`${ELEARNING_BASE_PATH}/catalog`],
            },
          ],
        },
      ],
    },
  ],
};
