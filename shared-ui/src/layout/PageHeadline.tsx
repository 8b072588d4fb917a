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

/** The page's one h1, with an optional sub-headline and actions. */
export function PageHeadline({ title, subtitle, actions }: PageHeadlineProps): ReactElement {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: 3 }}>
      <Box>
        <Typography variant="h4" component="h1">
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
