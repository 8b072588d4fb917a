import { DASHBOARD_PREFIX } from '@compliance/shared-contracts/browser';
import { Navigate, NotFoundPage, Route, Routes } from '@compliance/shared-ui';
import { ProfilePage } from './ProfilePage';
import { profileTabPath } from './tabs';

/** The routes below /dashboard/profile: a tab (an unknown one opens the details tab), the bare path the details tab. */
export function ProfileRoutes() {
  return (
    <Routes>
      <Route path=":tabId" element={<ProfilePage />} />
      <Route index element={<Navigate to={profileTabPath('details')} replace />} />
      <Route path="*" element={<NotFoundPage backTo={DASHBOARD_PREFIX} />} />
    </Routes>
  );
}
