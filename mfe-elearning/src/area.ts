import type { ComponentType } from 'react';
import type { RemoteAreaModule, RemoteAreaProps } from '@compliance/shared-contracts/browser';
import { ELearningArea } from './ELearningArea';
import { ELEARNING_NAMESPACE } from './common/namespace';
import { preloadELearningPage } from './preload';

/** The one module this remote exposes (docs/architecture.md §3): E-Learnings below /dashboard/apps/elearnings. */
const area: RemoteAreaModule<ComponentType<RemoteAreaProps>> = {
  Area: ELearningArea,
  namespace: ELEARNING_NAMESPACE,
  loadTranslations: async (language) =>
    (language === 'en_GB' ? await import('../i18n/en_GB.json') : await import('../i18n/de_DE.json')).default,
  preloadPage: preloadELearningPage,
};

export const { Area, namespace, loadTranslations, preloadPage } = area;
