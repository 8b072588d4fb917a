import { useEffect } from 'react';
import { appStore, Box, CircularProgress, eventBus, logout, memberStateAtom, useNavigate } from '@compliance/shared-ui';
import { useAuthTranslation } from '../namespace';

/**
 * /auth/logout: ends the session on the server, tells the shell, and returns to the login page
 * of the same company (docs/product.md §4).
 */
export function LogoutPage() {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const clientIdentifier = appStore.get(memberStateAtom)?.client.clientIdentifier;
    void logout()
      .catch(() => undefined)
      .finally(() => {
        eventBus.emit('session:logged-out', { reason: 'user' });
        navigate(clientIdentifier ? `/auth/login/${encodeURIComponent(clientIdentifier)}` : '/auth/login', { replace: true });
      });
  }, [navigate]);
  return (
    <Box component="main" sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
      <CircularProgress aria-label={t('logout.inProgress')} />
    </Box>
  );
}
