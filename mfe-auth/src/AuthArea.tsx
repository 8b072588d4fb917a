import { lazy } from 'react';
import { Navigate, Route, Routes } from '@compliance/shared-ui';
import { AUTH_ROUTES, type RemoteAreaProps } from '@compliance/shared-contracts/browser';
import { CompanyIdPage } from './pages/CompanyIdPage';
import { LoginPage } from './pages/LoginPage';
import { ForgotPasswordPage } from './pages/ForgotPasswordPage';
import { ResetPasswordPage } from './pages/ResetPasswordPage';
import { SupportLoginPage } from './pages/SupportLoginPage';
import { LogoutPage } from './pages/LogoutPage';
import { PROFILE_BASE_PATH } from './profile/tabs';

// The profile is a chunk of its own: it needs the data table and the phone field, which the
// sign-in pages must not download (docs/architecture.md §3). The shell's Suspense shows its loader meanwhile.
const ProfileRoutes = lazy(() => import('./profile/ProfileRoutes').then(({ ProfileRoutes }) => ({ default: ProfileRoutes })));
// The back office's login serves the licensee's few staff: its code stays out of the members' login page.
const LicenseeLoginPage = lazy(() => import('./pages/LicenseeLoginPage').then(({ LicenseeLoginPage }) => ({ default: LicenseeLoginPage })));

/** The routes of this remote below the prefix the shell mounts it at: /auth or /dashboard/profile. */
export function AuthArea({ basePath }: RemoteAreaProps) {
  if (basePath.startsWith(PROFILE_BASE_PATH)) return <ProfileRoutes />;
  return (
    <Routes>
      <Route path="login" element={<CompanyIdPage />} />
      <Route path="login/:clientId" element={<LoginPage />} />
      <Route path="forgot-password/:clientId" element={<ForgotPasswordPage />} />
      <Route path="reset-password/:clientId" element={<ResetPasswordPage />} />
      <Route path="support-login" element={<SupportLoginPage />} />
      <Route path="licensee-login" element={<LicenseeLoginPage />} />
      <Route path="logout" element={<LogoutPage />} />
      {/* Absolute: a relative target would resolve below the unknown path and match it again. */}
      <Route path="*" element={<Navigate to={AUTH_ROUTES.login} replace />} />
    </Routes>
  );
}
