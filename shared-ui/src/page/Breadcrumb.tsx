import type { ReactElement } from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import { DASHBOARD_PREFIX } from '@compliance/shared-contracts/browser';
import { RouterLink, useSharedTranslation } from '@compliance/shared-ui';

/** One breadcrumb entry (docs/product.md §3); entries without a link are plain text. */
export interface BreadcrumbItem {
  /** Translated text. */
  text: string;
  link?: string;
}

/** Props of Breadcrumb. */
export interface BreadcrumbProps {
  items: readonly BreadcrumbItem[];
}

/** The breadcrumb: a home link to /dashboard, then the given items (docs/product.md §2); not printed. */
export function Breadcrumb({ items }: BreadcrumbProps): ReactElement {
  const { t } = useSharedTranslation();
  return (
    // A way to move around the dashboard means nothing on a printed page (a notice, a certificate).
    <Breadcrumbs aria-label={t('shared.breadcrumb.label')} sx={{ displayPrint: 'none' }}>
      <Link
        component={RouterLink}
        to={DASHBOARD_PREFIX}
        aria-label={t('shared.breadcrumb.home')}
        color="inherit"
        sx={{ display: 'inline-flex' }}
      >
        <HomeIcon fontSize="small" aria-hidden />
      </Link>
      {items.map((item, index) => {
        const last = index === items.length - 1;
        return item.link && !last ? (
          <Link key={`${item.text}-${index}`} component={RouterLink} to={item.link} color="inherit" underline="hover">
            {item.text}
          </Link>
        ) : (
          <Typography key={`${item.text}-${index}`} color={last ? 'text.primary' : 'inherit'} aria-current={last ? 'page' : undefined}>
            {item.text}
          </Typography>
        );
      })}
    </Breadcrumbs>
  );
}
