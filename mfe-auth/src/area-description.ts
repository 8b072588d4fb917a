import { DASHBOARD_ROUTES, PERMISSIONS, dashboardPath, type AreaDescriptionSource } from '@compliance/shared-contracts/browser';
import { PROFILE_BASE_PATH } from './profile/tabs';

/**
 * What the shell shows of this area (docs/operations.md "Adding an area"): the sign-in pages on a page of
 * their own, and the profile, which has no sidebar entry but needs its permission. Its build
 * writes area.json.
 */
export const areaDescription: AreaDescriptionSource = {
  title: 'layout.areaTitle',
  mounts: [
    { prefix: '/auth', layout: 'plain' },
    { prefix: PROFILE_BASE_PATH, layout: 'dashboard' },
  ],
  sidebar: [],
  pages: [
    {
      id: 'profile',
      prefix: PROFILE_BASE_PATH,
      path: dashboardPath(DASHBOARD_ROUTES.profile, { tabId: 'details' }),
      permissions: [PERMISSIONS.profile.readMemberProfile],
    },
  ],
};
