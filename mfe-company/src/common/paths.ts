import { DASHBOARD_ROUTES, dashboardPath, type DashboardRoute } from '@compliance/shared-contracts/browser';

/** Where the shell mounts this area. */
export const COMPANY_BASE_PATH = '/dashboard/company';

/** A company route relative to the area's mount point, as its <Routes> take it. */
export function relativeRoute(route: DashboardRoute): string {
  return route.replace(/^company\//, '');
}

/** Absolute browser paths of the area's pages. */
export const companyPaths = {
  membersList: () => dashboardPath(DASHBOARD_ROUTES.membersList),
  memberDetails: (uuid: string, tabId = 'details') => dashboardPath(DASHBOARD_ROUTES.memberDetails, { uuid, tabId }),
  membersArchive: () => dashboardPath(DASHBOARD_ROUTES.membersArchive),
  memberImport: () => dashboardPath(DASHBOARD_ROUTES.memberImport),
  memberGroupList: () => dashboardPath(DASHBOARD_ROUTES.memberGroupList),
  memberGroupDetails: (uuid: string, tabId = 'details') => dashboardPath(DASHBOARD_ROUTES.memberGroupDetails, { uuid, tabId }),
  orgUnitList: () => dashboardPath(DASHBOARD_ROUTES.orgUnitList),
  orgUnitDetails: (uuid: string, tabId = 'details') => dashboardPath(DASHBOARD_ROUTES.orgUnitDetails, { uuid, tabId }),
  locationList: () => dashboardPath(DASHBOARD_ROUTES.locationList),
  locationDetails: (uuid: string, tabId = 'details') => dashboardPath(DASHBOARD_ROUTES.locationDetails, { uuid, tabId }),
  settingsDetails: () => dashboardPath(DASHBOARD_ROUTES.companySettingsDetails),
  settingsConfiguration: () => dashboardPath(DASHBOARD_ROUTES.companySettingsConfiguration),
} as const;
