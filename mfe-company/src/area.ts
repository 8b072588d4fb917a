import type { ComponentType } from 'react';
import type { RemoteAreaModule, RemoteAreaProps } from '@compliance/shared-contracts/browser';
import { CompanyArea } from './CompanyArea';
import { COMPANY_NAMESPACE } from './common/namespace';
import { preloadCompanyPage } from './preload';

/** The one module this remote exposes (docs/architecture.md §3): company administration below /dashboard/company. */
const area: RemoteAreaModule<ComponentType<RemoteAreaProps>> = {
  Area: CompanyArea,
  namespace: COMPANY_NAMESPACE,
  loadTranslations: async (language) =>
    (language === 'en_GB' ? await import('../i18n/en_GB.json') : await import('../i18n/de_DE.json')).default,
  preloadPage: preloadCompanyPage,
};

export const { Area, namespace, loadTranslations, preloadPage } = area;
