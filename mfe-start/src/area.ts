import type { ComponentType } from 'react';
import type { RemoteAreaModule, RemoteAreaProps } from '@compliance/shared-contracts/browser';
import { StartArea } from './StartArea';
import { START_NAMESPACE } from './common/namespace';
import { preloadStartPage } from './preload';

/** The one module this remote exposes (docs/architecture.md §3): the start area below /dashboard/start and the templates below /dashboard/apps/templates. */
const area: RemoteAreaModule<ComponentType<RemoteAreaProps>> = {
  Area: StartArea,
  namespace: START_NAMESPACE,
  loadTranslations: async (language) =>
    (language === 'en_GB' ? await import('../i18n/en_GB.json') : await import('../i18n/de_DE.json')).default,
  preloadPage: preloadStartPage,
};

export const { Area, namespace, loadTranslations, preloadPage } = area;
