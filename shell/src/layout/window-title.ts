import { useEffect } from 'react';
import { windowTitle } from '@compliance/shared-ui';

/** Keeps the window title `{page title} - {licensee name}` (docs/product.md §1). */
export function useWindowTitle(pageTitle: string | null, licenseeName: string | undefined) {
  useEffect(() => {
    document.title = windowTitle(pageTitle, licenseeName);
  }, [pageTitle, licenseeName]);
}
