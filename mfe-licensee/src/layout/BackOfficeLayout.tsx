import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { AUTH_ROUTES, BACK_OFFICE_ROUTES, hasAnyPermission, licenseeLoginPath, PERMISSIONS } from '@compliance/shared-contracts/browser';
import {
  Box,
  Button,
  licenseeConfigAtom,
  licenseeDisplayName,
  Link,
  Navigate,
  RouterLink,
  staffStateAtom,
  Typography,
  useLocation,
} from '@compliance/shared-ui';
import { useLicenseeTranslation } from '../common/namespace';

/** The back office's pages in its navigation, each shown to those who may open it. */
const NAVIGATION = [
  { path: BACK_OFFICE_ROUTES.clients, label: 'nav.clients', permissions: [PERMISSIONS.licensee.readClientList] },
  { path: BACK_OFFICE_ROUTES.courses, label: 'nav.courses', permissions: [PERMISSIONS.licensee.readCourses] },
  { path: BACK_OFFICE_ROUTES.branding, label: 'nav.branding', permissions: [PERMISSIONS.licensee.readBranding] },
  { path: BACK_OFFICE_ROUTES.auditLog, label: 'nav.auditLog', permissions: [PERMISSIONS.licensee.readAuditLog] },
] as const;

/**
 * The frame of every back-office page (decision 0013): the licensee's name, the back office's
 * navigation, who is signed in with their role, and the logout; the page below. Without a staff
 * session it leads to the staff's login and back here afterwards.
 */
export function BackOfficeLayout({ children }: { children: ReactNode }) {
  const { t } = useLicenseeTranslation();
  const staff = useAtomValue(staffStateAtom);
  const licensee = useAtomValue(licenseeConfigAtom);
  const { pathname, search } = useLocation();
  if (!staff) return <Navigate to={licenseeLoginPath(pathname + search)} replace />;
  const { firstName, lastName, roleIdentifier } = staff.staff;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          px: { xs: 2, md: 3 },
          py: 1,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 3,
          rowGap: 0.5,
        }}
      >
        <Typography component="p" sx={{ fontWeight: 600 }}>
          {licenseeDisplayName(licensee?.licenseeName)} · {t('area.title')}
        </Typography>
        <Box component="nav" aria-label={t('layout.navigation')} sx={{ display: 'flex', columnGap: 2, flexWrap: 'wrap' }}>
          {NAVIGATION.filter(({ permissions }) => hasAnyPermission(staff.staff.permissions, permissions)).map(({ path, label }) => (
            <Link
              key={path}
              component={RouterLink}
              to={path}
              color="inherit"
              underline={pathname.startsWith(path) ? 'always' : 'hover'}
              aria-current={pathname === path ? 'page' : undefined}
            >
              {t(label)}
            </Link>
          ))}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Typography component="p" variant="body2">
          {firstName} {lastName} · {t(`common.roles.${roleIdentifier}`)}
        </Typography>
        <Button component={RouterLink} to={AUTH_ROUTES.logout} color="inherit" size="small" variant="outlined">
          {t('layout.logout')}
        </Button>
      </Box>
      <Box component="main" sx={{ flexGrow: 1, px: { xs: 2, md: 3 }, py: 3, width: '100%', maxWidth: 1400, mx: 'auto' }}>
        {children}
      </Box>
    </Box>
  );
}
