import type { ComponentType } from 'react';
import type { RemoteAreaModule, RemoteAreaProps } from '@compliance/shared-contracts/browser';
import { RiskArea } from './RiskArea';
import { RISK_NAMESPACE } from './common/namespace';
import { preloadRiskPage } from './preload';

/** The one module this remote exposes (docs/architecture.md §3): risk assessments below /dashboard/apps/risk-assessments. */
const area: RemoteAreaModule<ComponentType<RemoteAreaProps>> = {
  Area: RiskArea,
  namespace: RISK_NAMESPACE,
  loadTranslations: async (language) =>
    (language === 'en_GB' ? await import('../i18n/en_GB.json') : await import('../i18n/de_DE.json')).default,
  preloadPage: preloadRiskPage,
};

export const { Area, namespace, loadTranslations, preloadPage } = area;
