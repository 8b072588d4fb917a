import { useEffect, useState, type ReactElement } from 'react';
import { useAtomValue } from 'jotai';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useAppStore } from '../store/use-app-store';
import { useSharedTranslation } from '../i18n';
import { closeToast, TOAST_TIMEOUTS_S, toastsAtom, type Toast } from './toast-state';

const SEVERITY = { success: 'success', info: 'info', warning: 'warning', danger: 'error' } as const;

interface ToastItemProps {
  toast: Toast;
  onClose: (id: number) => void;
}

function ToastItem({ toast, onClose }: ToastItemProps): ReactElement {
  const { t } = useSharedTranslation();
  const [remaining, setRemaining] = useState(TOAST_TIMEOUTS_S[toast.type]);
  // Pausing while pointed at or focused keeps the time adjustable (WCAG 2.2.1).
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return undefined;
    const timer = setInterval(() => setRemaining((seconds) => seconds - 1), 1000);
    return () => clearInterval(timer);
  }, [paused]);

  useEffect(() => {
    if (remaining <= 0) onClose(toast.id);
  }, [remaining, onClose, toast.id]);

  const params = toast.params ?? {};
  const title = t(toast.title ?? `shared.toast.titles.${toast.type}`, { ...params, defaultValue: toast.title });
  const message = t(toast.message, { ...params, ...(toast.namespace ? { ns: toast.namespace } : {}), defaultValue: toast.message });
  const urgent = toast.type === 'danger' || toast.type === 'warning';

  return (
    <Alert
      severity={SEVERITY[toast.type]}
      variant="filled"
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      action={
        <IconButton color="inherit" size="small" aria-label={t('shared.toast.close')} onClick={() => onClose(toast.id)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      }
      sx={{ minWidth: { sm: '18rem' }, maxWidth: '28rem', boxShadow: 3 }}
    >
      <AlertTitle>{title}</AlertTitle>
      {message}
      <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
        {t('shared.toast.countdown', { seconds: Math.max(0, remaining) })}
      </Typography>
    </Alert>
  );
}

/** Renders the toast stack; mount once (the shell does). Areas add toasts with showToast. */
export function ToastHost(): ReactElement {
  const store = useAppStore();
  const toasts = useAtomValue(toastsAtom, { store });

  return (
    // Below the header's height (56 px on a phone, 64 px wider), so a toast never covers the
    // header's sign-out, and within a phone's width.
    <Box
      sx={{ position: 'fixed', top: { xs: 72, sm: 80 }, right: 16, left: { xs: 16, sm: 'auto' }, zIndex: (theme) => theme.zIndex.snackbar }}
    >
      <Stack spacing={1}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClose={(id) => closeToast(id, store)} />
        ))}
      </Stack>
    </Box>
  );
}
