import { useEffect } from 'react';
import { AUTH_ROUTES } from '@compliance/shared-contracts/browser';
import { appStore, Box, CircularProgress, eventBus, logout, memberStateAtom, staffStateAtom, useNavigate } from '@compliance/shared-ui';
import { useAuthTranslation } from '../namespace';

/**
 * /auth/logout: ends the session on the server, tells the shell, and returns to the login page
 * of the same company (docs/product.md §4), or the back office's for its staff.
 */
export function LogoutPage() {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const clientIdentifier = appStore.get(memberStateAtom)?.client.clientIdentifier;
    const staff = appStore.get(staffStateAtom) !== null;
    const signIn = staff
      ? AUTH_ROUTES.licenseeLogin
      : clientIdentifier
        ? `/auth/login/${encodeURIComponent(clientIdentifier)}`
        : AUTH_ROUTES.login;
    void logout()
      .catch(() => undefined)
      .finally(() => {
        eventBus.emit('session:logged-out', { reason: 'user' });
        navigate(signIn, { replace: true });
      });
  }, [navigate]);
  return (
    <Box component="main" sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
      <CircularProgress aria-label={t('logout.inProgress')} />
    </Box>
  );
}
