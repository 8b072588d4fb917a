import { Component, Suspense, lazy, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteAreaId, remoteForDashboardPath, type RemoteAreaModule, type RemoteAreaProps, type RemoteName } from '@compliance/shared-contracts/browser';
import { remoteEntries } from './register-remotes';

type AreaModule = RemoteAreaModule<ComponentType<RemoteAreaProps>>;

/** The area modules loaded so far, by remote. */
const loadedAreas = new Map<RemoteName, AreaModule>();

/**
 * Starts the first data request of the page at a dashboard path when its area is loaded, so the
 * request of a sidebar click leaves with the click. An area not loaded yet does so as it loads.
 */
export function preloadAreaPage(path: string): void {
  const remote = remoteForDashboardPath(path);
  if (remote) loadedAreas.get(remote)?.preloadPage?.(path);
}

/** Loads a remote's area module and its translations into i18next under the area's namespace. */
async function loadArea(remote: RemoteName): Promise<{ default: ComponentType<RemoteAreaProps> }> {
  const module = await loadRemote<AreaModule>(remoteAreaId(remote));
  if (!module?.Area) throw new Error(`${remote} exposes no Area`);
  loadedAreas.set(remote, module);
  // The page's data is asked for while the translations load and the page renders.
  module.preloadPage?.(window.location.pathname);
  await Promise.all(
    (['de_DE', 'en_GB'] as const).map(async (language) => {
      if (!i18next.hasResourceBundle(language, module.namespace)) {
        i18next.addResourceBundle(language, module.namespace, await module.loadTranslations(language), true, true);
      }
    }),
  );
  return { default: module.Area };
}

function RemoteErrorPanel({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Box sx={{ p: 3 }}>
      <Alert severity="error" action={<Button onClick={onRetry}>{t('remote.retry')}</Button>}>
        {/* The panel stands in for the area and its page heading (axe page-has-heading-one). */}
        <AlertTitle component="h1">{t('remote.unavailableTitle')}</AlertTitle>
        {t('remote.unavailable', { area: t(`remote.names.${remote}`) })}
      </Alert>
    </Box>
  );
}

class AreaErrorBoundary extends Component<{ fallback: (reset: () => void) => ReactNode; onReset: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('remote area failed', error, info.componentStack);
  }
  private reset = () => {
    this.props.onReset();
    this.setState({ failed: false });
  };
  override render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}

/**
 * Mounts one remote's area. A remote that is missing or down shows an error panel with a retry
 * button here, and only here: header, sidebar and other areas keep working.
 */
export function RemoteArea({ remote, basePath }: { remote: RemoteName; basePath: string }) {
  const [attempt, setAttempt] = useState(0);
  const Area = useMemo(() => lazy(() => loadArea(remote)), [remote, attempt]);
  const retry = () => {
    const entry = remoteEntries()[remote];
    // Forget the failed load so the retry fetches the remote again.
    if (entry) registerRemotes([{ name: remote, entry }], { force: true });
    setAttempt((n) => n + 1);
  };
  return (
    <AreaErrorBoundary key={attempt} onReset={retry} fallback={(reset) => <RemoteErrorPanel remote={remote} onRetry={reset} />}>
      <Suspense fallback={<Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}><CircularProgress aria-label={i18next.t('shell:remote.loading')} /></Box>}>
        <Area basePath={basePath} />
      </Suspense>
    </AreaErrorBoundary>
  );
}
