import { BACK_OFFICE_ROUTES, PERMISSIONS, type RemoteAreaProps } from '@compliance/shared-contracts/browser';
import { GuardedRoutes, Navigate, NotFoundPage, Route, type GuardedPage } from '@compliance/shared-ui';
import { relativeRoute } from './common/paths';
import { BackOfficeLayout } from './layout/BackOfficeLayout';
import { ClientDetailsPage } from './clients/ClientDetailsPage';
import { ClientListPage } from './clients/ClientListPage';
import { BrandingPage } from './branding/BrandingPage';
import { AuditLogPage } from './audit-log/AuditLogPage';
import { CourseDetailsPage } from './courses/CourseDetailsPage';
import { CourseListPage } from './courses/CourseListPage';

/** The pages of the back office, each with the permissions its first endpoint requires. */
const PAGES: readonly GuardedPage[] = [
  { path: relativeRoute(BACK_OFFICE_ROUTES.clients), permissions: [PERMISSIONS.licensee.readClientList], element: <ClientListPage /> },
  { path: relativeRoute(BACK_OFFICE_ROUTES.client), permissions: [PERMISSIONS.licensee.readClientList], element: <ClientDetailsPage /> },
  { path: relativeRoute(BACK_OFFICE_ROUTES.courses), permissions: [PERMISSIONS.licensee.readCourses], element: <CourseListPage /> },
  { path: relativeRoute(BACK_OFFICE_ROUTES.course), permissions: [PERMISSIONS.licensee.readCourses], element: <CourseDetailsPage /> },
  { path: relativeRoute(BACK_OFFICE_ROUTES.branding), permissions: [PERMISSIONS.licensee.readBranding], element: <BrandingPage /> },
  { path: relativeRoute(BACK_OFFICE_ROUTES.auditLog), permissions: [PERMISSIONS.licensee.readAuditLog], element: <AuditLogPage /> },
];

/** The routes of this remote below the prefix the shell mounts it at (/licensee), inside the back office's frame. */
export function LicenseeArea(_props: RemoteAreaProps) {
  return (
    <BackOfficeLayout>
      <GuardedRoutes pages={PAGES}>
        {/* Absolute: a relative target would resolve below the unknown path and match it again. */}
        <Route index element={<Navigate to={BACK_OFFICE_ROUTES.clients} replace />} />
        <Route path="*" element={<NotFoundPage backTo={BACK_OFFICE_ROUTES.clients} />} />
      </GuardedRoutes>
    </BackOfficeLayout>
  );
}
