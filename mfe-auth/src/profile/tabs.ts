import { DASHBOARD_PREFIX, DASHBOARD_ROUTES, PERMISSIONS, fillPath } from '@compliance/shared-contracts/browser';

/** The tabs of /dashboard/profile/:tabId (docs/product.md §2), in display order. */
export const PROFILE_TAB_IDS = ['details', 'org-units', 'security', 'settings'] as const;

/** One profile tab id. */
export type ProfileTabId = (typeof PROFILE_TAB_IDS)[number];

/** Any one of these permissions shows a tab (and lets its route render). */
export const PROFILE_TAB_PERMISSIONS: Readonly<Record<ProfileTabId, readonly string[]>> = {
  details: [PERMISSIONS.profile.readMemberProfile],
  'org-units': [PERMISSIONS.profile.readOrgUnitList],
  security: [PERMISSIONS.profile.changePassword, PERMISSIONS.profile.changeUsername],
  settings: [PERMISSIONS.profile.readMemberProfile],
};

/** Where the shell mounts the profile. */
export const PROFILE_BASE_PATH = `${DASHBOARD_PREFIX}/${DASHBOARD_ROUTES.profile.replace('/:tabId', '')}`;

/** Whether a route parameter names a profile tab. */
export function isProfileTabId(value: string | undefined): value is ProfileTabId {
  return (PROFILE_TAB_IDS as readonly (string | undefined)[]).includes(value);
}

/** The absolute path of a profile tab, e.g. /dashboard/profile/security. */
export function profileTabPath(tabId: ProfileTabId): string {
  return fillPath(`${DASHBOARD_PREFIX}/${DASHBOARD_ROUTES.profile}`, { tabId });
}
