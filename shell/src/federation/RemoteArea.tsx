import { Component, Suspense, lazy, useState, type ErrorInfo, type ReactNode } from 'react';
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

class AreaErrorBoundary extends Component<
  { fallback: (reset: () => void) => ReactNode; onReset: () => void; children: ReactNode },
  { failed: boolean }
> {
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
 * The component of a remote's area: at once when it was loaded ahead (at start-up, or earlier in
 * this visit), else one that loads it as it renders.
 */
const areaComponent = (remote: string) => readyArea(remote) ?? lazy(() => loadArea(remote).then((component) => ({ default: component })));

/** The spinner while an area's code loads, alone or inside the page frame a layout gives it. */
function AreaLoading({ frame }: { frame?: (spinner: ReactNode) => ReactNode }) {
  const spinner = (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <CircularProgress aria-label={i18next.t('shell:remote.loading')} />
    </Box>
  );
  return frame ? frame(spinner) : spinner;
}

/** Props of RemoteArea. */
export interface RemoteAreaProps {
  remote: string;
  basePath: string;
  /**
   * What stands around the spinner while the area's code loads: the dashboard gives the page's
   * breadcrumb and title, so the page's frame stays and only its content is still to come.
   */
  loadingFrame?: (spinner: ReactNode) => ReactNode;
}

/**
 * Mounts one remote's area. A remote that is missing or down shows an error panel with a retry
 * button here, and only here: header, sidebar and other areas keep working.
 */
export function RemoteArea({ remote, basePath, loadingFrame }: RemoteAreaProps) {
  // Held here, outside the Suspense boundary: a component that suspends before it first mounts
  // loses its state, and would start a new load on every attempt to render it.
  const [load, setLoad] = useState(() => ({ remote, attempt: 0, Area: areaComponent(remote) }));
  // The route led to another area at this place: its own load.
  if (load.remote !== remote) setLoad({ remote, attempt: 0, Area: areaComponent(remote) });
  const retry = () => {
    const entry = remoteEntries()[remote];
    // Forget the failed load so the retry fetches the remote again.
    if (entry) registerRemotes([{ name: remote, entry }], { force: true });
    setLoad({ remote, attempt: load.attempt + 1, Area: areaComponent(remote) });
  };
  const { Area } = load;
  return (
    <AreaErrorBoundary
      key={`${load.remote}#${load.attempt}`}
      onReset={retry}
      fallback={(reset) => <RemoteErrorPanel remote={remote} onRetry={reset} />}
    >
      <Suspense fallback={<AreaLoading frame={loadingFrame} />}>
        <Area basePath={basePath} />
      </Suspense>
    </AreaErrorBoundary>
  );
}
