import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, roleLabelKey, type LicenseeConfig, type MemberState } from '@compliance/shared-contracts/browser';
import { RequirePermission, licenseeDisplayName } from '@compliance/shared-ui';

/** The header's height from the `sm` breakpoint on (MUI's toolbar); the sidebar starts below it. */
export const HEADER_HEIGHT = 64;

/** Initials of a member for the avatar: first letters of first and last name. */
export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

interface HeaderProps {
  licensee: LicenseeConfig;
  member: MemberState;
  /** Whether the sidebar is open: the menu button says so (aria-expanded). */
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onLogout: () => void;
}

/** The sidebar navigation's element id, which the header's menu button controls. */
export const SIDEBAR_ID = 'main-navigation';

/** Header of docs/product.md §1: sidebar toggle, logo (to the base route), the member and sign-out. */
export function Header({ licensee, member, sidebarOpen, onToggleSidebar, onLogout }: HeaderProps) {
  const { t } = useTranslation('shell');
  const { firstName, lastName } = member.memberDetails;
  // On a phone the words of the profile and logout buttons would push the logout off screen.
  const compact = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    // In dark mode the bar is the dark surface, not the licensee's colour: a light colour on a
    // dark page was the brightest thing on the screen. The colour stays as a line along its foot.
    <AppBar
      position="sticky"
      color="primary"
      sx={(theme) => ({
        displayPrint: 'none',
        ...theme.applyStyles('dark', { boxShadow: `${theme.shadows[4]}, inset 0 -3px 0 ${theme.palette.primary.main}` }),
      })}
    >
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          onClick={onToggleSidebar}
          aria-label={t('header.toggleSidebar')}
          aria-expanded={sidebarOpen}
          aria-controls={SIDEBAR_ID}
        >
          <MenuIcon />
        </IconButton>
        <Link
          component={RouterLink}
          to={licensee.baseRoute}
          color="inherit"
          underline="none"
          aria-label={t('header.home')}
          sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
        >
          {licensee.images.logo ? (
            <Box
              component="img"
              src={licensee.images.logo}
              alt={licenseeDisplayName(licensee.licenseeName)}
              // A wide wordmark is scaled down within the width a phone's header has room for.
              sx={{ height: 36, maxWidth: { xs: 140, sm: 280 }, objectFit: 'contain', bgcolor: 'common.white', borderRadius: 1, p: 0.25 }}
            />
          ) : (
            <Typography variant="h6" component="span">
              {licenseeDisplayName(licensee.licenseeName)}
            </Typography>
          )}
        </Link>
        <Box sx={{ flexGrow: 1 }} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }} aria-label={t('header.userMenu')} role="group">
          <Avatar
            sx={(theme) => ({
              bgcolor: 'primary.contrastText',
              color: 'primary.main',
              width: 36,
              height: 36,
              fontSize: 16,
              ...theme.applyStyles('dark', { bgcolor: 'primary.main', color: 'primary.contrastText' }),
            })}
            aria-hidden
          >
            {initialsOf(firstName, lastName)}
          </Avatar>
          <Box sx={{ display: { xs: 'none', sm: 'block' }, lineHeight: 1.2 }}>
            <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>{`${firstName} ${lastName}`}</Typography>
            <Typography variant="caption" component="p">
              {t(roleLabelKey(member.member.roleIdentifier), { ns: 'common' })}
            </Typography>
          </Box>
          <RequirePermission permissions={[PERMISSIONS.profile.readMemberProfile]}>
            {compact ? (
              <IconButton color="inherit" component={RouterLink} to="/dashboard/profile/details" aria-label={t('header.profile')}>
                <PersonIcon />
              </IconButton>
            ) : (
              <Button color="inherit" component={RouterLink} to="/dashboard/profile/details">
                {t('header.profile')}
              </Button>
            )}
          </RequirePermission>
          {compact ? (
            <IconButton color="inherit" edge="end" onClick={onLogout} aria-label={t('header.logout')}>
              <LogoutIcon />
            </IconButton>
          ) : (
            <Button color="inherit" onClick={onLogout} startIcon={<LogoutIcon />}>
              {t('header.logout')}
            </Button>
          )}
        </Box>
      </Toolbar>
    </AppBar>
  );
}
