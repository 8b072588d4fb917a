import { GuardedRoutes, Navigate, NotFoundPage, Route, type GuardedPage } from '@compliance/shared-ui';
import { DASHBOARD_PREFIX, DASHBOARD_ROUTES, PERMISSIONS, type DashboardRoute } from '@compliance/shared-contracts/browser';
import { companyPaths, relativeRoute } from './common/paths';
import { MembersListPage } from './members/MembersListPage';
import { MemberDetailsPage } from './members/MemberDetailsPage';
import { ArchiveListPage } from './archive/ArchiveListPage';
import { GroupListPage } from './groups/GroupListPage';
import { GroupDetailsPage } from './groups/GroupDetailsPage';
import { OrgUnitListPage } from './org-units/OrgUnitListPage';
import { OrgUnitDetailsPage } from './org-units/OrgUnitDetailsPage';
import { LocationListPage } from './locations/LocationListPage';
import { LocationDetailsPage } from './locations/LocationDetailsPage';
import { CompanySettingsPage } from './settings/CompanySettingsPage';
import { MemberImportPage } from './import/MemberImportPage';
import { AuditLogPage } from './audit-log/AuditLogPage';

/** The pages of the area, each with the permissions its list or details endpoint requires. */
const PAGES: ReadonlyArray<{ route: DashboardRoute; permissions: readonly string[]; element: GuardedPage['element'] }> = [
  { route: DASHBOARD_ROUTES.membersList, permissions: [PERMISSIONS.memberList.getList], element: <MembersListPage /> },
  { route: DASHBOARD_ROUTES.memberDetails, permissions: [PERMISSIONS.memberList.details], element: <MemberDetailsPage /> },
  { route: DASHBOARD_ROUTES.membersArchive, permissions: [PERMISSIONS.archiveMember.list], element: <ArchiveListPage /> },
  { route: DASHBOARD_ROUTES.memberImport, permissions: [PERMISSIONS.memberImport.uploadCsv], element: <MemberImportPage /> },
  { route: DASHBOARD_ROUTES.memberGroupList, permissions: [PERMISSIONS.memberGroup.list], element: <GroupListPage /> },
  { route: DASHBOARD_ROUTES.memberGroupDetails, permissions: [PERMISSIONS.memberGroup.details], element: <GroupDetailsPage /> },
  { route: DASHBOARD_ROUTES.orgUnitList, permissions: [PERMISSIONS.orgUnit.list], element: <OrgUnitListPage /> },
  { route: DASHBOARD_ROUTES.orgUnitDetails, permissions: [PERMISSIONS.orgUnit.detail], element: <OrgUnitDetailsPage /> },
  { route: DASHBOARD_ROUTES.locationList, permissions: [PERMISSIONS.location.list], element: <LocationListPage /> },
  { route: DASHBOARD_ROUTES.locationDetails, permissions: [PERMISSIONS.location.detail], element: <LocationDetailsPage /> },
  { route: DASHBOARD_ROUTES.companySettingsDetails, permissions: [PERMISSIONS.clientDetails.read], element: <CompanySettingsPage /> },
  {
    route: DASHBOARD_ROUTES.companySettingsConfiguration,
    permissions: [PERMISSIONS.clientDetails.readConfiguration],
    element: <CompanySettingsPage />,
  },
  { route: DASHBOARD_ROUTES.companyAuditLog, permissions: [PERMISSIONS.clientDetails.readAuditLog], element: <AuditLogPage /> },
];

const GUARDED_PAGES: readonly GuardedPage[] = PAGES.map(({ route, ...page }) => ({ ...page, path: relativeRoute(route) }));

/** The routes of this remote below /dashboard/company (the shell's mount point). */
export function CompanyArea() {
  return (
    <GuardedRoutes pages={GUARDED_PAGES}>
      <Route path="members/group" element={<Navigate to={companyPaths.memberGroupList()} replace />} />
      <Route path="settings" element={<Navigate to={companyPaths.settingsDetails()} replace />} />
      <Route index element={<Navigate to={companyPaths.membersList()} replace />} />
      <Route path="*" element={<NotFoundPage backTo={DASHBOARD_PREFIX} />} />
    </GuardedRoutes>
  );
}
