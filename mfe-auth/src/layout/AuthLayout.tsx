import type { ReactNode } from 'react';
import {
  Box,
  licenseeConfigAtom,
  licenseeDisplayName,
  Link,
  Paper,
  RouterLink,
  Stack,
  Typography,
  useLocation,
  usePageTitle,
} from '@compliance/shared-ui';
import { useAtomValue } from 'jotai';
import { AUTH_ROUTES } from '@compliance/shared-contracts/browser';
import { useAuthTranslation } from '../namespace';

interface AuthLayoutProps {
  headline: string;
  subHeadline?: string;
  children: ReactNode;
  /** Where "back to login" leads; without it the screen is a login screen itself. */
  backToLogin?: string;
}

/** The auth layout of docs/product.md §2: a form side (logo, headline, sub-headline, footer) and a decorative side (mood image, copyright). */
export function AuthLayout({ headline, subHeadline, children, backToLogin }: AuthLayoutProps) {
  const { t } = useAuthTranslation();
  const licensee = useAtomValue(licenseeConfigAtom);
  const { pathname } = useLocation();
  usePageTitle(headline);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box component="main" sx={{ flex: '1 1 480px', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
        <Paper elevation={0} sx={{ width: '100%', maxWidth: 420 }}>
          <Stack spacing={3}>
            {licensee?.images.logo && (
              // On a plate, as in the header: a dark wordmark stays legible on the dark theme.
              <Box
                component="img"
                src={licensee.images.logo}
                alt={licenseeDisplayName(licensee.licenseeName)}
                sx={{
                  height: 56,
                  maxWidth: '100%',
                  objectFit: 'contain',
                  alignSelf: 'flex-start',
                  bgcolor: 'common.white',
                  borderRadius: 1,
                  p: 0.5,
                }}
              />
            )}
            <div>
              <Typography variant="h4" component="h1">
                {headline}
              </Typography>
              {subHeadline && (
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {subHeadline}
                </Typography>
              )}
            </div>
            {children}
            <Box component="footer" sx={{ pt: 2, display: 'flex', flexWrap: 'wrap', gap: 3 }}>
              {backToLogin && (
                <Link component={RouterLink} to={backToLogin} variant="body2">
                  {t('footer.backToLogin')}
                </Link>
              )}
              {pathname !== AUTH_ROUTES.supportLogin && (
                <Link component={RouterLink} to={AUTH_ROUTES.supportLogin} variant="body2">
                  {t('footer.support')}
                </Link>
              )}
            </Box>
          </Stack>
        </Paper>
      </Box>
      {licensee?.images.mood && (
        // A landmark of its own, so nothing on the page stands outside one (axe: region).
        <Box
          component="aside"
          aria-label={t('layout.moodImage')}
          sx={{ flex: '1 1 480px', display: { xs: 'none', md: 'block' }, position: 'relative' }}
        >
          <Box
            role="img"
            aria-label={t('layout.moodImage')}
            sx={{
              position: 'absolute',
              inset: 0,
              backgroundImage: `url("${licensee.images.mood}")`,
              backgroundSize: 'cover',
              backgroundPosition: 'center',
            }}
          />
          {licensee.moodImageCopyright && (
            <Typography variant="caption" sx={{ position: 'absolute', right: 12, bottom: 8, color: '#fff', textShadow: '0 1px 2px #000' }}>
              {licensee.moodImageCopyright}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
