import type { ReactElement } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useSharedTranslation } from '../i18n';
import { usePageTitle } from '../store/page-title';
import { PageHeadline } from './PageHeadline';

/** Props of NotFoundNotice and NotFoundPage. */
export interface NotFoundProps {
  /** Where the way back leads: the start page of whoever reads it. */
  backTo: string;
  /** The way back's label; "to the start page" by default. */
  backLabel?: string;
  /** What is not there, when it is a record rather than a page; "no page at this address" by default. */
  text?: string;
}

/** What an address without a page or record says below its headline: what is missing, and one way back. */
export function NotFoundNotice({ backTo, backLabel, text }: NotFoundProps): ReactElement {
  const { t } = useSharedTranslation();
  const { pathname } = useLocation();
  return (
    <>
      <Typography sx={{ mb: 3, overflowWrap: 'anywhere' }}>{text ?? t('shared.notFound.text', { path: pathname })}</Typography>
      <Button variant="contained" component={RouterLink} to={backTo}>
        {backLabel ?? t('shared.notFound.back')}
      </Button>
    </>
  );
}

/**
 * What an address without a page shows (mistyped, or a page that moved) in the layout it was
 * typed in: it says so, never a silent redirect.
 */
export function NotFoundPage(props: NotFoundProps): ReactElement {
  const { t } = useSharedTranslation();
  const title = t('shared.notFound.title');
  usePageTitle(title);
  return (
    <>
      <PageHeadline title={title} />
      <NotFoundNotice {...props} />
    </>
  );
}
