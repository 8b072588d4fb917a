import { useEffect, useState, type ReactElement } from 'react';
import { useAtomValue } from 'jotai';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { loadingAtom, type LoaderState } from '../store/atoms';
import { useAppStore } from '../store/use-app-store';
import { useSharedTranslation } from '../i18n';
import { highestLoaderState, LOADER_HIDE_DELAY_MS, LOADER_VEIL_DELAY_MS } from './loader-state';

/**
 * The state to show for the watched loaders (every loader when `watch` is absent), shown at once
 * and hidden 250 ms late (docs/product.md §4).
 */
export function useLoaderState(watch?: readonly string[]): LoaderState {
  const loaders = useAtomValue(loadingAtom, { store: useAppStore() });
  const wanted = highestLoaderState(watch ? watch.map((id) => loaders[id]) : Object.values(loaders));
  const [shown, setShown] = useState<LoaderState>(wanted);

  useEffect(() => {
    if (wanted !== 'hide') {
      setShown(wanted);
      return undefined;
    }
    // Hiding late keeps the overlay from flickering between back-to-back requests.
    const timer = setTimeout(() => setShown('hide'), LOADER_HIDE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted]);

  return wanted !== 'hide' ? wanted : shown;
}

/** Props of LoadingOverlay. */
export interface LoadingOverlayProps {
  /**
   * Loader ids to watch; the highest-priority state among them shows. Absent, every loader: a
   * request records one only when its endpoint shows a loader, under the endpoint's id.
   */
  watch?: readonly string[];
  /** Cover the whole window (default) or only the nearest positioned parent. */
  fullScreen?: boolean;
}

/** The veil comes in once a request has run LOADER_VEIL_DELAY_MS; from then on it takes every click. */
const reveal = keyframes`
  from { opacity: 0; pointer-events: none; }
  to { opacity: 1; pointer-events: auto; }
`;

/**
 * A blocking overlay with a progress indicator while any watched loader runs. It is there (and
 * tells assistive technology) at once, but shows itself only once the request has run
 * LOADER_VEIL_DELAY_MS. Until then a read lets the page be used; a write (save, delete, sign-in)
 * takes the clicks at once, so nothing is sent twice or changed while it is written.
 */
export function LoadingOverlay({ watch, fullScreen = true }: LoadingOverlayProps): ReactElement | null {
  const { t } = useSharedTranslation();
  const state = useLoaderState(watch);
  if (state === 'hide') return null;
  const label = t(`shared.loader.${state}`);
  return (
    // A named region: the overlay stands outside the page's landmarks (axe region).
    <Box
      component="section"
      aria-label={label}
      sx={{
        position: fullScreen ? 'fixed' : 'absolute',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        bgcolor: 'rgba(0, 0, 0, 0.35)',
        color: '#fff',
        opacity: 0,
        pointerEvents: state === 'load' ? 'none' : 'auto',
        animation: `${reveal} 150ms ease-in ${LOADER_VEIL_DELAY_MS}ms forwards`,
        // Never on paper: a page printed while a download finishes shows the page.
        displayPrint: 'none',
      }}
    >
      <CircularProgress color="inherit" aria-label={label} />
      {/* A solid plate keeps the label readable (WCAG contrast) whatever the page behind is. */}
      <Typography role="status" aria-live="polite" sx={{ bgcolor: 'rgba(0, 0, 0, 0.85)', px: 2, py: 0.5, borderRadius: 1 }}>
        {label}
      </Typography>
    </Box>
  );
}
