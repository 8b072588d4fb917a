import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import PrintIcon from '@mui/icons-material/Print';
import { useSharedTranslation } from '@compliance/shared-ui';

/** Page orientation of a print layout. */
export type PrintOrientation = 'portrait' | 'landscape';

/** The @page rule for an orientation. */
export function printPageCss(orientation: PrintOrientation): string {
  return `@page { size: A4 ${orientation}; margin: 1.5cm; }`;
}

/** Props of PrintLayout. */
export interface PrintLayoutProps {
  children: ReactNode;
  orientation?: PrintOrientation;
  /** Shows a print button (hidden on paper). */
  showPrintButton?: boolean;
}

/** A printable page (certificates, exports) in portrait or landscape. */
export function PrintLayout({ children, orientation = 'portrait', showPrintButton = false }: PrintLayoutProps): ReactElement {
  const { t } = useSharedTranslation();
  return (
    <Box component="main" data-orientation={orientation} sx={{ p: 3, '@media print': { p: 0 } }}>
      <GlobalStyles styles={printPageCss(orientation)} />
      {showPrintButton && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2, '@media print': { display: 'none' } }}>
          <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
            {t('shared.layout.print')}
          </Button>
        </Box>
      )}
      {children}
    </Box>
  );
}
