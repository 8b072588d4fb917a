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
  /** Buttons beside the print button, such as a download or the way back (hidden on paper). */
  actions?: ReactNode;
}

/** A printable page (certificates, exports) in portrait or landscape. */
export function PrintLayout({ children, orientation = 'portrait', showPrintButton = false, actions }: PrintLayoutProps): ReactElement {
  const { t } = useSharedTranslation();
  return (
    <Box data-orientation={orientation}>
      <GlobalStyles styles={printPageCss(orientation)} />
      {(showPrintButton || actions) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, mb: 2, displayPrint: 'none' }}>
          {actions}
          {showPrintButton && (
            <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
              {t('shared.layout.print')}
            </Button>
          )}
        </Box>
      )}
      {children}
    </Box>
  );
}
