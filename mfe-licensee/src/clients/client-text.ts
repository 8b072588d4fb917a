import { useMemo } from 'react';
import type { LicenseeClientRow } from '@compliance/shared-contracts/browser';
import { useLicenseeTranslation } from '../common/namespace';

/** How the back office words a client's figures, in the page's language: "212 von 1.000", the areas by name. */
export function useClientText() {
  const { t, i18n } = useLicenseeTranslation();
  return useMemo(() => {
    const count = new Intl.NumberFormat(i18n.language.replace('_', '-'));
    return {
      membersOfLimit: (client: Pick<LicenseeClientRow, 'memberCount' | 'maxMembers'>) =>
        t('clients.membersOfLimit', { members: count.format(client.memberCount), limit: count.format(client.maxMembers) }),
      areas: (areas: readonly string[]) => (areas.length > 0 ? areas.map((flag) => t(`clients.areas.${flag}`)).join(', ') : '–'),
    };
  }, [t, i18n.language]);
}
