import type { ComponentType } from 'react';
import type { RemoteAreaModule, RemoteAreaProps } from '@compliance/shared-contracts/browser';
import { LicenseeArea } from './LicenseeArea';
import { LICENSEE_NAMESPACE } from './common/namespace';

/** The one module this remote exposes (docs/architecture.md §3): the licensee's back office below /licensee. */
const area: RemoteAreaModule<ComponentType<RemoteAreaProps>> = {
  Area: LicenseeArea,
  namespace: LICENSEE_NAMESPACE,
  loadTranslations: async (language) =>
    (language === 'en_GB' ? await import('../i18n/en_GB.json') : await import('../i18n/de_DE.json')).default,
};

export const { Area, namespace, loadTranslations } = area;
