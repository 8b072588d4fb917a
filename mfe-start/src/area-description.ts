import { DASHBOARD_ROUTES, PERMISSIONS as P, dashboardPath, type AreaDescriptionSource } from '@compliance/shared-contracts/browser';
import { START_BASE_PATH } from './common/paths';

/** What the shell shows of this area (docs/adding-an-area.md §4). Its build writes area.json. */
export const areaDescription: AreaDescriptionSource = {
  title: 'area.title',
  mounts: [{ prefix: START_BASE_PATH, layout: 'dashboard' }],
  // The start group's entries come with the overview, the first page a member lands on: until then
  // the infopoint is reached by its address and from the overview's links, not the sidebar.
  sidebar: [],
  pages: [
    {
      id: 'overview',
      prefix: `${START_BASE_PATH}/overview`,
      path: dashboardPath(DASHBOARD_ROUTES.startOverview),
      permissions: [P.elearning.readMemberTasks, P.riskAssessment.readMemberTasks],
    },
    {
      id: 'infopoint',
      prefix: `${START_BASE_PATH}/infopoint`,
      path: dashboardPath(DASHBOARD_ROUTES.infopoint),
      permissions: [P.infopoint.readLocationList],
    },
  ],
};
