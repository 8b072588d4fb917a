import {
  DASHBOARD_ROUTES,
  PERMISSIONS as P,
  dashboardPath,
  memberTaskPageBody,
  readMemberTasksEndpoint,
  readRiskMemberTasksEndpoint,
  type AreaDescriptionSource,
} from '@compliance/shared-contracts/browser';
import { CALENDAR_BASE_PATH, START_BASE_PATH, TEMPLATES_BASE_PATH } from './common/paths';

/**
 * What the shell shows of this area (docs/adding-an-area.md §4): the start group, first in the
 * sidebar (docs/product.md §2), whose first entry an account may open is where it lands: the
 * needs-attention page for admins of every kind, the member's overview for members; and the
 * templates and the calendar, in the apps group after E-Learnings and risk assessments, behind
 * their feature flags. Its build writes area.json.
 */
export const areaDescription: AreaDescriptionSource = {
  title: 'area.title',
  mounts: [
    { prefix: START_BASE_PATH, layout: 'dashboard' },
    { prefix: TEMPLATES_BASE_PATH, layout: 'dashboard' },
    { prefix: CALENDAR_BASE_PATH, layout: 'dashboard' },
  ],
  // The overview opens with the first page of each tab's tasks: the server answers them into the page.
  firstRequests: [readMemberTasksEndpoint, readRiskMemberTasksEndpoint].map((endpoint) => ({
    route: dashboardPath(DASHBOARD_ROUTES.startOverview),
    endpoint: endpoint.id,
    body: memberTaskPageBody('all', 1),
  })),
  sidebar: [
    {
      group: { id: 'start', label: 'nav.groups.start', order: 10 },
      order: 10,
      entries: [
        {
          id: 'attention',
          label: 'nav.attention',
          path: dashboardPath(DASHBOARD_ROUTES.startAttention),
          // First: the shell's home is the first entry one may open, so admins land here.
          permissions: [P.attention.readOverview],
        },
        {
          id: 'overview',
          label: 'nav.overview',
          path: dashboardPath(DASHBOARD_ROUTES.startOverview),
          // Its tabs each need their area's flag; the page says so when neither is on.
          permissions: [P.elearning.readMemberTasks, P.riskAssessment.readMemberTasks],
          activePrefixes: [`${START_BASE_PATH}/overview`],
        },
        {
          id: 'infopoint',
          label: 'nav.infopoint',
          path: dashboardPath(DASHBOARD_ROUTES.infopoint),
          permissions: [P.infopoint.readLocationList],
          activePrefixes: [`${START_BASE_PATH}/infopoint`],
        },
      ],
    },
    {
      // The group as the other apps areas declare it: the shell merges sections of one group id.
      group: { id: 'apps', label: 'nav.groups.apps', order: 20 },
      order: 30,
      entries: [
        {
          id: 'templates',
          label: 'nav.templates',
          path: dashboardPath(DASHBOARD_ROUTES.templates),
          permissions: [P.templates.list],
          featureFlag: 'templates',
          activePrefixes: [TEMPLATES_BASE_PATH],
        },
        {
          id: 'calendar',
          label: 'nav.calendar',
          path: CALENDAR_BASE_PATH,
          permissions: [P.calendar.show],
          featureFlag: 'calendar',
          // The page opens the licensee's calendar: without its address there is nothing to show.
          needsCalendarLink: true,
        },
      ],
    },
  ],
};
