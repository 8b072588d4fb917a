import { Navigate, Route, Routes } from '@compliance/shared-ui';
import { ProfilePage } from './ProfilePage';
import { profileTabPath } from './tabs';

/** The routes below /dashboard/profile; anything but a tab id goes to the details tab. */
export function ProfileRoutes() {
  return (
    <Routes>
      <Route path=":tabId" element={<ProfilePage />} />
      <Route path="*" element={<Navigate to={profileTabPath('details')} replace />} />
    </Routes>
  );
}
