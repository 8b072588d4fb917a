import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Props of EmptyLayout. */
export interface EmptyLayoutProps {
  children: ReactNode;
  /** Optional footer under the content. */
  footer?: ReactNode;
}

/** A bare page without header and sidebar (e.g. certificates), with an optional footer. */
export function EmptyLayout({ children, footer }: EmptyLayoutProps): ReactElement {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="main" sx={{ flex: 1, p: 3 }}>
        {children}
      </Box>
      {footer && (
        <Box component="footer" sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
          {footer}
        </Box>
      )}
    </Box>
  );
}
