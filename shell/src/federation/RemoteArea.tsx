import { Component, Suspense, lazy, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteEntries, registeredAreas } from './register-remotes';
import { localized } from '../navigation/navigation';
import { loadArea, readyArea } from './area-loads';

function RemoteErrorPanel({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  const { t, i18n } = useTranslation('shell');
  const title = registeredAreas()[remote]?.title;
  return (
    <Box sx={{ p: 3 }}>
      <Alert severity="error" action={<Button onClick={onRetry}>{t('remote.retry')}</Button>}>
        {/* The panel stands in for the area and its page heading (axe page-has-heading-one). */}
        <AlertTitle component="h1">{t('remote.unavailableTitle')}</AlertTitle>
        {t('remote.unavailable', { area: title ? localized(title, i18n.language) : remote })}
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

/** The area's component; a retry mounts a new one (the boundary's key), which loads it again. */
function LoadedArea({ remote, basePath }: { remote: string; basePath: string }) {
  // An area loaded ahead (at start-up, or earlier in this visit) renders at once.
  const Area = useMemo(() => readyArea(remote) ?? lazy(() => loadArea(remote).then((component) => ({ default: component }))), [remote]);
  return <Area basePath={basePath} />;
}

/**
 * Mounts one remote's area. A remote that is missing or down shows an error panel with a retry
 * button here, and only here: header, sidebar and other areas keep working.
 */
export function RemoteArea({ remote, basePath }: { remote: string; basePath: string }) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    const entry = remoteEntries()[remote];
    // Forget the failed load so the retry fetches the remote again.
    if (entry) registerRemotes([{ name: remote, entry }], { force: true });
    setAttempt((n) => n + 1);
  };
  return (
    <AreaErrorBoundary key={attempt} onReset={retry} fallback={(reset) => <RemoteErrorPanel remote={remote} onRetry={reset} />}>
      <Suspense fallback={<Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}><CircularProgress aria-label={i18next.t('shell:remote.loading')} /></Box>}>
        <LoadedArea remote={remote} basePath={basePath} />
      </Suspense>
    </AreaErrorBoundary>
  );
}
