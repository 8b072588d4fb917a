import { useCallback, useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider } from '@mui/material/styles';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Provider as JotaiProvider, useAtomValue, useSetAtom } from 'jotai';
import { AUTH_ROUTES, DASHBOARD_PREFIX, ENDPOINT_ROUTES } from '@compliance/shared-contracts/browser';
import {
  appStore,
  DeniedRoute,
  eventBus,
  featureFlagsAtom,
  footerDataAtom,
  isWhitelabelPartnerAtom,
  licenseeConfigAtom,
  licenseeDisplayName,
  LoadingOverlay,
  memberStateAtom,
  pageTitleAtom,
  permissionsAtom,
  sidebarOpenAtom,
  ToastHost,
  useHeartbeat,
  windowTitle,
} from '@compliance/shared-ui';
import { applyMemberState, lastKnownClientIdentifier, loginPathFor } from './startup/http-handling';
import { applyChatVisibility, loadSupportChat } from './support-chat/support-chat';
import { RemoteArea } from './federation/RemoteArea';
import { isRemoteAvailable } from './federation/register-remotes';
import { HEADER_HEIGHT, Header } from './layout/Header';
import { Sidebar } from './layout/Sidebar';
import { Footer } from './layout/Footer';
import {
  NAVIGATION,
  REMOTE_PREFIXES,
  firstPermittedPath,
  isRouteAllowed,
  visibleNavigation,
} from './navigation/navigation';
import { licenseeTheme, resolveThemeMode, type ThemeMode } from './theme/theme';
import { browserLanguage, changeLanguage } from './i18n/i18n';
import type { StartupState } from './startup/startup';

/** Every loader the overlay watches: one per endpoint that shows one. */
const LOADER_IDS = ENDPOINT_ROUTES.filter((endpoint) => endpoint.loader !== 'none').map((endpoint) => endpoint.id);

/** Keeps the window title `{page title} - {licensee name}` (SPEC.md §1). */
function useWindowTitle(pageTitle: string | null, licenseeName: string | undefined) {
  useEffect(() => {
    document.title = windowTitle(pageTitle, licenseeName);
  }, [pageTitle, licenseeName]);
}

/** The window title of the auth screens: the headline their layout names, and the licensee. */
function AuthWindowTitle({ licenseeName }: { licenseeName: string }) {
  useWindowTitle(useAtomValue(pageTitleAtom), licenseeName);
  return null;
}

function DashboardLayout({ state, onLogout }: { state: StartupState; onLogout: () => void }) {
  const { t } = useTranslation('shell');
  const member = useAtomValue(memberStateAtom);
  const permissions = useAtomValue(permissionsAtom);
  const featureFlags = useAtomValue(featureFlagsAtom);
  const sidebarOpen = useAtomValue(sidebarOpenAtom);
  const setSidebarOpen = useSetAtom(sidebarOpenAtom);
  const location = useLocation();
  const navigationContext = useMemo(
    () => ({ permissions, featureFlags, hasCalendarLink: Boolean(state.licensee.externalCalendarHref) }),
    [permissions, featureFlags, state.licensee.externalCalendarHref],
  );
  const groups = useMemo(() => visibleNavigation(NAVIGATION, navigationContext), [navigationContext]);
  const pageTitle = useAtomValue(pageTitleAtom);
  const routeAllowed = isRouteAllowed(NAVIGATION, location.pathname, navigationContext);
  const activeLabel = useMemo(() => {
    for (const group of groups)
      for (const item of group.items)
        for (const entry of [item, ...(item.children ?? [])]) {
          if (entry.path && location.pathname.startsWith(entry.path)) return t(entry.label);
        }
    return null;
  }, [groups, location.pathname, t]);
  useWindowTitle(pageTitle ?? activeLabel, state.licensee.licenseeName);

  if (!member)
    return (
      <Navigate to={loginPathFor(lastKnownClientIdentifier(), location.pathname + location.search)} replace />
    );
  const home = firstPermittedPath(groups, isRemoteAvailable);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Header
        licensee={state.licensee}
        member={member}
        onToggleSidebar={() => setSidebarOpen(!sidebarOpen)}
        onLogout={onLogout}
      />
      <Box sx={{ display: 'flex', flex: 1 }}>
        <Sidebar groups={groups} open={sidebarOpen} onClose={() => setSidebarOpen(false)} />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          {/* At least a screen high below the header: the footer starts below the fold, so it
              never jumps down while an area loads its page (layout shift, CLS). */}
          <Box
            component="main"
            sx={{ flex: 1, minHeight: `calc(100vh - ${HEADER_HEIGHT}px)`, p: { xs: 2, md: 3 } }}
          >
            {/* A denied route does what it does in every area (SPEC.md §6); the area is not mounted. */}
            {!routeAllowed ? (
              <DeniedRoute />
            ) : (
              <Routes>
                <Route index element={home ? <Navigate to={home} replace /> : null} />
                {/* One mount per area, from the same table the navigation and the guard use. */}
                {REMOTE_PREFIXES.map(([prefix, remote]) => (
                  <Route
                    key={prefix}
                    path={`${prefix.slice(DASHBOARD_PREFIX.length + 1)}/*`}
                    element={<RemoteArea remote={remote} basePath={prefix} />}
                  />
                ))}
                <Route path="*" element={home ? <Navigate to={home} replace /> : null} />
              </Routes>
            )}
          </Box>
          <Footer licensee={state.licensee} />
        </Box>
      </Box>
    </Box>
  );
}

/** The licensee's support chat, where it has a key; hidden on pages it would get in the way of. */
function useSupportChat(key: string | null) {
  const { pathname } = useLocation();
  useEffect(() => {
    loadSupportChat(key);
  }, [key]);
  useEffect(() => applyChatVisibility(pathname), [pathname]);
}

function Shell({ state }: { state: StartupState }) {
  const navigate = useNavigate();
  useSupportChat(state.licensee.zenDeskKey);
  const member = useAtomValue(memberStateAtom);
  useHeartbeat(member !== null);
  useEffect(() => {
    const offLogin = eventBus.on('session:logged-in', ({ state: next }) => applyMemberState(next));
    const offLogout = eventBus.on('session:logged-out', () => applyMemberState(null));
    const offExpired = eventBus.on('session:expired', ({ returnUrl }) =>
      navigate(returnUrl, { replace: true }),
    );
    return () => {
      offLogin();
      offLogout();
      offExpired();
    };
  }, [navigate]);
  // The auth area's logout screen ends the session and returns to the company's login page.
  const logout = useCallback(() => navigate(AUTH_ROUTES.logout), [navigate]);
  return (
    <Routes>
      <Route
        path="/auth/*"
        element={
          <>
            <AuthWindowTitle licenseeName={state.licensee.licenseeName} />
            <RemoteArea remote="mfe_auth" basePath="/auth" />
          </>
        }
      />
      <Route path="/dashboard/*" element={<DashboardLayout state={state} onLogout={logout} />} />
      <Route path="*" element={<Navigate to="/dashboard" replace />} />
    </Routes>
  );
}

/** The host application: start-up state into the shared store, licensee theme, routes. */
export function App({ state }: { state: StartupState }) {
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
  const theme = useMemo(
    () => licenseeTheme(state.licensee.theme, themeMode),
    [state.licensee.theme, themeMode],
  );
  useMemo(() => {
    appStore.set(licenseeConfigAtom, state.licensee);
    appStore.set(isWhitelabelPartnerAtom, state.licensee.isWhitelabelPartner);
    appStore.set(footerDataAtom, {
      ...state.licensee.footer,
      licenseeName: licenseeDisplayName(state.licensee.licenseeName),
    });
    applyMemberState(state.member);
  }, [state]);
  return (
    <JotaiProvider store={appStore}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <BrowserRouter>
          <Shell state={state} />
        </BrowserRouter>
        <ToastHost />
        <LoadingOverlay watch={LOADER_IDS} />
      </ThemeProvider>
    </JotaiProvider>
  );
}
