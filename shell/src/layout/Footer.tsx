import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LicenseeConfig } from '@compliance/shared-contracts/browser';
import { licenseeDisplayName } from '@compliance/shared-ui';

/**
 * Footer of docs/product.md §1: copyright, data protection, legal notice, licensee link, partner
 * note. The licensee is named once: the copyright (or, for a white-label partner, the partner
 * note) ends with its name, which is the licensee link.
 */
export function Footer({ licensee }: { licensee: LicenseeConfig }) {
  const { t } = useTranslation('shell');
  const { footer } = licensee;
  const licenseeName = licenseeDisplayName(licensee.licenseeName);
  const links = [
    { href: footer.dataProtectionLink, label: t('footer.dataProtection') },
    { href: footer.legalNoticeLink, label: t('footer.legalNotice') },
  ].filter((entry): entry is { href: string; label: string } => Boolean(entry.href));
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={{
        px: 3,
        py: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        borderTop: 1,
        borderColor: 'divider',
        displayPrint: 'none',
      }}
    >
      <Typography variant="body2">
        {licensee.isWhitelabelPartner ? t('footer.copyrightPartner', { year }) : t('footer.copyright', { year })}{' '}
        {footer.licenseeLink ? (
          <Link href={footer.licenseeLink} target="_blank" rel="noopener noreferrer">
            {licenseeName}
          </Link>
        ) : (
          licenseeName
        )}
      </Typography>
      {links.map((entry) => (
        <Link key={entry.label} href={entry.href} target="_blank" rel="noopener noreferrer" variant="body2">
          {entry.label}
        </Link>
      ))}
    </Box>
  );
}
