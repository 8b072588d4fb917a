import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Props of PageHeadline. */
export interface PageHeadlineProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons shown at the end of the line. */
  actions?: ReactNode;
}

/**
 * German titles are often one long word ("Unternehmenseinstellungen" is wider than a phone):
 * smaller on a phone, hyphenated where the browser has the language's dictionary, and broken
 * inside the word where it has none, rather than widening the page.
 */
const TITLE_WRAPS = { fontSize: { xs: '1.5rem', sm: undefined }, hyphens: 'auto', overflowWrap: 'anywhere' } as const;

/** The page's one h1, with an optional sub-headline and actions. */
export function PageHeadline({ title, subtitle, actions }: PageHeadlineProps): ReactElement {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: 3 }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={TITLE_WRAPS}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="subtitle1" color="text.secondary">
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1 }}>{actions}</Box>}
    </Box>
  );
}
