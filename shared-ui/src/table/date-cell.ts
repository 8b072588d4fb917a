import { useCallback } from 'react';
import { formatDate } from '@compliance/shared-contracts/browser';
import { useSharedTranslation } from '@compliance/shared-ui';

/** A date column's formatter: an ISO date or date-time as a medium date in the page's language, nothing for none. */
export function useDateCell(): (value: unknown) => string {
  const { i18n } = useSharedTranslation();
  return useCallback((value: unknown) => (typeof value === 'string' ? formatDate(value, i18n.language) : ''), [i18n.language]);
}
