import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider } from '@mui/material/styles';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { AUTH_ROUTES, BACK_OFFICE_ROUTES, areaForPath, type AreaDescription } from '@compliance/shared-contracts/browser';
import {
  appStore,
  eventBus,
  LoadingOverlay,
  memberStateAtom,
  pageTitleAtom,
  preloadableLazy,
  setLicensee,
  staffStateAtom,
  ToastHost,
  useHeartbeat,
} from '@compliance/shared-ui';
import { applyMemberState, applyStaffState, lastKnownClientIdentifier, loginPathFor } from './startup/http-handling';
import { applyChatVisibility, loadSupportChat } from './support-chat/support-chat';
import { RemoteArea } from './federation/RemoteArea';
import { useWindowTitle } from './layout/window-title';
import { areaMounts } from './navigation/navigation';
import { licenseeTheme, resolveThemeMode, type ThemeMode } from './theme/theme';
import { browserLanguage, changeLanguage } from './i18n/i18n';
import type { StartupState } from './startup/startup';

/**
 * The signed-in layout (header, sidebar, footer and the MUI they use) is a chunk of its own:
 * the sign-in pages never render it. Its download starts as soon as someone is signed in,
 * at start-up or at the login, in parallel with the area's files.
 */
const dashboardLayout = preloadableLazy(() => import('./layout/DashboardLayout').then((module) => module.DashboardLayout));
const DashboardLayout = dashboardLayout.Component;
/** Loads the layout ahead; the start-up waits for it, so a signed-in page draws in one go. */
export const loadDashboardLayout = dashboardLayout.preload;
/** Starts the layout's download early; a failure shows when the layout renders, not here. */
const preloadDashboardLayout = () => void loadDashboardLayout().catch(() => undefined);

/** The window title of a page outside the layout (sign-in): the headline it names, and the licensee. */
function PlainPageWindowTitle({ licenseeName }: { licenseeName: string }) {
  useWindowTitle(useAtomValue(pageTitleAtom), licenseeName);
  return null;
}

/**
 * A dashboard path opened signed out: the login page of the last company, then back here. With
 * no area mounted at the login page (its remote's description missing) the way leads nowhere,
 * so the page says so instead of going round in circles.
 */
function SignInFirst({ areas }: { areas: Readonly<Record<string, AreaDescription>> }) {
  const location = useLocation();
  const { t } = useTranslation('shell');
  const login = loginPathFor(lastKnownClientIdentifier(), location.pathname + location.search);
  if (!areaForPath(areas, AUTH_ROUTES.login)) {
    return (
      <Box component="main" sx={{ p: 4 }}>
        <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 2 }}>
          {t('startup.failed')}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('startup.retry')}
        </Button>
      </Box>
    );
  }
  return <Navigate to={login} replace />;
}

/** The licensee's support chat, where it has a key; hidden on pages it would get in the way of. */
function useSupportChat(key: string | null, areas: Readonly<Record<string, AreaDescription>>) {
  const { pathname } = useLocation();
  const printPages = useMemo(() => Object.values(areas).flatMap((area) => area.printPages ?? []), [areas]);
  useEffect(() => {
    loadSupportChat(key);
  }, [key]);
  useEffect(() => applyChatVisibility(pathname, printPages), [pathname, printPages]);
}

function Shell({ state, areas }: { state: StartupState; areas: Readonly<Record<string, AreaDescription>> }) {
  const navigate = useNavigate();
  useSupportChat(state.licensee.zenDeskKey, areas);
  const member = useAtomValue(memberStateAtom);
  const staff = useAtomValue(staffStateAtom);
  useHeartbeat(member !== null || staff !== null);
  // Signed in (at start-up or by the login), the layout will be needed next.
  useEffect(() => {
    if (member) preloadDashboardLayout();
  }, [member]);
  useEffect(() => {
    const offLogin = eventBus.on('session:logged-in', ({ state: next }) => applyMemberState(next));
    const offStaffLogin = eventBus.on('session:staff-logged-in', ({ state: next }) => applyStaffState(next));
    const offLogout = eventBus.on('session:logged-out', () => {
      applyMemberState(null);
      applyStaffState(null);
    });
    const offExpired = eventBus.on('session:expired', ({ returnUrl }) => navigate(returnUrl, { replace: true }));
    return () => {
      offLogin();
      offStaffLogin();
      offLogout();
      offExpired();
    };
  }, [navigate]);
  // The auth area's logout screen ends the session and returns to the company's login page.
  const logout = useCallback(() => navigate(AUTH_ROUTES.logout), [navigate]);
  // Areas on pages of their own (the sign-in pages), from their descriptions.
  const plainMounts = useMemo(() => areaMounts(areas, 'plain'), [areas]);
  return (
    <Routes>
      {plainMounts.map(({ remote, prefix }) => (
        <Route
          key={prefix}
          path={`${prefix}/*`}
          element={
            <>
              <PlainPageWindowTitle licenseeName={state.licensee.licenseeName} />
              <RemoteArea remote={remote} basePath={prefix} />
            </>
          }
        />
      ))}
      <Route
        path="/dashboard/*"
        element={
          member ? (
            <Suspense fallback={null}>
              <DashboardLayout state={state} areas={areas} member={member} onLogout={logout} />
            </Suspense>
          ) : staff ? (
            // The licensee's staff have no dashboard: theirs is the back office.
            <Navigate to={BACK_OFFICE_ROUTES.clients} replace />
          ) : (
            <SignInFirst areas={areas} />
          )
        }
      />
      <Route path="*" element={<Navigate to="/dashboard" replace />} />
    </Routes>
  );
}

/** The host application: start-up state into the shared store, licensee theme, routes. */
export function App({ state, areas }: { state: StartupState; areas: Readonly<Record<string, AreaDescription>> }) {
  const systemPrefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const [profileTheme, setProfileTheme] = useState<ThemeMode | null>(state.settings?.theme ?? null);
  const themeMode = resolveThemeMode(profileTheme, systemPrefersDark);
  useEffect(() => {
    const offChanged = eventBus.on('profile:settings-changed', ({ theme, languageCode }) => {
      setProfileTheme(theme);
      void changeLanguage(languageCode ?? browserLanguage());
    });
    // Signed out, the next person at this browser sees the system theme and the browser language.
    const offLoggedOut = eventBus.on('session:logged-out', () => {
      setProfileTheme(null);
      void changeLanguage(browserLanguage());
    });
    return () => {
      offChanged();
      offLoggedOut();
    };
  }, []);
  const theme = useMemo(() => licenseeTheme(state.licensee.theme, themeMode), [state.licensee.theme, themeMode]);
  useMemo(() => {
    setLicensee(appStore, state.licensee);
    applyMemberState(state.member);
    applyStaffState(state.staff);
  }, [state]);
  return (
    <JotaiProvider store={appStore}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <BrowserRouter>
          <Shell state={state} areas={areas} />
        </BrowserRouter>
        <ToastHost />
        {/* Every endpoint that shows a loader: the list of them would bring every endpoint's route to the login page. */}
        <LoadingOverlay />
      </ThemeProvider>
    </JotaiProvider>
  );
}
