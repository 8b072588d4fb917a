import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

/**
 * The first stop of the tab key on every signed-in page: "Zum Inhalt springen", hidden until
 * focused, moves the focus past header and sidebar to the page's content (WCAG 2.4.1).
 */
export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation('shell');
  return (
    <Link
      href={`#${target}`}
      // Focus moves without a fragment in the address: the router's paths stay as they were.
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        borderRadius: 1,
        boxShadow: 3,
        // Off screen until the keyboard reaches it.
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {t('main.skip')}
    </Link>
  );
}
