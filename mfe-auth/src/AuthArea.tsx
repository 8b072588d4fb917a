import { lazy, useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import {
  memberStateAtom,
  Navigate,
  NotFoundNotice,
  Route,
  Routes,
  staffStateAtom,
  useLocation,
  useSharedTranslation,
} from '@compliance/shared-ui';
import { AUTH_ROUTES, BACK_OFFICE_ROUTES, type RemoteAreaProps } from '@compliance/shared-contracts/browser';
import { CompanyIdPage } from './pages/CompanyIdPage';
import { LoginPage } from './pages/LoginPage';
import { ForgotPasswordPage } from './pages/ForgotPasswordPage';
import { ResetPasswordPage } from './pages/ResetPasswordPage';
import { SupportLoginPage } from './pages/SupportLoginPage';
import { LogoutPage } from './pages/LogoutPage';
import { PROFILE_BASE_PATH } from './profile/tabs';
import { AuthLayout } from './layout/AuthLayout';
import { targetAfterLogin } from './session';

// The profile is a chunk of its own: it needs the data table and the phone field, which the
// sign-in pages must not download (docs/architecture.md §3). The shell's Suspense shows its loader meanwhile.
const ProfileRoutes = lazy(() => import('./profile/ProfileRoutes').then(({ ProfileRoutes }) => ({ default: ProfileRoutes })));
// The back office's login serves the licensee's few staff: its code stays out of the members' login page.
const LicenseeLoginPage = lazy(() => import('./pages/LicenseeLoginPage').then(({ LicenseeLoginPage }) => ({ default: LicenseeLoginPage })));

/**
 * A sign-in page for someone signed out; whoever arrives signed in already goes on where a
 * sign-in would have taken them (the page's returnUrl, else their start page) instead of signing
 * in twice. Decided on arrival only: a sign-in on the page leads on by itself, once the new
 * session's settings are applied, and a second navigation racing it could leave the dashboard
 * on its bare path.
 */
function SignedOutOnly({ children }: { children: ReactNode }) {
  const member = useAtomValue(memberStateAtom);
  const staff = useAtomValue(staffStateAtom);
  const [arrivedAs] = useState(() => (member ? 'member' : staff ? 'staff' : null));
  const { search } = useLocation();
  if (arrivedAs === 'member') return <Navigate to={targetAfterLogin(search)} replace />;
  if (arrivedAs === 'staff') return <Navigate to={BACK_OFFICE_ROUTES.clients} replace />;
  return children;
}

/** An /auth address without a page: it says so on the sign-in pages' layout, with the way to the login. */
function NotFound() {
  const { t } = useSharedTranslation();
  return (
    <AuthLayout headline={t('shared.notFound.title')}>
      <NotFoundNotice backTo={AUTH_ROUTES.login} backLabel={t('shared.notFound.toLogin')} />
    </AuthLayout>
  );
}

/** The routes of this remote below the prefix the shell mounts it at: /auth or /dashboard/profile. */
export function AuthArea({ basePath }: RemoteAreaProps) {
  if (basePath.startsWith(PROFILE_BASE_PATH)) return <ProfileRoutes />;
  // Absolute targets: a relative one would resolve below the unknown path and match it again.
  const toLogin = <Navigate to={AUTH_ROUTES.login} replace />;
  return (
    <Routes>
      <Route index element={toLogin} />
      <Route
        path="login"
        element={
          <SignedOutOnly>
            <CompanyIdPage />
          </SignedOutOnly>
        }
      />
      <Route
        path="login/:clientId"
        element={
          <SignedOutOnly>
            <LoginPage />
          </SignedOutOnly>
        }
      />
      <Route path="forgot-password/:clientId" element={<ForgotPasswordPage />} />
      <Route path="reset-password/:clientId" element={<ResetPasswordPage />} />
      {/* Without the company ID they need, these ask for it first. */}
      <Route path="forgot-password" element={toLogin} />
      <Route path="reset-password" element={toLogin} />
      <Route path="support-login" element={<SupportLoginPage />} />
      <Route path="licensee-login" element={<LicenseeLoginPage />} />
      <Route path="logout" element={<LogoutPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
