import type { ReactElement, ReactNode } from 'react';
import { Box, Typography } from '@compliance/shared-ui';

/** A part of a page under its own h2, named by it for assistive technology. */
export function PageSection({
  id,
  title,
  gap = 1,
  children,
}: {
  id: string;
  title: string;
  gap?: number;
  children: ReactNode;
}): ReactElement {
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap }}>
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Box>
  );
}
